import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@school/shared';
import { useQuery, withServerData } from '@school/shared/query';
import { cardFrame, PageTitle, Select } from '@school/shared/ui';
import { ANALYTICS_RANGES, type AnalyticsRange, type RevenueAmount } from '../../../admin-contracts';
import { Empty, LoadFailed, Loading } from '../../../components/list-state';
import { Header, Page } from '../../../components/page';
import { formatMoney } from '../../../lib/money';
import { analyticsApi } from '../api/analytics-api';
import { AnalyticsTable } from '../components/analytics-table';
import { ChartsRegion } from '../components/charts-region';
import { isEmptyBucket } from '../lib/buckets';

const TABLE_ID = 'analytics-table';

/** The viewer's zone: the buckets are their days and weeks. */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * `/analytics` (staff): the school's figures for a range, charts of its days or weeks (a chunk of
 * their own) and the same figures as a table, or "No data available" when the range holds nothing.
 */
export const AnalyticsPage = withServerData(Analytics);

function Analytics() {
  const { t, i18n } = useTranslation('admin');
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const timeZone = viewerZone();
  const general = useQuery({ queryKey: ['analytics', 'general', range, timeZone], queryFn: ({ signal }) => analyticsApi.general(range, timeZone, signal) });
  const dashboard = useQuery({ queryKey: ['analytics', 'dashboard', range, timeZone], queryFn: ({ signal }) => analyticsApi.dashboard(range, timeZone, signal) });
  const money = (amounts: RevenueAmount[]) => amounts.map((amount) => formatMoney(amount.amount, amount.currency, i18n.language)).join(', ') || '—';

  let content: ReactNode;
  const error = general.error ?? dashboard.error;
  if (error)
    content = (
      <LoadFailed
        error={error}
        fallback={t('analytics.loadError')}
        onRetry={() => {
          void general.refetch();
          void dashboard.refetch();
        }}
      />
    );
  else if (!general.data || !dashboard.data) content = <Loading label={t('analytics.loading')} />;
  else {
    const figures = general.data;
    const buckets = dashboard.data.buckets;
    const empty = figures.lessons === 0 && figures.revenue.length === 0 && buckets.every(isEmptyBucket);
    content = (
      <>
        <Figures aria-label={t('analytics.summary')}>
          <Figure label={t('analytics.students')} value={String(figures.students)} />
          <Figure label={t('analytics.staff')} value={String(figures.staff)} />
          <Figure label={t('analytics.lessons')} value={String(figures.lessons)} />
          <Figure label={t('analytics.revenue')} value={money(figures.revenue)} />
        </Figures>
        {empty ? (
          <Empty>{t('analytics.empty')}</Empty>
        ) : (
          <>
            <ChartsRegion buckets={buckets} tableId={TABLE_ID} />
            <AnalyticsTable id={TABLE_ID} unit={dashboard.data.unit} buckets={buckets} />
          </>
        )}
      </>
    );
  }

  return (
    <Page>
      <Header>
        <PageTitle>{t('analytics.title')}</PageTitle>
        <RangeLabel>
          {t('analytics.range')}
          <RangeSelect value={range} onChange={(event) => setRange(event.target.value as AnalyticsRange)}>
            {ANALYTICS_RANGES.map((value) => (
              <option key={value} value={value}>
                {t(`analytics.ranges.${value}`)}
              </option>
            ))}
          </RangeSelect>
        </RangeLabel>
      </Header>
      {content}
    </Page>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <FigureCard>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </FigureCard>
  );
}

// The shared control: the theme's surface and text in every mode (the browser's own select fails contrast in dark).
const RangeLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const RangeSelect = styled(Select)`
  inline-size: auto;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
  margin: 0;
`;

const FigureCard = styled.div`
  ${cardFrame}
  padding: 12px 16px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 600;
  }
`;
