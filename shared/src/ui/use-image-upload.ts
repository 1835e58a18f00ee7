import { useState } from 'react';
// By package name: toasts and translations are the page's singletons (see fields.tsx).
import { errorMessage, toast, useTranslation } from '@school/shared';
import type { ImageInputProps } from './image-input.js';

/** How one thing's picture is stored and removed; each answers the thing as the server then holds it. */
export interface ImageCalls<T> {
  upload: (file: File, onProgress: (percent: number) => void) => Promise<T>;
  remove: () => Promise<T>;
}

/** A picture stored as soon as it is picked (a profile photo, the school logo). */
export interface ImmediateImage<T> extends ImageCalls<T> {
  /** The thing as the server holds it after an upload or a removal. */
  onStored: (stored: T) => void;
  /** The toasts after success, and the fallback when a removal fails without the server's words; translated. */
  texts: { uploaded: string; removed: string; removeFailed: string };
}

export interface ImageUploadOptions<T> {
  /** The stored picture's address; none while the thing is being created. */
  current: string | null;
  /** Store at once when picked. Without it the picture waits for the form: `afterSave`. */
  immediate?: ImmediateImage<T>;
}

export interface ImageUpload {
  /** Spread on the kit's ImageInput: the chosen file, the stored picture, progress, the last failure. */
  input: Required<Pick<ImageInputProps, 'file' | 'currentUrl' | 'onSelect' | 'progress' | 'error' | 'removing'>> & Pick<ImageInputProps, 'onRemove'>;
  /** A file is being sent now. */
  uploading: boolean;
  /**
   * For a form that saves its thing first: sends the picked picture, or removes the stored one,
   * once the thing is saved; answers the thing as the server then holds it. A refused picture is
   * told in a toast (worded by `failed`, given the reason) and never loses what was saved.
   */
  afterSave: <S>(saved: S, calls: ImageCalls<S>, failed: (reason: string) => string) => Promise<S>;
}

/**
 * "Save, then upload the image", the one way every area does it: the picture goes in a call of
 * its own after the thing it belongs to (a refused image must not lose a course, a group or a
 * user), or, for a picture that is a setting on its own, as soon as it is picked. Progress,
 * the server's message and removal come with it, shown by the kit's ImageInput.
 */
export function useImageUpload<T = never>({ current, immediate }: ImageUploadOptions<T>): ImageUpload {
  const { t } = useTranslation('common');
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  async function uploadNow(chosen: File, now: ImmediateImage<T>) {
    setFile(chosen);
    setError(null);
    setProgress(0);
    try {
      now.onStored(await now.upload(chosen, setProgress));
      // The chosen file stays the picture, so it does not flicker while the server's copy loads.
      toast.success(now.texts.uploaded);
    } catch (failure) {
      setFile(null);
      const message = errorMessage(failure, t('errors.uploadFailed'));
      setError(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  }

  async function removeNow(now: ImmediateImage<T>) {
    setRemoving(true);
    setError(null);
    try {
      now.onStored(await now.remove());
      setFile(null);
      toast.success(now.texts.removed);
    } catch (failure) {
      toast.error(errorMessage(failure, now.texts.removeFailed));
    } finally {
      setRemoving(false);
    }
  }

  const shown = removed ? null : current;
  const onSelect = (chosen: File) => {
    if (immediate) void uploadNow(chosen, immediate);
    else {
      setFile(chosen);
      setRemoved(false);
    }
  };
  const onRemove = () => {
    if (immediate) void removeNow(immediate);
    else if (file) setFile(null);
    else setRemoved(true);
  };

  async function afterSave<S>(saved: S, calls: ImageCalls<S>, failed: (reason: string) => string): Promise<S> {
    try {
      if (file) {
        setProgress(0);
        return await calls.upload(file, setProgress);
      }
      if (removed) return await calls.remove();
    } catch (failure) {
      toast.error(failed(errorMessage(failure, t('errors.uploadFailed'))));
    } finally {
      setProgress(null);
    }
    return saved;
  }

  return {
    input: { file, currentUrl: shown, onSelect, onRemove: shown || file ? onRemove : undefined, progress, error, removing },
    uploading: progress !== null,
    afterSave,
  };
}
