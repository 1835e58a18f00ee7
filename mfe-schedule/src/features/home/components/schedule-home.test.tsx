import { screen, waitFor, within } from '@testing-library/react';
import type { RunningOutStudent } from '@school/shared/contracts';
import { aUser, fakeServer, renderPage, signInAs } from '@school/shared/testing';
import { aLesson, CLASS_ID, STUDENT_ID } from '../../../test/fixtures';
import { ScheduleHome } from './schedule-home';

// Tuesday 31 March 2026, 11:00 in Kyiv (08:00 UTC).
beforeAll(() => {
  jest.useFakeTimers({ now: new Date('2026-03-31T08:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterAll(() => jest.useRealTimers());

const listOf = (events: unknown[], dayCounts: unknown[] = []) => ({ status: 200, data: { data: events, meta: { dayCounts } } });

/** Sofia, running out: `lessonsLeft` paid for `lessonsBooked` booked, the first unpaid on 2 April at 18:00 Kyiv. */
const sofiaShort = (lessonsLeft: number, lessonsBooked: number): RunningOutStudent => ({
  student: { id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' },
  lessonsLeft,
  lessonsBooked,
  firstUnpaid: { eventId: '00000000-0000-4000-8000-0000000000e5', classId: CLASS_ID, className: 'English B1', startsAt: '2026-04-02T18:00:00.000+03:00' },
});

describe('a teacher’s lessons of today', () => {
  it('reads today in the teacher’s zone and lists each lesson with its time there, class link, status and meeting', async () => {
    signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['teacher']);
    const calls = fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: [] } } : listOf([aLesson(), aLesson({ id: '00000000-0000-4000-8000-0000000000e2', className: 'Evening B2', status: 'canceled', startsAt: '2026-03-31T20:00:00+03:00', endsAt: '2026-03-31T21:00:00+03:00' })])));
    renderPage(<ScheduleHome audiences={['teacher']} />, { path: '/', fakeTimers: true });

    const card = await screen.findByRole('region', { name: 'Today’s lessons' });
    await waitFor(() => expect(calls.filter((call) => call.url === 'schedule/user')).toHaveLength(1));
    // Kyiv's 31 March, midnight to midnight (UTC+3 after the change of 29 March).
    expect(calls[0]).toMatchObject({ url: 'schedule/user', params: { from: '2026-03-30T21:00:00.000Z', to: '2026-03-31T21:00:00.000Z', timeZone: 'Europe/Kyiv' } });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('18:00–19:00');
    expect(within(items[0]!).getByRole('link', { name: 'English B1' })).toHaveAttribute('href', `/classes/${CLASS_ID}`);
    expect(items[0]).toHaveTextContent('Scheduled');
    expect(within(items[0]!).getByRole('link', { name: 'Join the meeting: English B1, 18:00–19:00' })).toHaveAttribute('href', 'https://meet.example.com/room');
    // A canceled lesson says so and offers no meeting.
    expect(items[1]).toHaveTextContent('Canceled');
    expect(within(items[1]!).queryByRole('link', { name: /Join the meeting/ })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Times are shown in Europe/Kyiv');
  });

  it('says so kindly when there is no lesson today, and shows the server’s message when the read fails', async () => {
    signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['teacher']);
    fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: [] } } : listOf([])));
    const { unmount } = renderPage(<ScheduleHome audiences={['teacher']} />, { path: '/', fakeTimers: true });
    expect(await screen.findByText('No lessons today. Enjoy the free time!')).toBeInTheDocument();
    unmount();

    fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: [] } } : { status: 403, data: { message: 'You do not have permission', code: 'errors.forbidden' } }));
    renderPage(<ScheduleHome audiences={['teacher']} />, { path: '/', fakeTimers: true });
    const card = await screen.findByRole('region', { name: 'Today’s lessons' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('You do not have permission');
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists the teacher’s own students running out, each with the class of their first unpaid lesson', async () => {
    signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['teacher']);
    const short = [sofiaShort(0, 2)];
    fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: short } } : listOf([])));
    renderPage(<ScheduleHome audiences={['teacher']} />, { path: '/', fakeTimers: true });

    const card = await screen.findByRole('region', { name: 'Your students running out of lessons' });
    const rows = within(await within(card).findByRole('list', { name: 'Your students running out of lessons' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Sofia Student0 left for 2 booked lessonsFirst unpaid lesson: 02.04.2026 18:00, English B1');
    // A teacher has no student pages: the class is the link.
    expect(within(rows[0]!).queryByRole('link', { name: 'Sofia Student' })).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'English B1' })).toHaveAttribute('href', `/classes/${CLASS_ID}`);
    expect(screen.queryByRole('region', { name: 'Running out of lessons' })).not.toBeInTheDocument();
  });
});

describe('a student’s next lesson', () => {
  it('shows the first planned lesson not yet over: when in their zone, the class, the teacher and the meeting', async () => {
    signInAs(aUser({ role: 'member', timezone: 'America/New_York' }));
    const past = aLesson({ id: '00000000-0000-4000-8000-0000000000e0', startsAt: '2026-03-31T08:00:00+03:00', endsAt: '2026-03-31T09:00:00+03:00' });
    const canceled = aLesson({ id: '00000000-0000-4000-8000-0000000000e3', status: 'canceled', startsAt: '2026-03-31T12:00:00+03:00', endsAt: '2026-03-31T13:00:00+03:00' });
    const calls = fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: [] } } : listOf([past, canceled, aLesson()])));
    renderPage(<ScheduleHome audiences={['student']} />, { path: '/', fakeTimers: true });

    const card = await screen.findByRole('region', { name: 'Your next lesson' });
    await waitFor(() => expect(calls.filter((call) => call.url === 'schedule/user')).toHaveLength(1));
    expect(calls[0]?.url).toBe('schedule/user');
    expect(calls[0]?.params).toMatchObject({ timeZone: 'America/New_York' });
    // 18:00 Kyiv is 11:00 in New York that day.
    await waitFor(() => expect(card).toHaveTextContent('31.03.2026 11:00–12:00'));
    expect(card).toHaveTextContent('Taras Teacher');
    expect(within(card).getByRole('link', { name: 'English B1' })).toHaveAttribute('href', `/classes/${CLASS_ID}`);
    expect(within(card).getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://meet.example.com/room');
    // Paid lessons cover what is booked: no word about them.
    await waitFor(() => expect(calls.some((call) => call.url === 'schedule/running-out')).toBe(true));
    expect(within(card).queryByRole('note')).not.toBeInTheDocument();
  });

  it('warns a student whose booked lessons outrun the paid ones, naming the first lesson not covered', async () => {
    signInAs(aUser({ id: STUDENT_ID, role: 'member', timezone: 'Europe/Kyiv' }));
    const own = sofiaShort(1, 3);
    const calls = fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: [own] } } : listOf([aLesson()])));
    renderPage(<ScheduleHome audiences={['student']} />, { path: '/', fakeTimers: true });

    const card = await screen.findByRole('region', { name: 'Your next lesson' });
    const notice = await within(card).findByRole('note', { name: 'Running out of lessons' });
    expect(notice).toHaveTextContent('Paid lessons left: 1. Booked in the next 14 days: 3.');
    expect(notice).toHaveTextContent('Not paid yet: 02.04.2026 18:00, English B1. Ask your school about a new plan.');
    expect(calls.find((call) => call.url === 'schedule/running-out')?.params).toEqual({ days: 14 });
  });

  it('tells a student who owes lessons that none are left, not a negative count', async () => {
    signInAs(aUser({ id: STUDENT_ID, role: 'member', timezone: 'Europe/Kyiv' }));
    fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: [sofiaShort(-2, 1)] } } : listOf([aLesson()])));
    renderPage(<ScheduleHome audiences={['student']} />, { path: '/', fakeTimers: true });
    expect(await screen.findByRole('note', { name: 'Running out of lessons' })).toHaveTextContent('Paid lessons left: 0. Booked in the next 14 days: 1.');
  });

  it('says no lesson is planned yet when none is to come', async () => {
    signInAs(aUser({ role: 'member', timezone: 'Europe/Kyiv' }));
    fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: [] } } : listOf([aLesson({ status: 'completed' })])));
    renderPage(<ScheduleHome audiences={['student']} />, { path: '/', fakeTimers: true });
    expect(await screen.findByText('No lessons planned yet. Your teacher will add them to the schedule.')).toBeInTheDocument();
  });
});

describe('an administrator’s week', () => {
  it('reads the school’s week from Monday in their zone and shows lessons per day, the figures and who has no paid lesson left', async () => {
    signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['admin-access']);
    const events = [
      aLesson({ status: 'completed', charges: { charged: [], notCharged: [STUDENT_ID] } }),
      aLesson({ id: '00000000-0000-4000-8000-0000000000e2' }),
      aLesson({ id: '00000000-0000-4000-8000-0000000000e3', status: 'canceled' }),
      aLesson({ id: '00000000-0000-4000-8000-0000000000e4', status: 'noShowCharge' }),
    ];
    const calls = fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: [] } } : listOf(events, [{ date: '2026-03-31', count: 3 }])));
    renderPage(<ScheduleHome audiences={['admin']} />, { path: '/', fakeTimers: true });

    const card = await screen.findByRole('region', { name: 'This week, 30.03–05.04' });
    await waitFor(() => expect(calls.filter((call) => call.url === 'schedule')).toHaveLength(1));
    expect(calls.find((call) => call.url === 'schedule')).toMatchObject({ url: 'schedule', params: { from: '2026-03-29T21:00:00.000Z', to: '2026-04-05T21:00:00.000Z', timeZone: 'Europe/Kyiv' } });
    const figures = await within(card).findByRole('list', { name: 'Lessons of the week by status' });
    expect(figures).toHaveTextContent('1Planned');
    expect(figures).toHaveTextContent('1Completed');
    expect(figures).toHaveTextContent('1Missed');
    expect(figures).toHaveTextContent('1Canceled');
    const days = within(within(card).getByRole('list', { name: 'Lessons per day' })).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('Mon 30.030 lessons');
    expect(days[1]).toHaveTextContent('Tue 31.033 lessons(Today)');
    expect(days[1]).toHaveAttribute('aria-current', 'date');
    expect(card).toHaveTextContent('No paid lesson left to charge: Sofia Student');
    expect(within(card).getByRole('link', { name: 'Open the school schedule' })).toHaveAttribute('href', '/lessons/schedule/school');
  });

  it('shows a teacher who administers both parts, and a quiet week kindly', async () => {
    signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['teacher', 'admin-access']);
    fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: [] } } : listOf([])));
    renderPage(<ScheduleHome audiences={['teacher', 'admin']} />, { path: '/', fakeTimers: true });
    expect(await screen.findByText('No lessons today. Enjoy the free time!')).toBeInTheDocument();
    expect(await screen.findByText('No lessons this week yet.')).toBeInTheDocument();
    expect(await screen.findByText('Everyone booked in the next 14 days has lessons paid for them.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Today’s lessons', 'This week, 30.03–05.04', 'Running out of lessons']);
  });

  it('lists the students booked for more lessons than they have left, with their first unpaid lesson, each opening their page', async () => {
    signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['admin-access']);
    const short = [sofiaShort(1, 3)];
    const calls = fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 200, data: { data: short } } : listOf([])));
    renderPage(<ScheduleHome audiences={['admin']} />, { path: '/', fakeTimers: true });

    const card = await screen.findByRole('region', { name: 'Running out of lessons' });
    const rows = within(await within(card).findByRole('list', { name: 'Running out of lessons' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Sofia Student1 left for 3 booked lessonsFirst unpaid lesson: 02.04.2026 18:00, English B1');
    expect(within(rows[0]!).getByRole('link', { name: 'Sofia Student' })).toHaveAttribute('href', `/users/students/${STUDENT_ID}`);
    expect(calls.find((call) => call.url === 'schedule/running-out')?.params).toEqual({ days: 14 });
  });

  it('offers a retry when the list cannot be read', async () => {
    signInAs(aUser({ role: 'staff', timezone: 'Europe/Kyiv' }), ['admin-access']);
    fakeServer((call) => (call.url === 'schedule/running-out' ? { status: 500, data: { message: 'Internal error' } } : listOf([])));
    renderPage(<ScheduleHome audiences={['admin']} />, { path: '/', fakeTimers: true });
    const card = await screen.findByRole('region', { name: 'Running out of lessons' });
    expect(await within(card).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
