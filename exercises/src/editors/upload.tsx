import { useState } from 'react';
import { api, errorMessage } from '@school/shared';
import { ImageInput } from '@school/shared/ui';
import { useEditorText } from './common.js';

/** What `POST files` answers (the API's files module): the stored file's address. */
interface StoredFile {
  url: string;
}

export interface PictureUploadProps {
  label: string;
  /** The stored picture's address, '' before one is uploaded. */
  value: string;
  onChange: (url: string) => void;
  /** The rule's message from the exercise's validation (catalogue key already translated). */
  error?: string | undefined;
  /** Only GIF files (the gif type): refused before a byte is sent. */
  gifOnly?: boolean;
  currentAlt: string;
}

/**
 * A picture of a media type: the kit's image picker (the shared type and size rule runs before
 * anything is sent), uploaded with `POST files` and a progress bar; the address fills in.
 */
export function PictureUpload({ label, value, onChange, error, gifOnly = false, currentAlt }: PictureUploadProps) {
  const { t } = useEditorText();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(chosen: File) {
    setProblem(null);
    if (gifOnly && chosen.type !== 'image/gif') {
      setProblem(t('validation.gifOnly', { ns: 'common' }));
      return;
    }
    setFile(chosen);
    setProgress(0);
    try {
      const form = new FormData();
      form.append('file', chosen);
      const stored = await api.upload<StoredFile>('files', form, { method: 'post', onProgress: setProgress });
      onChange(stored.url);
      setFile(null);
    } catch (caught) {
      setProblem(errorMessage(caught, t('errors.uploadFailed', { ns: 'common' })));
    } finally {
      setProgress(null);
    }
  }

  return (
    <ImageInput
      label={label}
      file={file}
      currentUrl={value || null}
      currentAlt={currentAlt}
      progress={progress}
      error={problem ?? error ?? null}
      texts={gifOnly ? { hint: t('media.gifHint') } : {}}
      shape="wide"
      onSelect={(chosen) => void upload(chosen)}
      onRemove={() => {
        setFile(null);
        onChange('');
      }}
    />
  );
}
