import { useId } from 'react';
import { TextField } from '@school/shared/ui';
import { Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

export default function ExternalLinkEditor({ value, onChange, errors }: EditorProps<'external_link'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  const id = useId();
  return (
    <Stack>
      <TextField
        id={`${id}-link`}
        label={t('embed.link')}
        hint={t('link.hint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={value.link}
        error={errorAt('link')}
        onChange={(event) => onChange({ ...value, link: event.target.value })}
      />
      <TextField
        id={`${id}-label`}
        label={t('link.label')}
        hint={t('link.labelHint')}
        dir="auto"
        maxLength={500}
        value={value.label}
        error={errorAt('label')}
        onChange={(event) => onChange({ ...value, label: event.target.value })}
      />
    </Stack>
  );
}
