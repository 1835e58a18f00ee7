import type { AnalyticsBucket, AnalyticsBucketUnit, Currency } from '../../../admin-contracts';

/** The lesson figures of a bucket, in the order the table and the charts show them. */
export const COUNTS = ['planned', 'completed', 'canceled', 'paid', 'unpaid'] as const;
export type CountKey = (typeof COUNTS)[number];

export const isEmptyBucket = (bucket: AnalyticsBucket) => COUNTS.every((key) => bucket[key] === 0) && bucket.revenue.length === 0;

/**
 * A bucket's first day as the reader writes dates. `start` is a calendar date of the buckets' zone
 * (yyyy-MM-dd), so it is read at UTC midnight and formatted in UTC: no zone shifts it a day.
 */
export function bucketLabel(start: string, language: string, style: 'long' | 'short' = 'long'): string {
  const date = new Date(`${start}T00:00:00Z`);
  return style === 'long' ? date.toLocaleDateString(language, { timeZone: 'UTC' }) : date.toLocaleDateString(language, { timeZone: 'UTC', day: 'numeric', month: 'short' });
}

/** The currencies paid in any bucket, in first-seen order (each gets a chart of its own: currencies are never added). */
export function currenciesOf(buckets: AnalyticsBucket[]): Currency[] {
  const seen = new Set<Currency>();
  for (const bucket of buckets) for (const amount of bucket.revenue) seen.add(amount.currency);
  return [...seen];
}

export const captionKey = (unit: AnalyticsBucketUnit) => (unit === 'day' ? 'analytics.byDay' : 'analytics.byWeek');
