import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { api, errorMessage } from '@school/shared';
import { Button, ErrorText, FormGrid } from '@school/shared/ui';
import { RowList, RowText, Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

type WordEntry = EditorProps<'wordlist'>['value']['words'][number];

/** What `POST files/audio` answers (the API's files module). */
interface StoredFile {
  url: string;
}

/** The same limit as the server's (it checks again, by content). */
const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/** A word's sound: upload with a progress bar, listen, remove. */
function SoundField({ number, audio, onChange, error }: { number: number; audio: string | undefined; onChange: (audio: string | undefined) => void; error?: string | undefined }) {
  const { t } = useEditorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    setProblem(null);
    if (file.size > AUDIO_MAX_BYTES) {
      setProblem(t('validation.audioTooLarge', { ns: 'common' }));
      return;
    }
    setProgress(0);
    try {
      const form = new FormData();
      form.append('file', file);
      const stored = await api.upload<StoredFile>('files/audio', form, { method: 'post', onProgress: setProgress });
      onChange(stored.url);
    } catch (caught) {
      setProblem(errorMessage(caught, t('errors.uploadFailed', { ns: 'common' })));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  const shown = problem ?? error;
  return (
    <Sound>
      <label htmlFor={`${id}-file`}>{t('wordlist.sound', { number })}</label>
      {audio ? (
        <Current>
          <audio controls src={audio} preload="none" aria-label={t('wordlist.listen', { number })} />
          <Button type="button" onClick={() => onChange(undefined)}>
            {t('wordlist.removeSound', { number })}
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
        <progress max={100} value={progress} aria-label={t('wordlist.uploading', { number })} data-upload-progress>
          {progress}%
        </progress>
      )}
      {shown && <ErrorText id={`${id}-error`}>{shown}</ErrorText>}
    </Sound>
  );
}

export default function WordlistEditor({ value, onChange, errors }: EditorProps<'wordlist'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <RowList<WordEntry>
      legend={t('wordlist.words')}
      error={errorAt('words')}
      items={value.words}
      min={1}
      newItem={() => ({ word: '', translation: '' })}
      onChange={(words) => onChange({ ...value, words })}
      addLabel={t('wordlist.add')}
      removeLabel={(number) => t('wordlist.remove', { number })}
      renderRow={(entry, index, update) => (
        <Stack>
          <FormGrid $min={160}>
            <RowText label={t('wordlist.word', { number: index + 1 })} value={entry.word} error={errorAt('words', index, 'word')} onChange={(word) => update({ ...entry, word })} />
            <RowText
              label={t('wordlist.translation', { number: index + 1 })}
              value={entry.translation}
              error={errorAt('words', index, 'translation')}
              onChange={(translation) => update({ ...entry, translation })}
            />
          </FormGrid>
          <SoundField
            number={index + 1}
            audio={entry.audio}
            error={errorAt('words', index, 'audio')}
            onChange={(audio) => {
              // No sound is no field at all (the schema allows only our file addresses).
              const { audio: _old, ...rest } = entry;
              update(audio ? { ...rest, audio } : rest);
            }}
          />
        </Stack>
      )}
    />
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
