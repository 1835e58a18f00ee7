import { screen, waitFor } from '@testing-library/react';
import { fakeServer, renderPage, type Call } from '@school/shared/testing';
import type { ScheduleEvent } from '@school/shared/contracts';
import { aLesson, clearToasts, STUDENT_ID, toasts } from '../../../test/fixtures';
import { EventDialog } from './event-dialog';

beforeEach(clearToasts);

const ANDRII = '00000000-0000-4000-8000-0000000000b2';

/** GET schedule/{id} answers `read`; a PUT answers `written`. */
const server = (read: ScheduleEvent, written?: ScheduleEvent) =>
  fakeServer((call: Call) => (call.method === 'GET' ? { status: 200, data: { data: read } } : { status: 200, data: { data: { ...(written ?? read), clashes: [] } } }));

it('shows the lesson in the viewer zone with its duration, status and meeting link', async () => {
  server(aLesson());
  renderPage(<EventDialog event={aLesson()} timeZone="Europe/Kyiv" onClose={jest.fn()} />, { path: '/lessons/schedule' });
  const dialog = screen.getByRole('dialog', { name: 'English B1' });
  expect(dialog).toHaveTextContent('Tuesday, March 31, 2026');
  expect(dialog).toHaveTextContent('6:00 PM');
  expect(dialog).toHaveTextContent('60 minutes');
  expect(dialog).toHaveTextContent('Scheduled');
  expect(dialog).toHaveTextContent('Sofia Student');
  expect(screen.getByRole('link', { name: 'Open the meeting' })).toHaveAttribute('href', 'https://meet.example.com/room');
});

it('never offers a meeting link that is not http or https', () => {
  server(aLesson({ meetingLink: 'javascript:alert(1)' }));
  renderPage(<EventDialog event={aLesson({ meetingLink: 'javascript:alert(1)' })} timeZone="Europe/Kyiv" onClose={jest.fn()} />, { path: '/lessons/schedule' });
  expect(screen.queryByRole('link', { name: 'Open the meeting' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog')).toHaveTextContent('None');
});

it('completes the lesson with the whole event and names the students not charged', async () => {
  const calls = server(aLesson(), aLesson({ status: 'completed', charges: { charged: [], notCharged: [STUDENT_ID] } }));
  const onClose = jest.fn();
  const { user } = renderPage(<EventDialog event={aLesson()} timeZone="Europe/Kyiv" onClose={onClose} />, { path: '/lessons/schedule' });

  await user.selectOptions(screen.getByLabelText('Change the status'), 'completed');
  await user.click(screen.getByRole('button', { name: 'Save status' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const writes = calls.filter((call) => call.method === 'PUT');
  expect(writes).toHaveLength(1);
  expect(writes[0]).toMatchObject({
    url: 'schedule/00000000-0000-4000-8000-0000000000e1',
    params: { scope: 'one' },
    body: { classId: aLesson().classId, startsAt: '2026-03-31T18:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv', meetingLink: 'https://meet.example.com/room', status: 'completed' },
  });
  expect(toasts()).toEqual(['success: Status saved', 'info: No paid lesson left to charge: Sofia Student']);
});

it('marks for staff, before the lesson, a student with no lessons left (the event read again)', async () => {
  const students = [
    { id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' },
    { id: ANDRII, firstName: 'Andrii', lastName: 'Koval' },
  ];
  const lessonsLeft = [
    { studentId: STUDENT_ID, lessonsLeft: 3 },
    { studentId: ANDRII, lessonsLeft: 0 },
  ];
  const calls = server(aLesson({ students, lessonsLeft }));
  renderPage(<EventDialog event={aLesson({ students })} timeZone="Europe/Kyiv" onClose={jest.fn()} />, { path: '/lessons/schedule' });

  expect(await screen.findByText('No lessons left')).toBeInTheDocument();
  expect(screen.getByText('3 lessons left')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('No paid lessons left: Andrii Koval.');
  expect(calls[0]).toMatchObject({ method: 'GET', url: 'schedule/00000000-0000-4000-8000-0000000000e1' });
});

it('does not mark a lesson already held: the mark is for before it', async () => {
  const held = aLesson({ status: 'completed', lessonsLeft: [{ studentId: STUDENT_ID, lessonsLeft: 0 }] });
  server(held);
  renderPage(<EventDialog event={held} timeZone="Europe/Kyiv" onClose={jest.fn()} />, { path: '/lessons/schedule' });
  expect(await screen.findByText('0 lessons left')).toBeInTheDocument();
  expect(screen.queryByText('No lessons left')).not.toBeInTheDocument();
});

it('offers edit, move and delete to who may change the lesson', async () => {
  server(aLesson());
  const onEdit = jest.fn();
  const onMove = jest.fn();
  const onDelete = jest.fn();
  const { user } = renderPage(<EventDialog event={aLesson()} timeZone="Europe/Kyiv" onClose={jest.fn()} onEdit={onEdit} onMove={onMove} onDelete={onDelete} />, { path: '/lessons/schedule' });
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await user.click(screen.getByRole('button', { name: 'Move' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect([onEdit, onMove, onDelete].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
});
