import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { api, errorMessage } from '@school/shared';
import { Button, ErrorText, ImageInput } from '@school/shared/ui';
import { useEditorText } from './common.js';

/** What `POST files` answers (the API's files module): the stored file's address. */
interface StoredFile {
  url: string;
}

/**
 * Sends one file to an upload endpoint of the files module with its progress (0-100, null when
 * idle); `send` answers the stored file's address, or null after putting the failure in `problem`.
 */
function useUpload(endpoint: string) {
  const { t } = useEditorText();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function send(file: File): Promise<string | null> {
    setProblem(null);
    setProgress(0);
    try {
      const form = new FormData();
      form.append('file', file);
      return (await api.upload<StoredFile>(endpoint, form, { method: 'post', onProgress: setProgress })).url;
    } catch (caught) {
      setProblem(errorMessage(caught, t('errors.uploadFailed', { ns: 'common' })));
      return null;
    } finally {
      setProgress(null);
    }
  }
  return { progress, problem, setProblem, send };
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
  const { progress, problem, setProblem, send } = useUpload('files');

  async function upload(chosen: File) {
    if (gifOnly && chosen.type !== 'image/gif') {
      setProblem(t('validation.gifOnly', { ns: 'common' }));
      return;
    }
    setFile(chosen);
    const url = await send(chosen);
    if (url !== null) {
      onChange(url);
      setFile(null);
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

/** The same limit as the server's (it checks again, by content). */
const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

export interface SoundUploadProps {
  label: string;
  listenLabel: string;
  removeLabel: string;
  uploadingLabel: string;
  audio: string | undefined;
  onChange: (audio: string | undefined) => void;
  error?: string | undefined;
}

/** A sound (a word's pronunciation, a listening text): upload with a progress bar, listen, remove. */
export function SoundUpload({ label, listenLabel, removeLabel, uploadingLabel, audio, onChange, error }: SoundUploadProps) {
  const { t } = useEditorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { progress, problem, setProblem, send } = useUpload('files/audio');

  async function upload(file: File) {
    if (file.size > AUDIO_MAX_BYTES) {
      setProblem(t('validation.audioTooLarge', { ns: 'common' }));
      return;
    }
    const url = await send(file);
    if (url !== null) onChange(url);
    if (input.current) input.current.value = '';
  }

  const shown = problem ?? error;
  return (
    <Sound>
      <label htmlFor={`${id}-file`}>{label}</label>
      {audio ? (
        <Current>
          <audio controls src={audio} preload="none" aria-label={listenLabel} />
          <Button type="button" onClick={() => onChange(undefined)}>
            {removeLabel}
          </Button>
        </Current>
      ) : null}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="audio/*"
        disabled={progress !== null}
        aria-describedby={shown ? `${id}-error` : `${id}-hint`}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Small id={`${id}-hint`}>{t('wordlist.soundHint')}</Small>
      {progress !== null && (
        <progress max={100} value={progress} aria-label={uploadingLabel} data-upload-progress>
          {progress}%
        </progress>
      )}
      {shown && <ErrorText id={`${id}-error`}>{shown}</ErrorText>}
    </Sound>
  );
}

const Sound = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
  }
  progress {
    inline-size: 100%;
  }
  audio {
    max-inline-size: 100%;
  }
`;

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Small = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The same limit as the server's `POST files/pdf` (it checks again, by content). */
const PDF_MAX_BYTES = 10 * 1024 * 1024;
/** A file the browser calls a PDF, or names one (some systems declare no type). */
const looksLikePdf = (file: File) => file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));

export interface PdfUploadProps {
  /** The stored PDF's address, '' before one is uploaded. */
  value: string;
  onChange: (url: string) => void;
  /** The rule's message from the exercise's validation (catalogue key already translated). */
  error?: string | undefined;
}

/**
 * The pdf type's document: upload with a progress bar (`POST files/pdf`), download, remove. Too
 * large or not a PDF is refused before a byte is sent; the server checks both again by content.
 */
export function PdfUpload({ value, onChange, error }: PdfUploadProps) {
  const { t } = useEditorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { progress, problem, setProblem, send } = useUpload('files/pdf');

  async function upload(file: File) {
    const refused = !looksLikePdf(file) ? 'validation.pdfOnly' : file.size > PDF_MAX_BYTES ? 'validation.audioTooLarge' : null;
    if (refused) {
      // The 10 MB message is the sounds' one: the same limit in the same words.
      setProblem(t(refused, { ns: 'common' }));
      if (input.current) input.current.value = '';
      return;
    }
    const url = await send(file);
    if (url !== null) onChange(url);
    if (input.current) input.current.value = '';
  }

  const shown = problem ?? error;
  return (
    <Sound>
      <label htmlFor={`${id}-file`}>{t('pdf.file')}</label>
      {value ? (
        <Current>
          <a href={value} download>
            {t('pdf.download')}
          </a>
          <Button type="button" onClick={() => onChange('')}>
            {t('pdf.remove')}
          </Button>
        </Current>
      ) : null}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="application/pdf,.pdf"
        disabled={progress !== null}
        aria-describedby={shown ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Small id={`${id}-hint`}>{t('pdf.hint')}</Small>
      {progress !== null && (
        <progress max={100} value={progress} aria-label={t('pdf.uploading')} data-upload-progress>
          {progress}%
        </progress>
      )}
      {shown && <ErrorText id={`${id}-error`}>{shown}</ErrorText>}
    </Sound>
  );
}
