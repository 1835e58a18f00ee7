import { RowList, RowText, Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

export default function SortIntoColumnsEditor({ value, onChange, errors }: EditorProps<'sort_into_columns'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <RowList
      legend={t('columns.columns')}
      error={errorAt('columns')}
      items={value.columns}
      min={1}
      newItem={() => ({ name: '', items: [''] })}
      onChange={(columns) => onChange({ ...value, columns })}
      addLabel={t('columns.addColumn')}
      removeLabel={(number) => t('columns.removeColumn', { number })}
      renderRow={(column, index, update) => (
        <Stack>
          <RowText
            label={t('columns.name', { number: index + 1 })}
            value={column.name}
            error={errorAt('columns', index, 'name')}
            onChange={(name) => update({ ...column, name })}
          />
          <RowList
            legend={t('columns.items', { number: index + 1 })}
            error={errorAt('columns', index, 'items')}
            items={column.items}
            min={1}
            newItem={() => ''}
            onChange={(items) => update({ ...column, items })}
            addLabel={t('columns.addItem')}
            removeLabel={(number) => t('columns.removeItem', { number })}
            renderRow={(item, at, updateItem) => (
              <RowText label={t('columns.item', { number: at + 1 })} value={item} error={errorAt('columns', index, 'items', at)} onChange={updateItem} />
            )}
          />
        </Stack>
      )}
    />
  );
}
