import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatDate, Link, useTranslation } from '@school/shared';
import { Button, DataTable } from '@school/shared/ui';
import { Actions } from '../../../components/page';
import type { ClassSummary, PersonRef } from '../../../lib/classroom-contracts';

const column = createColumnHelper<ClassSummary>();
const fullName = (person: PersonRef) => `${person.firstName} ${person.lastName}`.trim();

export interface ClassTableProps {
  rows: ClassSummary[];
  /** Edit and delete per row; none for a student, who only opens their classes. */
  onEdit?: (row: ClassSummary) => void;
  onDelete?: (row: ClassSummary) => void;
}

/** A page of classes: each opens its classroom; who is in it, who teaches, on what plan. */
export function ClassTable({ rows, onEdit, onDelete }: ClassTableProps) {
  const { t } = useTranslation('classroom');
  const columns = useMemo(() => {
    const list = [
      column.accessor('name', {
        header: t('classes.columns.name'),
        enableSorting: false,
        meta: { primary: true },
        cell: ({ row }) => <Link to={`/classes/${row.original.id}`}>{row.original.name}</Link>,
      }),
      column.accessor('type', { header: t('classes.columns.type'), enableSorting: false, meta: { cardLabel: t('classes.columns.type') }, cell: ({ getValue }) => t(`classes.type.${getValue()}`) }),
      column.display({
        id: 'who',
        header: t('classes.columns.students'),
        meta: { cardLabel: t('classes.columns.students') },
        cell: ({ row }) => {
          const item = row.original;
          if (item.type === 'personal') return item.student ? fullName(item.student) : '—';
          return item.group ? t('classes.groupCount', { name: item.group.name, count: item.students.length }) : '—';
        },
      }),
      column.display({ id: 'teacher', header: t('classes.columns.teacher'), meta: { cardLabel: t('classes.columns.teacher') }, cell: ({ row }) => (row.original.teacher ? fullName(row.original.teacher) : '—') }),
      column.display({ id: 'plan', header: t('classes.columns.plan'), meta: { cardLabel: t('classes.columns.plan') }, cell: ({ row }) => row.original.schoolPlan?.name ?? '—' }),
      column.accessor('createdAt', { header: t('classes.columns.createdAt'), enableSorting: false, meta: { cardLabel: t('classes.columns.createdAt'), nowrap: true }, cell: ({ getValue }) => formatDate(getValue()) }),
    ] as ColumnDef<ClassSummary, unknown>[];
    if (onEdit || onDelete) {
      list.push(
        column.display({
          id: 'actions',
          header: () => t('classes.columns.actions'),
          cell: ({ row }) => (
            <Actions>
              {onEdit && (
                <Button type="button" $variant="ghost" aria-label={t('classes.actions.editNamed', { name: row.original.name })} onClick={() => onEdit(row.original)}>
                  {t('classes.actions.edit')}
                </Button>
              )}
              {onDelete && (
                <Button type="button" $variant="ghost" aria-label={t('classes.actions.deleteNamed', { name: row.original.name })} onClick={() => onDelete(row.original)}>
                  {t('classes.actions.delete')}
                </Button>
              )}
            </Actions>
          ),
        }) as ColumnDef<ClassSummary, unknown>,
      );
    }
    return list;
  }, [t, onEdit, onDelete]);

  // The server orders classes (newest first); the table has no sortable column.
  return <DataTable caption={t('classes.caption')} rows={rows} columns={columns} rowId={(row) => row.id} sort={{ id: 'createdAt', desc: true }} onSort={() => undefined} sortableHint="" />;
}
