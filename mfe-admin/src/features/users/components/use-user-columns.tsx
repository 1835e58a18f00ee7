import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { formatDate, Link, useTranslation } from '@school/shared';
import { useMemo } from 'react';
import styled from 'styled-components';
import type { AdminUser, UserType } from '../../../admin-contracts';
import { RowActions, StatusBadge } from '../../../components/page';

const column = createColumnHelper<AdminUser>();

export interface UserColumnsOptions {
  type: UserType;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/** Name (a link to the detail), e-mail, phone, status, created; name, e-mail, status and date sort on the server. */
export function useUserColumns({ type, onEdit, onDelete }: UserColumnsOptions): ColumnDef<AdminUser, unknown>[] {
  const { t } = useTranslation('admin');
  return useMemo(() => {
    const columns = [
      column.accessor((user) => `${user.firstName} ${user.lastName}`, {
        id: 'name',
        header: t('columns.name'),
        meta: { primary: true },
        cell: ({ row }) => {
          const name = `${row.original.firstName} ${row.original.lastName}`;
          return (
            <>
              <Link to={`/users/${type}/${row.original.id}`}>{name}</Link>
              {/* A student at 0 must pay before the next lesson: the admin sees it in the list. */}
              {row.original.lessonsLeft === 0 && (
                <>
                  {' '}
                  <NoLessons title={t('lessonsLeft.noneNamed', { name })}>{t('lessonsLeft.none')}</NoLessons>
                </>
              )}
            </>
          );
        },
      }),
      column.accessor('email', { header: t('columns.email'), meta: { cardLabel: t('columns.email') } }),
      column.accessor('phone', { header: t('columns.phone'), enableSorting: false, meta: { cardLabel: t('columns.phone') }, cell: ({ getValue }) => getValue() ?? '—' }),
      column.accessor('status', {
        header: t('columns.status'),
        meta: { cardLabel: t('columns.status') },
        cell: ({ getValue }) => <StatusBadge $status={getValue()}>{t(`status.${getValue()}`)}</StatusBadge>,
      }),
      column.accessor('createdAt', {
        header: t('columns.createdAt'),
        meta: { cardLabel: t('columns.createdAt'), nowrap: true },
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      column.display({
        id: 'actions',
        header: () => t('columns.actions'),
        cell: ({ row }) => {
          const name = `${row.original.firstName} ${row.original.lastName}`;
          return (
            <RowActions editName={t('actions.editUser', { name })} deleteName={t('actions.deleteUser', { name })} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />
          );
        },
      }),
    ];
    return columns as ColumnDef<AdminUser, unknown>[];
  }, [t, type, onEdit, onDelete]);
}

const NoLessons = styled.span`
  display: inline-block;
  padding: 0 6px;
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.danger};
  white-space: nowrap;
`;
