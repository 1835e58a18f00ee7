import { styled } from 'styled-components';
// By package name: the translations are the page's one i18n singleton (see fields.tsx).
import { useTranslation } from '@school/shared';
import { Button } from './button.js';
import { spreadRow } from './card.js';

export interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  /**
   * The server stopped counting at `total` (a broad search): the range reads "of more than
   * {{total}}" (`pagination.rangeMore`) and the pages go as far as `total`.
   */
  totalCapped?: boolean | undefined;
  onPage: (page: number) => void;
  /**
   * The area's namespace, whose catalogue words the pager: `pagination.label`, `pagination.range`
   * ({{from}}, {{to}}, {{total}}), `pagination.page` ({{page}}, {{pages}}), `pagination.previous`
   * and `pagination.next`.
   */
  namespace: string;
}

/** Previous / next over the server's pages, with where the reader is ("11–20 of 34"). */
export function Pagination({ page, limit, total, totalCapped = false, onPage, namespace }: PaginationProps) {
  const { t } = useTranslation(namespace);
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <Bar aria-label={t('pagination.label')}>
      <Range>{t(totalCapped ? 'pagination.rangeMore' : 'pagination.range', { from, to, total })}</Range>
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
  ${spreadRow}
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
