import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_SCHEDULE } from '@school/shared/contracts';
import { aUser, fakeServer, renderPage, signInAs, type Call } from '@school/shared/testing';
import { aLesson, CLASS_ID } from '../../../test/fixtures';
import { MySchedulePage, SchoolSchedulePage } from './schedule-pages';

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

it('moves a focused lesson by Alt + arrows: half an hour down, a day to the right, saved as a drop is', async () => {
  signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['teacher']);
  const calls = teacherServer();
  const { container, user } = renderPage(<MySchedulePage />, { path: '/lessons/schedule', fakeTimers: true });

  await waitFor(() => expect(container.querySelector('.fc-timegrid-event')).not.toBeNull());
  const lesson = container.querySelector<HTMLElement>('.fc-timegrid-event')!;
  expect(lesson).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight');
  expect(screen.getByText('In the week and day views, Alt + arrow keys move a focused lesson by half an hour or a day.')).toBeInTheDocument();
  lesson.focus();
  // A plain arrow is the page's (it scrolls); only Alt + arrow moves.
  await user.keyboard('{ArrowRight}');
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  const puts = () => calls.filter((call) => call.method === 'PUT').map((call) => [call.params, (call.body as { startsAt: string }).startsAt]);
  // 18:00 Kyiv (+03:00) to 18:30: the clash check, then the save.
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts()).toEqual([
    [{ scope: 'one', dryRun: 'true' }, '2026-03-31T15:30:00.000Z'],
    [{ scope: 'one' }, '2026-03-31T15:30:00.000Z'],
  ]);

  // The server still has it at 18:00 (this fake answers so): a day to the right is Wednesday 18:00.
  lesson.focus();
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  await waitFor(() => expect(puts()).toHaveLength(4));
  expect(puts().slice(2)).toEqual([
    [{ scope: 'one', dryRun: 'true' }, '2026-04-01T15:00:00.000Z'],
    [{ scope: 'one' }, '2026-04-01T15:00:00.000Z'],
  ]);
});

it('narrows the school calendar to one teacher and one class, kept in the address', async () => {
  signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['admin-access']);
  const teacherId = '6c0f1a7e-1c1d-4a43-9a55-2f6a3c1e0b11';
  const calls = fakeServer((call: Call) => {
    if (call.url === 'schedule') return { status: 200, data: { data: [aLesson()], meta: { dayCounts: [] } } };
    if (call.url === 'schedule/working-hours') return { status: 404, data: { message: 'Not found' } };
    if (call.url === 'users') return { status: 200, data: { data: [{ id: teacherId, firstName: 'Taras', lastName: 'Teacher' }], meta: { pagination: { total: 1, page: 1, limit: 100 } } } };
    return { status: 200, data: { data: [{ id: CLASS_ID, name: 'English B1' }], meta: { pagination: { total: 1, page: 1, limit: 100 } } } };
  });
  const { user } = renderPage(<SchoolSchedulePage />, { path: '/lessons/schedule/school', url: `/lessons/schedule/school?class=${CLASS_ID}`, fakeTimers: true });

  // A filter in the address applies from the first read.
  const reads = () => calls.filter((call) => call.url === 'schedule');
  await waitFor(() => expect(reads().length).toBeGreaterThan(0));
  expect(reads()[0]?.params).toMatchObject({ classId: CLASS_ID });
  expect(reads()[0]?.params).not.toHaveProperty('teacherId');
  expect(screen.getByLabelText('Class')).toHaveValue(CLASS_ID);
  await waitFor(() => expect(calls.find((call) => call.url === 'users')?.params).toMatchObject({ type: 'teachers', limit: 100 }));

  await user.selectOptions(await screen.findByLabelText('Teacher'), await screen.findByRole('option', { name: 'Taras Teacher' }));
  await waitFor(() => expect(reads().at(-1)?.params).toMatchObject({ teacherId, classId: CLASS_ID }));
  expect(screen.getByTestId('location')).toHaveTextContent(`?class=${CLASS_ID}&teacher=${teacherId}`);

  await user.selectOptions(screen.getByLabelText('Class'), 'All classes');
  await waitFor(() => expect(reads().at(-1)?.params).not.toHaveProperty('classId'));
  expect(screen.getByTestId('location')).toHaveTextContent(`?teacher=${teacherId}`);
});

it('offers every teacher of a school with more than one page of them', async () => {
  signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['admin-access']);
  const teachers = Array.from({ length: 150 }, (_, index) => ({
    id: `6c0f1a7e-1c1d-4a43-9a55-${String(index).padStart(12, '0')}`,
    firstName: 'Teacher',
    lastName: String(index + 1).padStart(3, '0'),
  }));
  const calls = fakeServer((call: Call) => {
    if (call.url === 'schedule') return { status: 200, data: { data: [], meta: { dayCounts: [] } } };
    if (call.url === 'schedule/working-hours') return { status: 404, data: { message: 'Not found' } };
    if (call.url === 'users') {
      const { page, limit } = call.params as { page: number; limit: number };
      return { status: 200, data: { data: teachers.slice((page - 1) * limit, page * limit), meta: { pagination: { total: teachers.length, page, limit } } } };
    }
    return { status: 200, data: { data: [], meta: { pagination: { total: 0, page: 1, limit: 100 } } } };
  });
  renderPage(<SchoolSchedulePage />, { path: '/lessons/schedule/school', fakeTimers: true });

  expect(await screen.findByRole('option', { name: 'Teacher 150' })).toBeInTheDocument();
  expect(within(screen.getByLabelText('Teacher')).getAllByRole('option')).toHaveLength(151);
  // Two pages, and no third once all are read.
  expect(calls.filter((call) => call.url === 'users').map((call) => (call.params as { page: number }).page)).toEqual([1, 2]);
});

it('offers no filters on the own calendar', async () => {
  signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['teacher']);
  const calls = teacherServer();
  renderPage(<MySchedulePage />, { path: '/lessons/schedule', url: '/lessons/schedule?teacher=someone', fakeTimers: true });
  await waitFor(() => expect(calls.some((call) => call.url === 'schedule/user')).toBe(true));
  expect(screen.queryByRole('group', { name: 'Filters' })).not.toBeInTheDocument();
  expect(calls.find((call) => call.url === 'schedule/user')?.params).not.toHaveProperty('teacherId');
});

it('reads a filter that is no id as no filter', async () => {
  signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['admin-access']);
  // The calendar's read, and an empty page for the teachers and classes.
  const calls = fakeServer((call: Call) =>
    call.url === 'schedule' ? { status: 200, data: { data: [], meta: { dayCounts: [] } } } : { status: 200, data: { data: [], meta: { pagination: { total: 0, page: 1, limit: 100 } } } },
  );
  renderPage(<SchoolSchedulePage />, { path: '/lessons/schedule/school', url: '/lessons/schedule/school?teacher=not-an-id&class=%00', fakeTimers: true });
  await waitFor(() => expect(calls.some((call) => call.url === 'schedule')).toBe(true));
  const read = calls.find((call) => call.url === 'schedule');
  expect(read?.params).not.toHaveProperty('teacherId');
  expect(read?.params).not.toHaveProperty('classId');
  expect(screen.getByLabelText('Teacher')).toHaveValue('');
});
