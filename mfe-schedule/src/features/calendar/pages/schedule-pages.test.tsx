import { screen, waitFor } from '@testing-library/react';
import { EMPTY_SCHEDULE } from '@school/shared/contracts';
import { aUser, fakeServer, renderPage, signInAs, type Call } from '@school/shared/testing';
import { aLesson, CLASS_ID } from '../../../test/fixtures';
import { MySchedulePage } from './schedule-pages';

beforeAll(() => {
  jest.useFakeTimers({ now: new Date('2026-03-31T08:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterAll(() => jest.useRealTimers());

it('reads own lessons of the week shown in the profile zone and shows them with the day count', async () => {
  signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['teacher']);
  const calls = fakeServer((call) =>
    call.url === 'schedule/user'
      ? { status: 200, data: { data: [aLesson()], meta: { dayCounts: [{ date: '2026-03-31', count: 1 }] } } }
      : call.url.startsWith('schedule/')
        ? { status: 404, data: { message: 'Not found' } }
        : { status: 200, data: { data: [{ id: CLASS_ID, name: 'English B1' }], meta: { pagination: { total: 1, page: 1, limit: 100 } } } },
  );
  const { user } = renderPage(<MySchedulePage />, { path: '/lessons/schedule', fakeTimers: true });

  await waitFor(() => expect(calls.map((call) => call.url)).toContain('schedule/user'));
  expect(await screen.findByTestId('day-count-2026-03-31')).toHaveTextContent('1 lesson');
  expect(screen.getByText('Times are shown in Europe/Kyiv')).toBeInTheDocument();
  const read = calls.find((call) => call.url === 'schedule/user');
  expect(read?.params).toMatchObject({ timeZone: 'Europe/Kyiv' });
  // The week the calendar shows, from its first day's midnight in Kyiv.
  expect(String(read?.params.from)).toMatch(/^2026-03-(28|29)T2[12]:00:00\.000Z$/);
  await waitFor(() => expect(screen.getAllByText('English B1').length).toBeGreaterThan(0));

  await user.click(screen.getAllByText('English B1')[0]!);
  expect(await screen.findByRole('dialog', { name: 'English B1' })).toHaveTextContent('60 minutes');
});

/** The teacher's week page: lessons, working hours, the event read and writes. */
function teacherServer() {
  const school = { timeZone: 'Europe/Kyiv', schedule: { ...EMPTY_SCHEDULE, mon: { startTime: '09:00', endTime: '18:00' }, tue: { startTime: '09:00', endTime: '18:00' } } };
  const user = { timeZone: 'Europe/Kyiv', schedule: { ...EMPTY_SCHEDULE, tue: { startTime: '12:00', endTime: '20:00' } } };
  return fakeServer((call: Call) => {
    if (call.url === 'schedule/user') return { status: 200, data: { data: [aLesson()], meta: { dayCounts: [{ date: '2026-03-31', count: 1 }] } } };
    if (call.url === 'schedule/working-hours') return { status: 200, data: { data: { school, user } } };
    if (call.url === 'schedule/feed-token') return { status: 200, data: { data: { active: false, createdAt: null } } };
    if (call.url.startsWith('schedule/') && call.method === 'GET') return { status: 200, data: { data: aLesson() } };
    if (call.method === 'PUT') return { status: 200, data: { data: { ...aLesson(), clashes: [] } } };
    return { status: 200, data: { data: [{ id: CLASS_ID, name: 'English B1' }], meta: { pagination: { total: 1, page: 1, limit: 100 } } } };
  });
}

it('shades the hours outside the teacher’s and the school’s working hours and offers the calendar feed', async () => {
  signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['teacher']);
  const calls = teacherServer();
  const { container } = renderPage(<MySchedulePage />, { path: '/lessons/schedule', fakeTimers: true });

  expect(await screen.findByText('Hatched hours are outside your working hours or the school’s.')).toBeInTheDocument();
  await waitFor(() => expect(container.querySelectorAll('.fc-non-business').length).toBeGreaterThan(0));
  expect(calls.some((call) => call.url === 'schedule/working-hours')).toBe(true);
  expect(screen.getByRole('heading', { level: 2, name: 'Calendar feed' })).toBeInTheDocument();
});

it('moves a lesson by keyboard from its dialog', async () => {
  signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['teacher']);
  const calls = teacherServer();
  const { user } = renderPage(<MySchedulePage />, { path: '/lessons/schedule', fakeTimers: true });

  await waitFor(() => expect(screen.getAllByText('English B1').length).toBeGreaterThan(0));
  await user.click(screen.getAllByText('English B1')[0]!);
  await user.click(await screen.findByRole('button', { name: 'Move' }));
  const time = await screen.findByLabelText('New time');
  await user.clear(time);
  await user.type(time, '19:30');
  await user.keyboard('{Enter}');

  await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
  expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.params, (call.body as { startsAt: string }).startsAt])).toEqual([
    [{ scope: 'one', dryRun: 'true' }, '2026-03-31T16:30:00.000Z'],
    [{ scope: 'one' }, '2026-03-31T16:30:00.000Z'],
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move English B1' })).not.toBeInTheDocument());
});
