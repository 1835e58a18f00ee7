import { useTranslation } from '@school/shared';
import { TableCaption, TableCell, TableElement, TableHeaderCell, TableRow, TableScroller } from '@school/shared/ui';
import type { AnalyticsBucket, AnalyticsBucketUnit, RevenueAmount } from '../../../admin-contracts';
import { formatMoney } from '../../../lib/money';
import { bucketLabel, captionKey, COUNTS } from '../lib/buckets';

export interface AnalyticsTableProps {
  id: string;
  unit: AnalyticsBucketUnit;
  buckets: AnalyticsBucket[];
}

/** Every figure of the charts as a table (caption, column and row headers): the screen readers' view. */
export function AnalyticsTable({ id, unit, buckets }: AnalyticsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const money = (amounts: RevenueAmount[]) => amounts.map((amount) => formatMoney(amount.amount, amount.currency, i18n.language)).join(', ') || '—';
  return (
    <TableScroller>
      <TableElement id={id}>
        <TableCaption>{t(captionKey(unit))}</TableCaption>
        <thead>
          <TableRow>
            <TableHeaderCell scope="col">{t(unit === 'day' ? 'analytics.day' : 'analytics.week')}</TableHeaderCell>
            {COUNTS.map((key) => (
              <TableHeaderCell key={key} scope="col">
                {t(`analytics.${key}`)}
              </TableHeaderCell>
            ))}
            <TableHeaderCell scope="col">{t('analytics.revenue')}</TableHeaderCell>
          </TableRow>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <TableRow key={bucket.start}>
              <TableHeaderCell scope="row">{bucketLabel(bucket.start, i18n.language)}</TableHeaderCell>
              {COUNTS.map((key) => (
                <TableCell key={key}>{bucket[key]}</TableCell>
              ))}
              <TableCell>{money(bucket.revenue)}</TableCell>
            </TableRow>
          ))}
        </tbody>
      </TableElement>
    </TableScroller>
  );
}
