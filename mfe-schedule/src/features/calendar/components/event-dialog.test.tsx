import { screen, waitFor } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import { aLesson, clearToasts, STUDENT_ID, toasts } from '../../../test/fixtures';
import { EventDialog } from './event-dialog';

beforeEach(clearToasts);

it('shows the lesson in the viewer zone with its duration, status and meeting link', () => {
  renderPage(<EventDialog event={aLesson()} timeZone="Europe/Kyiv" onClose={jest.fn()} />, { path: '/lessons/schedule' });
  const dialog = screen.getByRole('dialog', { name: 'English B1' });
  expect(dialog).toHaveTextContent('Tuesday, March 31, 2026');
  expect(dialog).toHaveTextContent('6:00 PM');
  expect(dialog).toHaveTextContent('60 minutes');
  expect(dialog).toHaveTextContent('Scheduled');
  expect(screen.getByRole('link', { name: 'Open the meeting' })).toHaveAttribute('href', 'https://meet.example.com/room');
});

it('never offers a meeting link that is not http or https', () => {
  renderPage(<EventDialog event={aLesson({ meetingLink: 'javascript:alert(1)' })} timeZone="Europe/Kyiv" onClose={jest.fn()} />, { path: '/lessons/schedule' });
  expect(screen.queryByRole('link', { name: 'Open the meeting' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog')).toHaveTextContent('None');
});

it('completes the lesson with the whole event and names the students not charged', async () => {
  const calls = fakeServer(() => ({
    status: 200,
    data: { data: { ...aLesson({ status: 'completed', charges: { charged: [], notCharged: [STUDENT_ID] } }), clashes: [] } },
  }));
  const onClose = jest.fn();
  const { user } = renderPage(<EventDialog event={aLesson()} timeZone="Europe/Kyiv" onClose={onClose} />, { path: '/lessons/schedule' });

  await user.selectOptions(screen.getByLabelText('Change the status'), 'completed');
  await user.click(screen.getByRole('button', { name: 'Save status' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({
    method: 'PUT',
    url: 'schedule/00000000-0000-4000-8000-0000000000e1',
    body: { classId: aLesson().classId, startsAt: '2026-03-31T18:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv', meetingLink: 'https://meet.example.com/room', status: 'completed' },
  });
  expect(toasts()).toEqual(['success: Status saved', 'info: No paid lesson left to charge: Sofia Student']);
});
