import { BracketText, Stack, useEditorText, useErrorAt } from '../common.js';
import { GapPreview } from '../gap-preview.js';
import type { EditorProps } from '../types.js';

export default function FillInGapsEditor({ value, onChange, errors }: EditorProps<'fill_in_gaps'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <Stack>
      <BracketText
        label={t('gaps.text')}
        hint={t('gaps.hint')}
        value={value.text}
        error={errorAt('text')}
        onChange={(text) => onChange({ ...value, text })}
        preview={<GapPreview text={value.text} />}
      />
    </Stack>
  );
}
