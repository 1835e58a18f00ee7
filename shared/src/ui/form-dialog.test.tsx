/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { changeLanguage } from '../client/i18n.js';
import { ConfirmDialog, FormDialog } from './form-dialog.js';
import { renderKit } from './testing.js';
import { deferred } from '../testing/index.js';

beforeEach(() => changeLanguage('en'));

function RenameForm({ save, onClose }: { save: (name: string) => Promise<void>; onClose: () => void }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await save(name);
    } catch (failure) {
      setError((failure as Error).message);
    }
    setBusy(false);
  }
  return (
    <FormDialog title="Rename course" onClose={onClose} onSubmit={onSubmit} busy={busy} error={error} submitLabel="Save" busyLabel="Saving…">
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} data-autofocus />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('submits the form, keeps Cancel from closing while saving, and shows the form error that describes the form', async () => {
    const pending = deferred<void>();
    const save = jest.fn(() => pending.promise);
    const onClose = jest.fn();
    const { user } = renderKit(<RenameForm save={save} onClose={onClose} />);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.type(screen.getByLabelText('Name'), 'Business English');
    await user.keyboard('{Enter}');
    expect(save).toHaveBeenCalledWith('Business English');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pending.reject(new Error('Name taken'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Name taken');
    expect(screen.getByRole('dialog', { name: 'Rename course' }).querySelector('form')).toHaveAttribute('aria-describedby', alert.id);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('labels Cancel in the page language', async () => {
    await changeLanguage('uk');
    renderKit(<RenameForm save={() => Promise.resolve()} onClose={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Скасувати' })).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('starts on Cancel, and stays open with its buttons back when the action failed', async () => {
    const onConfirm = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const onClose = jest.fn();
    const { user } = renderKit(<ConfirmDialog title="Delete course" question="Delete Business English for good?" confirmLabel="Delete" onClose={onClose} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete course' });
    expect(dialog).toHaveAccessibleDescription('Delete Business English for good?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when the action rejects, and Escape then closes it', async () => {
    const onConfirm = jest.fn().mockRejectedValueOnce(new Error('refused'));
    const onClose = jest.fn();
    const { user } = renderKit(<ConfirmDialog title="Delete lesson" question="Delete Present Simple?" confirmLabel="Delete" onClose={onClose} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Escape and both buttons from acting while the action runs', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const onClose = jest.fn();
    const { user } = renderKit(<ConfirmDialog title="Delete lesson" question="Delete Present Simple?" confirmLabel="Delete" onClose={onClose} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    finish(undefined);
  });
});
