import { screen, waitFor } from '@testing-library/react';
import { aUser, fakeServer, renderPage, signInAs } from '@school/shared/testing';
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
