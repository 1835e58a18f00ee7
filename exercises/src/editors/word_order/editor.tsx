import { RowList, RowText, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

export default function WordOrderEditor({ value, onChange, errors }: EditorProps<'word_order'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <RowList
      legend={t('wordOrder.sentences')}
      hint={t('wordOrder.hint')}
      error={errorAt('sentences')}
      items={value.sentences}
      min={1}
      newItem={() => ''}
      onChange={(sentences) => onChange({ ...value, sentences })}
      addLabel={t('sentences.add')}
      removeLabel={(number) => t('sentences.remove', { number })}
      renderRow={(sentence, index, update) => (
        <RowText label={t('sentences.sentence', { number: index + 1 })} value={sentence} error={errorAt('sentences', index)} onChange={update} />
      )}
    />
  );
}
