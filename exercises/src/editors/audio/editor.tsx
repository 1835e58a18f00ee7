import { useId } from 'react';
import { styled } from 'styled-components';
import { TextAreaField, TextField } from '@school/shared/ui';
import { Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';
import { SoundUpload } from '../upload.js';

export default function AudioEditor({ value, onChange, errors }: EditorProps<'audio'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  const id = useId();
  const { audio } = value;
  return (
    <Stack>
      <Sources>
        <legend>{t('audio.source')}</legend>
        <label>
          <input type="radio" name={`${id}-source`} checked={audio.source === 'file'} onChange={() => onChange({ ...value, audio: { source: 'file', file: '' } })} />
          {t('audio.sources.file')}
        </label>
        <label>
          <input type="radio" name={`${id}-source`} checked={audio.source === 'link'} onChange={() => onChange({ ...value, audio: { source: 'link', url: '' } })} />
          {t('audio.sources.link')}
        </label>
      </Sources>
      {audio.source === 'file' ? (
        <SoundUpload
          label={t('audio.file')}
          listenLabel={t('audio.listen')}
          removeLabel={t('audio.remove')}
          uploadingLabel={t('audio.uploading')}
          audio={audio.file || undefined}
          error={errorAt('audio', 'file') ?? errorAt('audio')}
          onChange={(file) => onChange({ ...value, audio: { source: 'file', file: file ?? '' } })}
        />
      ) : (
        <TextField
          id={`${id}-url`}
          label={t('audio.link')}
          hint={t('audio.linkHint')}
          type="url"
          inputMode="url"
          value={audio.url}
          error={errorAt('audio', 'url') ?? errorAt('audio')}
          onChange={(event) => onChange({ ...value, audio: { source: 'link', url: event.target.value } })}
        />
      )}
      <TextAreaField
        id={`${id}-script`}
        label={t('audio.script')}
        hint={t('audio.scriptHint')}
        rows={5}
        dir="auto"
        value={value.script}
        error={errorAt('script')}
        onChange={(event) => onChange({ ...value, script: event.target.value })}
      />
    </Stack>
  );
}

const Sources = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    padding-inline: 4px;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-block-size: 32px;
  }
`;
