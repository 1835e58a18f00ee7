import { api } from '@school/shared';
import type { AnalyticsDashboard, AnalyticsGeneral, AnalyticsRange } from '../../../admin-contracts';

/** Analytics (CLASSROOM.md "Analytics"; docs/decisions/analytics.md): the buckets are in the viewer's zone. */
export const analyticsApi = {
  general: (range: AnalyticsRange, timeZone: string, signal?: AbortSignal) => api.get<AnalyticsGeneral>('analytics/general', { params: { range, timeZone }, signal }),
  dashboard: (range: AnalyticsRange, timeZone: string, signal?: AbortSignal) => api.get<AnalyticsDashboard>('analytics/dashboard', { params: { range, timeZone }, signal }),
};
