import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDateTime, useTranslation, type Paged } from '@school/shared';
import type { QueryKey } from '@school/shared/query';
import { Pagination, TableCaption, TableCell, TableElement, TableHeaderCell, TableRow, TableScroller } from '@school/shared/ui';
import type { BalanceEntry } from '../../../admin-contracts';
import { Empty, LoadFailed, Loading } from '../../../components/list-state';
import { usePagedRead } from '../../../lib/paged-read';

export interface BalanceHistoryProps {
  /** The key of one page of this ledger (whose, which page): writes to the plans invalidate it. */
  queryKey: (page: number) => QueryKey;
  load: (page: number, signal: AbortSignal) => Promise<Paged<BalanceEntry>>;
  /** The administration sees who wrote each entry and why; a member's own page does not. */
  withAuthors?: boolean;
}

/**
 * The balance ledger, newest first: every change of the lessons with its kind, amount, date, who
 * wrote it and, for a correction, why.
 * The same list serves the user's plan history tab and a member's own history page.
 */
export function BalanceHistory({ queryKey, load, withAuthors = false }: BalanceHistoryProps) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const list = usePagedRead(queryKey(page), (signal) => load(page, signal));
  const rows = list.data?.data ?? [];
  const pagination = list.data?.meta.pagination;

  let content: ReactNode;
  if (list.error && !list.data) content = <LoadFailed error={list.error} fallback={t('history.loadError')} onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Loading label={t('history.loading')} />;
  else if (rows.length === 0)
    content = (
      <Empty>
        <p>{t('history.empty')}</p>
      </Empty>
    );
  else
    content = (
      <>
        <TableScroller>
          <TableElement>
            <TableCaption>{t('history.caption')}</TableCaption>
            <thead>
              <tr>
                <TableHeaderCell scope="col">{t('history.columns.date')}</TableHeaderCell>
                <TableHeaderCell scope="col">{t('history.columns.plan')}</TableHeaderCell>
                <TableHeaderCell scope="col">{t('history.columns.type')}</TableHeaderCell>
                <TableHeaderCell scope="col">{t('history.columns.amount')}</TableHeaderCell>
                {withAuthors && <TableHeaderCell scope="col">{t('history.columns.author')}</TableHeaderCell>}
                {withAuthors && <TableHeaderCell scope="col">{t('history.columns.reason')}</TableHeaderCell>}
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell data-label={t('history.columns.date')} data-nowrap="">
                    {formatDateTime(entry.date)}
                  </TableCell>
                  <TableCell data-label={t('history.columns.plan')}>{entry.planName}</TableCell>
                  <TableCell data-label={t('history.columns.type')}>{t(`history.types.${entry.type}`)}</TableCell>
                  <Amount data-label={t('history.columns.amount')} data-nowrap="" $positive={entry.amount > 0}>
                    {t('history.amount', { count: Math.abs(entry.amount), sign: entry.amount > 0 ? '+' : '−' })}
                  </Amount>
                  {withAuthors && <TableCell data-label={t('history.columns.author')}>{entry.author?.name ?? t('history.system')}</TableCell>}
                  {withAuthors && <TableCell data-label={t('history.columns.reason')}>{entry.reason ?? '—'}</TableCell>}
                </TableRow>
              ))}
            </tbody>
          </TableElement>
        </TableScroller>
        {pagination && <Pagination page={pagination.page} limit={pagination.limit} total={pagination.total} namespace="admin" onPage={setPage} />}
      </>
    );

  return <Frame aria-busy={list.isFetching}>{content}</Frame>;
}

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

const Amount = styled(TableCell)<{ $positive: boolean }>`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $positive }) => ($positive ? theme.colors.success : theme.colors.text)};
`;
