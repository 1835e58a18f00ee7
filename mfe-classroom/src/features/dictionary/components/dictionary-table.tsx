import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { toast, useTranslation } from '@school/shared';
import { Button, DataTable } from '@school/shared/ui';
import { Actions } from '../../../components/page';
import type { DictionaryEntry } from '../api/dictionary-api';
import { languageName, pronounce } from './pronounce';

const column = createColumnHelper<DictionaryEntry>();

export interface DictionaryTableProps {
  rows: DictionaryEntry[];
  onEdit: (row: DictionaryEntry) => void;
  onDelete: (row: DictionaryEntry) => void;
  /** Staff see whose word it is. */
  studentName?: (studentId: string) => string;
}

/** A page of words: the phrase, its translations, a button that says it, its language; edit and delete. */
export function DictionaryTable({ rows, onEdit, onDelete, studentName }: DictionaryTableProps) {
  const { t, i18n } = useTranslation('classroom');
  const columns = useMemo(() => {
    const list = [
      column.accessor('phrase', { header: t('dictionary.columns.phrase'), enableSorting: false, meta: { primary: true } }),
      column.accessor('translation', { header: t('dictionary.columns.translation'), enableSorting: false, meta: { cardLabel: t('dictionary.columns.translation') } }),
      column.accessor('customTranslation', {
        header: t('dictionary.columns.customTranslation'),
        enableSorting: false,
        meta: { cardLabel: t('dictionary.columns.customTranslation') },
        cell: ({ getValue }) => getValue() ?? '—',
      }),
      column.display({
        id: 'pronounce',
        header: t('dictionary.columns.pronounce'),
        meta: { cardLabel: t('dictionary.columns.pronounce') },
        cell: ({ row }) => (
          <Button
            type="button"
            $variant="ghost"
            aria-label={t('dictionary.actions.pronounceNamed', { phrase: row.original.phrase })}
            onClick={() => {
              if (!pronounce(row.original)) toast.error(t('dictionary.audioUnsupported'));
            }}
          >
            {t('dictionary.actions.pronounce')}
          </Button>
        ),
      }),
      column.accessor('language', {
        header: t('dictionary.columns.language'),
        enableSorting: false,
        meta: { cardLabel: t('dictionary.columns.language') },
        cell: ({ getValue }) => languageName(getValue(), i18n.language),
      }),
    ] as ColumnDef<DictionaryEntry, unknown>[];
    if (studentName)
      list.push(
        column.accessor('studentId', {
          header: t('dictionary.columns.student'),
          enableSorting: false,
          meta: { cardLabel: t('dictionary.columns.student') },
          cell: ({ getValue }) => studentName(getValue()),
        }) as ColumnDef<DictionaryEntry, unknown>,
      );
    list.push(
      column.display({
        id: 'actions',
        header: () => t('dictionary.columns.actions'),
        cell: ({ row }) => (
          <Actions>
            <Button type="button" $variant="ghost" aria-label={t('dictionary.actions.editNamed', { phrase: row.original.phrase })} onClick={() => onEdit(row.original)}>
              {t('dictionary.actions.edit')}
            </Button>
            <Button type="button" $variant="ghost" aria-label={t('dictionary.actions.deleteNamed', { phrase: row.original.phrase })} onClick={() => onDelete(row.original)}>
              {t('dictionary.actions.delete')}
            </Button>
          </Actions>
        ),
      }) as ColumnDef<DictionaryEntry, unknown>,
    );
    return list;
  }, [t, i18n.language, onEdit, onDelete, studentName]);

  // The server orders words (newest first); the table has no sortable column.
  return <DataTable caption={t('dictionary.caption')} rows={rows} columns={columns} rowId={(row) => row.id} sort={{ id: 'createdAt', desc: true }} onSort={() => undefined} sortableHint="" />;
}
