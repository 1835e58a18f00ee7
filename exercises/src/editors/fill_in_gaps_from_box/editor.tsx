import { BracketText, RowList, RowText, Stack, useEditorText, useErrorAt } from '../common.js';
import { GapPreview } from '../gap-preview.js';
import type { EditorProps } from '../types.js';

export default function FillInGapsFromBoxEditor({ value, onChange, errors }: EditorProps<'fill_in_gaps_from_box'>) {
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
      <RowList
        legend={t('box.distractors')}
        hint={t('box.distractorsHint')}
        error={errorAt('distractors')}
        items={value.distractors}
        min={0}
        newItem={() => ''}
        onChange={(distractors) => onChange({ ...value, distractors })}
        addLabel={t('box.add')}
        removeLabel={(number) => t('box.remove', { number })}
        renderRow={(word, index, update) => (
          <RowText label={t('box.word', { number: index + 1 })} value={word} error={errorAt('distractors', index)} onChange={update} />
        )}
      />
    </Stack>
  );
}
