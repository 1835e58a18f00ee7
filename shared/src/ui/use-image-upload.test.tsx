/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { changeLanguage } from '../client/i18n.js';
import { appStore } from '../client/store.js';
import { toastsAtom } from '../client/toast.js';
import { ImageInput } from './image-input.js';
import { renderKit } from './testing.js';
import { useImageUpload, type ImageCalls } from './use-image-upload.js';

interface Thing {
  id: string;
  image: string | null;
}

const png = () => new File([new Uint8Array(512)], 'cover.png', { type: 'image/png' });
const toasts = () => appStore.get(toastsAtom).map(({ kind, message }) => `${kind}: ${message}`);

/** A form that saves its thing, then its picture (the create and edit dialogs). */
function SaveThenUpload({ stored, calls, onSaved }: { stored: Thing; calls: ImageCalls<Thing>; onSaved: (thing: Thing) => void }) {
  const image = useImageUpload({ current: stored.image });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void image.afterSave(stored, calls, (reason) => `Image refused: ${reason}`).then(onSaved);
      }}
    >
      <ImageInput {...image.input} label="Image" />
      <button type="submit">Save</button>
    </form>
  );
}

/** A picture that is a setting of its own (the profile photo, the school logo). */
function StoredAtOnce({ calls }: { calls: ImageCalls<Thing> }) {
  const [thing, setThing] = useState<Thing>({ id: 't1', image: null });
  const image = useImageUpload<Thing>({
    current: thing.image,
    immediate: { ...calls, onStored: setThing, texts: { uploaded: 'Logo saved', removed: 'Logo removed', removeFailed: 'Could not remove the logo' } },
  });
  return <ImageInput {...image.input} label="Logo" />;
}

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(async () => {
  await changeLanguage('en');
  appStore.set(toastsAtom, []);
});

describe('useImageUpload after a save', () => {
  it('sends the picked picture only when the form saves, and answers the thing with it', async () => {
    const withImage = { id: 't1', image: '/files/cover.png' };
    const calls = { upload: jest.fn().mockResolvedValue(withImage), remove: jest.fn() };
    const onSaved = jest.fn();
    const { user } = renderKit(<SaveThenUpload stored={{ id: 't1', image: null }} calls={calls} onSaved={onSaved} />);
    const file = png();
    await user.upload(screen.getByLabelText('Image'), file);
    expect(calls.upload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(withImage));
    expect(calls.upload).toHaveBeenCalledWith(file, expect.any(Function));
    expect(calls.remove).not.toHaveBeenCalled();
  });

  it('keeps what was saved when the picture is refused, and says why in a toast', async () => {
    const saved = { id: 't1', image: null };
    const calls = { upload: jest.fn().mockRejectedValue(new Error('network')), remove: jest.fn() };
    const onSaved = jest.fn();
    const { user } = renderKit(<SaveThenUpload stored={saved} calls={calls} onSaved={onSaved} />);
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(toasts()).toEqual([expect.stringMatching(/^error: Image refused: /)]);
  });

  it('removes the stored picture on save when it was removed in the form, and sends nothing when untouched', async () => {
    const stored = { id: 't1', image: '/files/old.png' };
    const calls = { upload: jest.fn(), remove: jest.fn().mockResolvedValue({ id: 't1', image: null }) };
    const onSaved = jest.fn();
    const { user } = renderKit(<SaveThenUpload stored={stored} calls={calls} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored));
    expect(calls.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenLastCalledWith({ id: 't1', image: null }));
    expect(calls.upload).not.toHaveBeenCalled();
  });
});

describe('useImageUpload at once', () => {
  it('stores the picture when picked, with a toast, and removes it again', async () => {
    const calls = {
      upload: jest.fn().mockResolvedValue({ id: 't1', image: '/files/logo.png' }),
      remove: jest.fn().mockResolvedValue({ id: 't1', image: null }),
    };
    const { user } = renderKit(<StoredAtOnce calls={calls} />);
    await user.upload(screen.getByLabelText('Logo'), png());
    await waitFor(() => expect(toasts()).toEqual(['success: Logo saved']));
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Logo saved', 'success: Logo removed']));
    expect(calls.remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
  });

  it('shows the server message beside the picker when the upload fails', async () => {
    const calls = { upload: jest.fn().mockRejectedValue(new Error('network')), remove: jest.fn() };
    const { user } = renderKit(<StoredAtOnce calls={calls} />);
    await user.upload(screen.getByLabelText('Logo'), png());
    await waitFor(() => expect(screen.getByLabelText('Logo')).toHaveAccessibleDescription(expect.stringContaining(toasts()[0]?.replace('error: ', '') ?? '-')));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatch(/^error: /);
  });
});
