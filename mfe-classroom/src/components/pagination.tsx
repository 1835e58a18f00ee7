import { useTranslation } from '@school/shared';
import { Button } from '@school/shared/ui';
import styled from 'styled-components';

export interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next over the server's pages, with where the reader is ("11–20 of 34"). */
export function Pagination({ page, limit, total, onPage }: PaginationProps) {
  const { t } = useTranslation('classroom');
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <Bar aria-label={t('pagination.label')}>
      <Range>{t('pagination.range', { from, to, total })}</Range>
      <Buttons>
        <Button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('pagination.previous')}
        </Button>
        <span>{t('pagination.page', { page, pages })}</span>
        <Button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {t('pagination.next')}
        </Button>
      </Buttons>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Range = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;
