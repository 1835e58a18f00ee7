import { FormGrid } from '@school/shared/ui';
import { RowList, RowText, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

export default function MatchTheWordsEditor({ value, onChange, errors }: EditorProps<'match_the_words'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <RowList
      legend={t('match.pairs')}
      hint={t('match.hint')}
      error={errorAt('pairs')}
      items={value.pairs}
      min={2}
      newItem={() => ({ left: '', right: '' })}
      onChange={(pairs) => onChange({ ...value, pairs })}
      addLabel={t('match.add')}
      removeLabel={(number) => t('match.remove', { number })}
      renderRow={(pair, index, update) => (
        <FormGrid $min={160}>
          <RowText label={t('match.left', { number: index + 1 })} value={pair.left} error={errorAt('pairs', index, 'left')} onChange={(left) => update({ ...pair, left })} />
          <RowText label={t('match.right', { number: index + 1 })} value={pair.right} error={errorAt('pairs', index, 'right')} onChange={(right) => update({ ...pair, right })} />
        </FormGrid>
      )}
    />
  );
}
