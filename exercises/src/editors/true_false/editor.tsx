import { Check, RowList, RowText, Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

export default function TrueFalseEditor({ value, onChange, errors }: EditorProps<'true_false'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <RowList
      legend={t('trueFalse.statements')}
      error={errorAt('items')}
      items={value.items}
      min={1}
      newItem={() => ({ statement: '', correct: true })}
      onChange={(items) => onChange({ ...value, items })}
      addLabel={t('trueFalse.add')}
      removeLabel={(number) => t('trueFalse.remove', { number })}
      renderRow={(item, index, update) => (
        <Stack>
          <RowText
            label={t('trueFalse.statement', { number: index + 1 })}
            value={item.statement}
            error={errorAt('items', index, 'statement')}
            onChange={(statement) => update({ ...item, statement })}
          />
          <Check label={t('trueFalse.isTrue', { number: index + 1 })} checked={item.correct} onChange={(correct) => update({ ...item, correct })} />
        </Stack>
      )}
    />
  );
}
