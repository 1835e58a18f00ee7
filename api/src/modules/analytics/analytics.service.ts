import type { FastifyInstance } from 'fastify';
import { isTimeZone, type AnalyticsBucket, type AnalyticsDashboard, type AnalyticsGeneral, type AnalyticsQuery, type RevenueAmount } from '@school/shared/contracts';
import type { AuthContext } from '../../lib/auth-context.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { schoolScope } from '../../lib/school-scope.js';
import { bucketCounts, bucketRevenue, generalCounts, revenueOfRange, unitOfRange, windowOf } from './analytics.repository.js';

export interface AnalyticsServiceOptions {
  clock?: Clock;
}

const validZone = (zone: string | null): string | undefined => (zone && isTimeZone(zone) ? zone : undefined);

/** The zone of the buckets: the one asked for, else the caller's profile zone, else the school's, else UTC. */
const zoneOf = (auth: AuthContext, query: AnalyticsQuery): string =>
  query.timeZone ?? validZone(auth.user.timezone) ?? validZone(auth.school.timezone) ?? 'UTC';

/** The figures of the analytics page; every number is counted or summed by the database. */
export function createAnalyticsService(app: FastifyInstance, options: AnalyticsServiceOptions = {}) {
  const inSchool = schoolScope(app.db);
  const clock = options.clock ?? systemClock;

  return {
    general: (auth: AuthContext, query: AnalyticsQuery): Promise<AnalyticsGeneral> =>
      inSchool(auth, async (tx, schoolId) => {
        const timeZone = zoneOf(auth, query);
        const now = clock();
        const window = await windowOf(tx, query.range, timeZone, now);
        const counts = await generalCounts(tx, schoolId, window.from, window.to);
        const revenue = await revenueOfRange(tx, schoolId, query.range, timeZone, now);
        return { range: query.range, timeZone, ...window, ...counts, revenue };
      }),

    dashboard: (auth: AuthContext, query: AnalyticsQuery): Promise<AnalyticsDashboard> =>
      inSchool(auth, async (tx, schoolId) => {
        const timeZone = zoneOf(auth, query);
        const now = clock();
        const counts = await bucketCounts(tx, schoolId, query.range, timeZone, now);
        const revenue = await bucketRevenue(tx, schoolId, query.range, timeZone, now);
        const revenueByDay = new Map<string, RevenueAmount[]>();
        for (const row of revenue) {
          const list = revenueByDay.get(row.day) ?? [];
          list.push({ currency: row.currency, amount: row.amount });
          revenueByDay.set(row.day, list);
        }
        const buckets: AnalyticsBucket[] = counts.map(({ day, startsAt: _startsAt, endsAt: _endsAt, ...figures }) => ({
          start: day,
          ...figures,
          revenue: revenueByDay.get(day) ?? [],
        }));
        return {
          range: query.range,
          timeZone,
          unit: unitOfRange(query.range),
          from: counts[0]?.startsAt ?? now.toISOString(),
          to: counts.at(-1)?.endsAt ?? now.toISOString(),
          buckets,
        };
      }),
  };
}
