import { screen, waitFor } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import { aLesson, CLASS_ID, clearToasts, toasts } from '../../../test/fixtures';
import { createBody, CreateEventDialog } from './create-event-dialog';

beforeEach(clearToasts);

const classes = [{ id: CLASS_ID, name: 'English B1' }];

it('turns the wall-clock start of the chosen zone into an instant, with a weekly repeat', () => {
  expect(
    createBody({ classId: CLASS_ID, start: '2026-03-31T18:00', duration: '45', timeZone: 'Europe/Kyiv', meetingLink: ' ', repeat: true, weekdays: ['tue', 'thu'], until: '', count: '10' }),
  ).toEqual({ classId: CLASS_ID, startsAt: '2026-03-31T15:00:00.000Z', durationMinutes: 45, timeZone: 'Europe/Kyiv', repeat: { weekdays: ['tue', 'thu'], count: 10 } });
});

it('creates a lesson and closes', async () => {
  const calls = fakeServer(() => ({ status: 201, data: { data: { ...aLesson(), clashes: [] } } }));
  const onClose = jest.fn();
  const { user } = renderPage(<CreateEventDialog classes={classes} timeZone="Europe/Kyiv" initialStart="2026-03-31T18:00" onClose={onClose} />, { path: '/lessons/schedule' });

  await user.type(screen.getByLabelText('Meeting link (optional)'), 'https://meet.example.com/room');
  await user.click(screen.getByRole('button', { name: 'Create' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls[0]).toMatchObject({
    method: 'POST',
    url: 'schedule/my',
    body: { classId: CLASS_ID, startsAt: '2026-03-31T15:00:00.000Z', durationMinutes: 60, timeZone: 'Europe/Kyiv', meetingLink: 'https://meet.example.com/room' },
  });
  expect(toasts()).toEqual(['success: Lesson created']);
});

it('refuses a repeat without weekdays or an end before sending', async () => {
  const calls = fakeServer(() => ({ status: 201, data: { data: { ...aLesson(), clashes: [] } } }));
  const { user } = renderPage(<CreateEventDialog classes={classes} timeZone="Europe/Kyiv" initialStart="2026-03-31T18:00" onClose={jest.fn()} />, { path: '/lessons/schedule' });

  await user.click(screen.getByRole('checkbox', { name: 'Repeat weekly' }));
  await user.click(screen.getByRole('button', { name: 'Create' }));

  expect(await screen.findByText('Choose at least one day of the week, each once')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('asks before creating a double booking, and creates when told to go on', async () => {
  const clash = {
    eventId: aLesson().id,
    startsAt: aLesson().startsAt,
    otherEventId: '00000000-0000-4000-8000-0000000000e9',
    otherStartsAt: '2026-03-31T18:30:00+03:00',
    otherClassName: 'Speaking club',
    role: 'teacher' as const,
    person: { id: '00000000-0000-4000-8000-0000000000a1', firstName: 'Taras', lastName: 'Teacher' },
  };
  const calls = fakeServer((call) => (call.params.dryRun === 'true' ? { status: 200, data: { data: { ...aLesson(), clashes: [clash] } } } : { status: 201, data: { data: { ...aLesson(), clashes: [clash] } } }));
  const onClose = jest.fn();
  const { user } = renderPage(<CreateEventDialog classes={classes} timeZone="Europe/Kyiv" initialStart="2026-03-31T18:00" onClose={onClose} />, { path: '/lessons/schedule' });

  await user.click(screen.getByRole('button', { name: 'Create' }));
  const warning = await screen.findByRole('alertdialog', { name: 'Booked twice' });
  expect(warning).toHaveTextContent('Teacher Taras Teacher already has Speaking club at Mar 31, 2026, 6:30 PM');
  expect(onClose).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Save anyway' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.map((call) => [call.method, call.url, call.params])).toEqual([
    ['POST', 'schedule/my', { dryRun: 'true' }],
    ['POST', 'schedule/my', {}],
  ]);
  expect(toasts()).toEqual(['success: Lesson created']);
});
