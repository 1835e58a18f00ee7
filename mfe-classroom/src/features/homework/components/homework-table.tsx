import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatDateTime, Link, useTranslation } from '@school/shared';
import type { HomeworkSummary } from '@school/shared/contracts';
import { Button, DataTable } from '@school/shared/ui';
import styled from 'styled-components';
import { Actions } from '../../../components/page';
import { HomeworkStatusBadge, sentSummary } from './homework-status';

const column = createColumnHelper<HomeworkSummary>();

export interface HomeworkTableProps {
  classId: string;
  rows: HomeworkSummary[];
  /** Staff see who sent it; a student their own status. */
  staff: boolean;
  /** The class's teacher deletes; nobody else is offered it. */
  onDelete?: (row: HomeworkSummary) => void;
}

/** A page of a class's homework, newest first: each opens its homework. */
export function HomeworkTable({ classId, rows, staff, onDelete }: HomeworkTableProps) {
  const { t } = useTranslation('classroom');
  const columns = useMemo(() => {
    const list = [
      column.accessor('number', {
        header: t('homework.columns.number'),
        enableSorting: false,
        meta: { primary: true },
        cell: ({ row }) => <Link to={`/classes/${classId}/homework/${row.original.id}`}>{t('homework.name', { number: row.original.number })}</Link>,
      }),
      column.accessor('createdAt', { header: t('homework.columns.createdAt'), enableSorting: false, meta: { cardLabel: t('homework.columns.createdAt'), nowrap: true }, cell: ({ getValue }) => formatDateTime(getValue()) }),
      column.accessor('exerciseCount', { header: t('homework.columns.exercises'), enableSorting: false, meta: { cardLabel: t('homework.columns.exercises') }, cell: ({ getValue }) => getValue() }),
      column.display({
        id: 'status',
        header: t('homework.columns.status'),
        meta: { cardLabel: t('homework.columns.status') },
        cell: ({ row }) => {
          const item = row.original;
          if (!staff) return <HomeworkStatusBadge status={item.currentUserStatus ?? item.status} />;
          const summary = sentSummary(item.userStatuses);
          return (
            <Summary>
              <HomeworkStatusBadge status={item.status} />
              <span>{t('homework.list.summary', summary)}</span>
            </Summary>
          );
        },
      }),
    ] as ColumnDef<HomeworkSummary, unknown>[];
    if (onDelete)
      list.push(
        column.display({
          id: 'actions',
          header: () => t('homework.columns.actions'),
          cell: ({ row }) => (
            <Actions>
              <Button type="button" $variant="ghost" aria-label={t('homework.delete.named', { number: row.original.number })} onClick={() => onDelete(row.original)}>
                {t('homework.delete.button')}
              </Button>
            </Actions>
          ),
        }) as ColumnDef<HomeworkSummary, unknown>,
      );
    return list;
  }, [t, classId, staff, onDelete]);

  // The server orders homework (newest first); the table has no sortable column.
  return <DataTable caption={t('homework.list.caption')} rows={rows} columns={columns} rowId={(row) => row.id} sort={{ id: 'createdAt', desc: true }} onSort={() => undefined} sortableHint="" />;
}

const Summary = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
