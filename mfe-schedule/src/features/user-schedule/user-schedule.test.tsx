import { screen, waitFor, within } from '@testing-library/react';
import { aUser, fakeServer, renderPage, signInAs } from '@school/shared/testing';
import { aLesson, CLASS_ID } from '../../test/fixtures';
import ExposedUserSchedule, { init as initUserSchedule } from './exposed-user-schedule';
import ExposedGroupSchedule, { init as initGroupSchedule } from './exposed-group-schedule';

const USER_ID = '00000000-0000-4000-8000-0000000000b1';
const GROUP_ID = '00000000-0000-4000-8000-0000000000d1';
const ADMIN = aUser({ role: 'staff', timezone: 'Europe/Kyiv' });

// Tuesday 31 March 2026, 11:00 Kyiv: the agenda starts on Monday 30 March.
beforeAll(() => {
  jest.useFakeTimers({ now: new Date('2026-03-31T08:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterAll(() => jest.useRealTimers());

const listOf = (...events: ReturnType<typeof aLesson>[]) => ({ status: 200, data: { data: events, meta: { dayCounts: [] } } });

describe('the exposed schedule components', () => {
  it('expose a component and an init that loads the schedule translations', async () => {
    expect(typeof ExposedUserSchedule).toBe('function');
    await expect(initUserSchedule()).resolves.toBeUndefined();
    await expect(initGroupSchedule()).resolves.toBeUndefined();
  });

  it('shows a student’s lessons of four weeks by day, in the viewer’s zone, with class link, teacher and status', async () => {
    signInAs(ADMIN, ['admin-access']);
    const calls = fakeServer(() =>
      listOf(
        aLesson(),
        aLesson({ id: '00000000-0000-4000-8000-0000000000e2', startsAt: '2026-04-02T10:00:00+03:00', endsAt: '2026-04-02T10:45:00+03:00', status: 'completed' }),
        aLesson({ id: '00000000-0000-4000-8000-0000000000e3', startsAt: '2026-04-02T12:00:00+03:00', endsAt: '2026-04-02T13:00:00+03:00', status: 'canceled', teacher: null }),
      ),
    );
    renderPage(<ExposedUserSchedule userId={USER_ID} role="member" />, { path: '/users/students/1', fakeTimers: true });

    const lessons = await screen.findAllByTestId('agenda-lesson');
    expect(calls[0]).toMatchObject({ method: 'GET', url: `users/${USER_ID}/schedule` });
    // Monday 30 March 00:00 Kyiv (+03:00 after the change on the 29th) to 27 April 00:00.
    expect(calls[0]?.params).toEqual({ from: '2026-03-29T21:00:00.000Z', to: '2026-04-26T21:00:00.000Z', timeZone: 'Europe/Kyiv' });
    expect(screen.getByText('30.03.2026 – 26.04.2026')).toBeInTheDocument();
    expect(screen.getByText('Times are shown in Europe/Kyiv')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /31\.03\.2026/ })).toBeInTheDocument();
    const thursday = screen.getByRole('region', { name: /02\.04\.2026/ });
    expect(within(thursday).getAllByTestId('agenda-lesson')).toHaveLength(2);
    expect(lessons[0]).toHaveTextContent('18:00–19:00');
    expect(lessons[0]).toHaveTextContent('Teacher: Taras Teacher');
    expect(lessons[0]).toHaveTextContent('Scheduled');
    expect(within(lessons[0]!).getByRole('link', { name: 'English B1' })).toHaveAttribute('href', `/classes/${CLASS_ID}`);
    expect(lessons[1]).toHaveTextContent('Completed');
    expect(lessons[2]).toHaveTextContent('No teacher');
    expect(lessons[2]).toHaveTextContent('Canceled');
  });

  it('shows a teacher who attends, and moves by four weeks both ways and back to this week', async () => {
    signInAs(ADMIN, ['admin-access']);
    const calls = fakeServer((call) => (String(call.params.from).startsWith('2026-03-29') ? listOf(aLesson()) : listOf()));
    const { user } = renderPage(<ExposedUserSchedule userId={USER_ID} role="staff" />, { path: '/users/students/1', fakeTimers: true });
    expect(await screen.findByText('Students: Sofia Student')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next 4 weeks' }));
    expect(await screen.findByText('No lessons in these four weeks.')).toBeInTheDocument();
    expect(screen.getByText('27.04.2026 – 24.05.2026')).toBeInTheDocument();
    expect(calls.at(-1)?.params).toMatchObject({ from: '2026-04-26T21:00:00.000Z' });

    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByText('Students: Sofia Student')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous 4 weeks' }));
    expect(await screen.findByText('02.03.2026 – 29.03.2026')).toBeInTheDocument();
  });

  it('reads a group’s lessons from groups/{id}/schedule', async () => {
    signInAs(ADMIN, ['users-management']);
    const calls = fakeServer(() => listOf(aLesson()));
    renderPage(<ExposedGroupSchedule groupId={GROUP_ID} />, { path: '/users/students/1', fakeTimers: true });
    expect(await screen.findByText('Teacher: Taras Teacher')).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`groups/${GROUP_ID}/schedule`);
  });

  it('says when the lessons could not be loaded, with the server’s message, and tries again', async () => {
    signInAs(ADMIN, ['admin-access']);
    let fail = true;
    fakeServer(() => (fail ? { status: 404, data: { message: 'User not found' } } : listOf(aLesson())));
    const { user } = renderPage(<ExposedUserSchedule userId={USER_ID} role="member" />, { path: '/users/students/1', fakeTimers: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('agenda-lesson')).toHaveLength(1));
  });
});
