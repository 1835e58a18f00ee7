import { screen, waitFor } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import { aLesson, clearToasts, toasts } from '../../../test/fixtures';
import { DeleteEventDialog } from './delete-event-dialog';

beforeEach(clearToasts);

it('deletes this and the following lessons of a series after asking', async () => {
  const calls = fakeServer(() => ({ status: 204, data: undefined }));
  const onClose = jest.fn();
  const { user } = renderPage(<DeleteEventDialog event={aLesson({ seriesId: '00000000-0000-4000-8000-0000000000f1' })} timeZone="Europe/Kyiv" onClose={onClose} />, { path: '/lessons/schedule' });

  const dialog = screen.getByRole('alertdialog', { name: 'Delete the lesson' });
  expect(dialog).toHaveAccessibleDescription('Delete English B1 on Tuesday, March 31, 2026 at 6:00 PM?');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(screen.getByRole('radio', { name: 'This and all following lessons' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(calls).toMatchObject([{ method: 'DELETE', url: 'schedule/00000000-0000-4000-8000-0000000000e1', params: { scope: 'following' } }]);
  expect(toasts()).toEqual(['success: Lesson deleted']);
});

it('asks no scope for a single lesson', () => {
  fakeServer(() => ({ status: 204, data: undefined }));
  renderPage(<DeleteEventDialog event={aLesson()} timeZone="Europe/Kyiv" onClose={jest.fn()} />, { path: '/lessons/schedule' });
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});
