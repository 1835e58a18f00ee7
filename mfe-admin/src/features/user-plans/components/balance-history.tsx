import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDateTime, useTranslation, type Paged } from '@school/shared';
import type { QueryKey } from '@school/shared/query';
import { media } from '@school/shared/ui';
import type { BalanceEntry } from '../../../admin-contracts';
import { Empty, LoadFailed, Loading } from '../../../components/list-state';
import { Pagination } from '../../../components/pagination';
import { usePagedRead } from '../../../lib/paged-read';

export interface BalanceHistoryProps {
  /** The key of one page of this ledger (whose, which page): writes to the plans invalidate it. */
  queryKey: (page: number) => QueryKey;
  load: (page: number, signal: AbortSignal) => Promise<Paged<BalanceEntry>>;
}

/**
 * The balance ledger, newest first: every change of the lessons with its kind, amount and date.
 * The same list serves the user's plan history tab and a member's own history page.
 */
export function BalanceHistory({ queryKey, load }: BalanceHistoryProps) {
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
        <Table>
          <caption>{t('history.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('history.columns.date')}</th>
              <th scope="col">{t('history.columns.plan')}</th>
              <th scope="col">{t('history.columns.type')}</th>
              <th scope="col">{t('history.columns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('history.columns.date')}>{formatDateTime(entry.date)}</td>
                <td data-label={t('history.columns.plan')}>{entry.planName}</td>
                <td data-label={t('history.columns.type')}>{t(`history.types.${entry.type}`)}</td>
                <Amount data-label={t('history.columns.amount')} $positive={entry.amount > 0}>
                  {t('history.amount', { count: Math.abs(entry.amount), sign: entry.amount > 0 ? '+' : '−' })}
                </Amount>
              </tr>
            ))}
          </tbody>
        </Table>
        {pagination && <Pagination page={pagination.page} limit={pagination.limit} total={pagination.total} onPage={setPage} />}
      </>
    );

  return <Frame aria-busy={list.isFetching}>{content}</Frame>;
}

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  caption {
    padding: 12px;
    text-align: start;
    font-weight: 600;
  }
  th,
  td {
    padding: 8px 12px;
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* Phone: one card per entry, each value named by its column (as in DataTable). */
  ${media.phone} {
    display: block;
    border: none;
    background: transparent;
    caption {
      display: block;
      padding-inline: 0;
    }
    thead {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody {
      display: grid;
      gap: 8px;
    }
    tr {
      display: grid;
      gap: 4px;
      padding: 12px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
      background: ${({ theme }) => theme.colors.surface};
    }
    td {
      display: flex;
      gap: 8px;
      padding: 0;
      border: none;
      &::before {
        content: attr(data-label);
        min-inline-size: 7em;
        color: ${({ theme }) => theme.colors.textMuted};
        font-size: 0.875rem;
      }
    }
  }
`;

const Amount = styled.td<{ $positive: boolean }>`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $positive }) => ($positive ? theme.colors.success : theme.colors.text)};
`;
