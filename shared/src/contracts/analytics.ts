// Analytics (spec 01 §2, §3, §7; CLASSROOM.md "Analytics"; docs/decisions/analytics.md).
//   GET analytics/general?range&timeZone   -> AnalyticsGeneral   (staff)
//   GET analytics/dashboard?range&timeZone -> AnalyticsDashboard (staff)
import * as z from 'zod/mini';
import { CURRENCIES } from './admin/plans.js';
import { timeZoneSchema } from './schedule.js';

/** 30 days in daily buckets; 3 and 6 months in ISO weeks (Monday first). */
export const ANALYTICS_RANGES = ['30d', '3m', '6m'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_BUCKET_UNITS = ['day', 'week'] as const;
export type AnalyticsBucketUnit = (typeof ANALYTICS_BUCKET_UNITS)[number];

/**
 * `timeZone`: the zone whose days and weeks the buckets are (the viewer's); default the caller's
 * profile zone, else the school's, else UTC.
 */
export const analyticsQuerySchema = z.object({
  range: z._default(z.enum(ANALYTICS_RANGES, { error: 'analytics.range' }), '30d'),
  timeZone: z.optional(timeZoneSchema()),
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** An amount in integer minor units of its currency (as plan prices are). */
export const revenueAmountSchema = z.object({
  currency: z.enum(CURRENCIES),
  amount: z.number(),
});
export type RevenueAmount = z.output<typeof revenueAmountSchema>;

const windowFields = {
  range: z.enum(ANALYTICS_RANGES),
  timeZone: z.string(),
  /** The window: the start of the first bucket and the end of the last, ISO instants. */
  from: z.string(),
  to: z.string(),
};

export const analyticsGeneralSchema = z.object({
  ...windowFields,
  /** Active students and staff of the school now. */
  students: z.number(),
  staff: z.number(),
  /** Lessons starting in the window that were not canceled. */
  lessons: z.number(),
  /** Plans paid in the window, summed per currency (currencies with no payment are absent). */
  revenue: z.array(revenueAmountSchema),
});
export type AnalyticsGeneral = z.output<typeof analyticsGeneralSchema>;

export const analyticsBucketSchema = z.object({
  /** The bucket's first day, yyyy-MM-dd in `timeZone` (a Monday for weeks). */
  start: z.string(),
  planned: z.number(),
  completed: z.number(),
  canceled: z.number(),
  paid: z.number(),
  unpaid: z.number(),
  revenue: z.array(revenueAmountSchema),
});
export type AnalyticsBucket = z.output<typeof analyticsBucketSchema>;

export const analyticsDashboardSchema = z.object({
  ...windowFields,
  unit: z.enum(ANALYTICS_BUCKET_UNITS),
  buckets: z.array(analyticsBucketSchema),
});
export type AnalyticsDashboard = z.output<typeof analyticsDashboardSchema>;
