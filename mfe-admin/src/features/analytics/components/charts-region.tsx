import { Component, lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@school/shared';
import { StatePanel } from '@school/shared/ui';
import type { AnalyticsBucket } from '../../../admin-contracts';
import { Loading } from '../../../components/list-state';

// recharts and what it needs are this chunk's and nobody else's: no other admin page pays for them
// (docs/decisions/analytics-charts.md; the e2e spec checks the chunk is not fetched elsewhere).
const AnalyticsCharts = lazy(() => import(/* webpackChunkName: "admin-analytics-charts" */ './analytics-charts').then((module) => ({ default: module.AnalyticsCharts })));

export interface ChartsRegionProps {
  buckets: AnalyticsBucket[];
  tableId: string;
}

/**
 * The charts as a labelled region: a heading, the charts once their chunk has arrived, and if it
 * cannot arrive (a deploy replaced it, the network dropped) a note that the table has every figure.
 */
export function ChartsRegion({ buckets, tableId }: ChartsRegionProps) {
  const { t } = useTranslation('admin');
  return (
    <Region aria-labelledby="analytics-charts-title">
      <h2 id="analytics-charts-title">{t('analytics.charts.title')}</h2>
      <ChunkBoundary fallback={<StatePanel role="status">{t('analytics.charts.failed')}</StatePanel>}>
        <Suspense fallback={<Loading label={t('analytics.charts.loading')} />}>
          <AnalyticsCharts buckets={buckets} tableId={tableId} />
        </Suspense>
      </ChunkBoundary>
    </Region>
  );
}

/** Shows `fallback` instead of children that failed to load or render; the rest of the page stays. */
class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const Region = styled.section`
  display: grid;
  gap: 12px;
  h2 {
    font-size: 1.125rem;
    margin: 0;
  }
`;
