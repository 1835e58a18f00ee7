import { screen, waitFor } from '@testing-library/react';
import { fakeServer, renderPage, type Call } from '@school/shared/testing';
import { aLesson, clearToasts, toasts } from '../../../test/fixtures';
import { MoveEventDialog } from './move-event-dialog';

beforeEach(clearToasts);

const server = () => fakeServer((call: Call) => ({ status: 200, data: { data: { ...aLesson({ startsAt: String((call.body as { startsAt: string }).startsAt) }), clashes: [] } } }));

it('moves a lesson by keyboard: date and time in the viewer’s zone, the rest of the lesson kept', async () => {
  const calls = server();
  const onClose = jest.fn();
  const { user } = renderPage(<MoveEventDialog event={aLesson()} timeZone="Europe/Kyiv" onClose={onClose} />, { path: '/lessons/schedule' });

  const date = screen.getByLabelText('New date');
  expect(date).toHaveFocus();
  expect(date).toHaveValue('2026-03-31');
  expect(screen.getByLabelText('New time')).toHaveValue('18:00');
  await user.clear(date);
  await user.type(date, '2026-04-02');
  await user.tab();
  await user.clear(screen.getByLabelText('New time'));
  await user.type(screen.getByLabelText('New time'), '09:15');
  await user.keyboard('{Enter}');

  await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  expect(calls.map((call) => call.params)).toEqual([{ scope: 'one', dryRun: 'true' }, { scope: 'one' }]);
  // 09:15 Kyiv on 2 April (summer time, +03:00).
  expect(calls[1]?.body).toEqual({ classId: aLesson().classId, startsAt: '2026-04-02T06:15:00.000Z', durationMinutes: 60, timeZone: 'Europe/Kyiv', meetingLink: 'https://meet.example.com/room', status: 'scheduled' });
  expect(toasts()).toEqual(['success: Lesson moved']);
});

it('starts where a drag dropped a series lesson and asks one or following', async () => {
  const calls = server();
  const onClose = jest.fn();
  const { user } = renderPage(<MoveEventDialog event={aLesson({ seriesId: '00000000-0000-4000-8000-0000000000f1' })} timeZone="Europe/Kyiv" initialStart="2026-03-31T20:30" onClose={onClose} />, {
    path: '/lessons/schedule',
  });
  expect(screen.getByLabelText('New time')).toHaveValue('20:30');
  expect(screen.getByRole('radio', { name: 'This lesson only' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'This and all following lessons' }));
  await user.click(screen.getByRole('button', { name: 'Move' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  expect(calls[1]).toMatchObject({ params: { scope: 'following' }, body: { startsAt: '2026-03-31T17:30:00.000Z' } });
});

it('closing without saving says so (a drag puts the lesson back)', async () => {
  const calls = server();
  const onClose = jest.fn();
  const { user } = renderPage(<MoveEventDialog event={aLesson()} timeZone="Europe/Kyiv" initialStart="2026-03-31T20:30" onClose={onClose} />, { path: '/lessons/schedule' });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledWith(false);
  expect(calls).toEqual([]);
});
