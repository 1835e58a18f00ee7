import { screen, waitFor } from '@testing-library/react';
import { fakeServer, renderPage, type Call } from '@school/shared/testing';
import type { ScheduleClash } from '@school/shared/contracts';
import { aLesson, CLASS_ID, clearToasts, STUDENT_ID, toasts } from '../../../test/fixtures';
import { draftOf, EditEventDialog, updateBody } from './edit-event-dialog';

beforeEach(clearToasts);

const classes = [
  { id: CLASS_ID, name: 'English B1' },
  { id: '00000000-0000-4000-8000-0000000000c2', name: 'German A1' },
];
const SERIES = '00000000-0000-4000-8000-0000000000f1';

const clash: ScheduleClash = {
  eventId: aLesson().id,
  startsAt: '2026-03-31T19:00:00+03:00',
  otherEventId: '00000000-0000-4000-8000-0000000000e9',
  otherStartsAt: '2026-03-31T19:00:00+03:00',
  otherClassName: 'Speaking club',
  role: 'student',
  person: { id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' },
};

/** A dry run answers `clashes`; the write answers none. */
const server = (clashes: ScheduleClash[] = []) =>
  fakeServer((call: Call) => ({ status: 200, data: { data: { ...aLesson(), clashes: call.params.dryRun === 'true' ? clashes : [] } } }));

it('reads the lesson into the form in its own zone and back into the whole PUT body', () => {
  const draft = draftOf(aLesson());
  expect(draft).toEqual({ classId: CLASS_ID, start: '2026-03-31T18:00', duration: '60', timeZone: 'Europe/Kyiv', status: 'scheduled', meetingLink: 'https://meet.example.com/room' });
  expect(updateBody({ ...draft, start: '2026-04-01T09:30', meetingLink: '  ' })).toEqual({
    classId: CLASS_ID,
    startsAt: '2026-04-01T06:30:00.000Z',
    durationMinutes: 60,
    timeZone: 'Europe/Kyiv',
    meetingLink: null,
    status: 'scheduled',
  });
});

it('checks for clashes first, then saves this and the following lessons of a series', async () => {
  const calls = server();
  const onClose = jest.fn();
  const { user } = renderPage(<EditEventDialog event={aLesson({ seriesId: SERIES })} classes={classes} timeZone="Europe/Kyiv" onClose={onClose} />, { path: '/lessons/schedule' });

  const duration = screen.getByLabelText('Duration, minutes');
  await user.clear(duration);
  await user.type(duration, '45');
  await user.click(screen.getByRole('radio', { name: 'This and all following lessons' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.map((call) => [call.method, call.params])).toEqual([
    ['PUT', { scope: 'following', dryRun: 'true' }],
    ['PUT', { scope: 'following' }],
  ]);
  expect(calls[1]?.body).toMatchObject({ durationMinutes: 45, startsAt: '2026-03-31T15:00:00.000Z', status: 'scheduled' });
  expect(toasts()).toEqual(['success: Lesson saved']);
});

it('asks before a double booking: going back saves nothing, saving anyway saves', async () => {
  const calls = server([clash, clash]);
  const onClose = jest.fn();
  const { user } = renderPage(<EditEventDialog event={aLesson()} classes={classes} timeZone="Europe/Kyiv" onClose={onClose} />, { path: '/lessons/schedule' });

  await user.click(screen.getByRole('button', { name: 'Save' }));
  const warning = await screen.findByRole('alertdialog', { name: 'Booked twice' });
  // One line per person and other lesson, with the time in the viewer's zone.
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Student Sofia Student already has Speaking club at Mar 31, 2026, 7:00 PM']);
  expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Go back' }));
  expect(warning).not.toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(onClose).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls.map((call) => call.params.dryRun ?? 'saved')).toEqual(['true', 'true', 'saved']);
});

it('refuses a bad duration before sending anything', async () => {
  const calls = server();
  const { user } = renderPage(<EditEventDialog event={aLesson()} classes={classes} timeZone="Europe/Kyiv" onClose={jest.fn()} />, { path: '/lessons/schedule' });
  const duration = screen.getByLabelText('Duration, minutes');
  await user.clear(duration);
  await user.type(duration, '2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The duration must be from 5 to 720 minutes')).toBeInTheDocument();
  expect(calls).toEqual([]);
});
