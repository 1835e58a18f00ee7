import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsBucketUnit, AnalyticsRange, Currency } from '@school/shared/contracts';
import { readRows, type Database } from '../../db/client.js';
import { userPlans } from '../plans/index.js';
import { scheduleEventCharges, scheduleEvents } from '../schedule/index.js';
import { users } from '../users/index.js';

export const unitOfRange = (range: AnalyticsRange): AnalyticsBucketUnit => (range === '30d' ? 'day' : 'week');

/**
 * The buckets of a range as a SQL source `buckets(day, next_day, starts_at, ends_at)`: local dates of
 * `timeZone` turned into instants there, so a bucket is a calendar day (or ISO week) of that zone
 * even across a daylight-saving change. 30d: today and the 29 days before; 3m/6m: the ISO week
 * three (six) months ago through the current week. `generate_series` yields every bucket, empty
 * ones too. See docs/decisions/analytics.md.
 */
function bucketsSource(range: AnalyticsRange, timeZone: string, now: Date): SQL {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  const months = range === '3m' ? 3 : 6;
  const first =
    range === '30d' ? sql`(${today} - 29)::timestamp` : sql`date_trunc('week', ${today}::timestamp - make_interval(months => ${months}))`;
  const last = range === '30d' ? sql`${today}::timestamp` : sql`date_trunc('week', ${today}::timestamp)`;
  const step = range === '30d' ? sql`interval '1 day'` : sql`interval '7 days'`;
  return sql`(
    select local::date as day,
           (local + ${step})::date as next_day,
           local at time zone ${timeZone} as starts_at,
           (local + ${step}) at time zone ${timeZone} as ends_at
    from generate_series(${first}, ${last}, ${step}) as local
  ) as buckets`;
}

export interface BucketCountsRow {
  day: string;
  startsAt: string;
  endsAt: string;
  planned: number;
  completed: number;
  canceled: number;
  paid: number;
  unpaid: number;
}

export interface BucketRevenueRow {
  day: string;
  currency: Currency;
  amount: number;
}

const asDay = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
const asInstant = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/**
 * Lesson counts per bucket, by the event's start. A charged event (`completed`, `noShowCharge`) is
 * paid when it has charge keys and every one took a lesson from a paid plan, unpaid otherwise.
 */
export async function bucketCounts(tx: Database, schoolId: string, range: AnalyticsRange, timeZone: string, now: Date): Promise<BucketCountsRow[]> {
  const result = await tx.execute(sql`
    select buckets.day::text as day, buckets.starts_at as "startsAt", buckets.ends_at as "endsAt",
      count(e.id) filter (where e.status = 'scheduled')::int as planned,
      count(e.id) filter (where e.status = 'completed')::int as completed,
      count(e.id) filter (where e.status = 'canceled')::int as canceled,
      count(e.id) filter (where e.status in ('completed', 'noShowCharge') and keys.total > 0 and keys.charged = keys.total)::int as paid,
      count(e.id) filter (where e.status in ('completed', 'noShowCharge') and not (keys.total > 0 and keys.charged = keys.total))::int as unpaid
    from ${bucketsSource(range, timeZone, now)}
    left join ${scheduleEvents} e
      on e.school_id = ${schoolId} and e.starts_at >= buckets.starts_at and e.starts_at < buckets.ends_at
    left join lateral (
      select count(*)::int as total, count(*) filter (where c.charged)::int as charged
      from ${scheduleEventCharges} c where c.event_id = e.id
    ) keys on true
    group by buckets.day, buckets.starts_at, buckets.ends_at
    order by buckets.day`);
  return readRows<Record<string, unknown>>(result).map((row) => ({
    day: asDay(row.day),
    startsAt: asInstant(row.startsAt),
    endsAt: asInstant(row.endsAt),
    planned: Number(row.planned),
    completed: Number(row.completed),
    canceled: Number(row.canceled),
    paid: Number(row.paid),
    unpaid: Number(row.unpaid),
  }));
}

/**
 * The money of a payment and its day (docs/decisions/admin-payments.md): the amount taken, else (a
 * plan paid before payments were recorded) the price; the day the money was taken, a calendar date,
 * else the local date of `paid_at` in the buckets' zone. Only paid plans (`paid_at` set) count.
 */
const paymentAmount = sql`coalesce(p.payment_amount, p.price)`;
const paymentDay = (timeZone: string) => sql`coalesce(p.payment_date, (p.paid_at at time zone ${timeZone})::date)`;

/** Payments per bucket and currency (minor units), by the day the money was taken. */
export async function bucketRevenue(tx: Database, schoolId: string, range: AnalyticsRange, timeZone: string, now: Date): Promise<BucketRevenueRow[]> {
  const result = await tx.execute(sql`
    select buckets.day::text as day, p.currency as currency, sum(${paymentAmount})::bigint as amount
    from ${bucketsSource(range, timeZone, now)}
    join ${userPlans} p
      on p.school_id = ${schoolId} and p.paid_at is not null
        and ${paymentDay(timeZone)} >= buckets.day and ${paymentDay(timeZone)} < buckets.next_day
    group by buckets.day, p.currency
    order by buckets.day, p.currency`);
  return readRows<Record<string, unknown>>(result).map((row) => ({ day: asDay(row.day), currency: row.currency as Currency, amount: Number(row.amount) }));
}

export interface GeneralRow {
  students: number;
  staff: number;
  lessons: number;
}

/** Active students and staff now, and lessons not canceled starting in [from, to). */
export async function generalCounts(tx: Database, schoolId: string, from: string, to: string): Promise<GeneralRow> {
  const result = await tx.execute(sql`
    select
      (select count(*)::int from ${users} u where u.school_id = ${schoolId} and u.status = 'active' and u.role = 'member') as students,
      (select count(*)::int from ${users} u where u.school_id = ${schoolId} and u.status = 'active' and u.role = 'staff') as staff,
      (select count(*)::int from ${scheduleEvents} e
        where e.school_id = ${schoolId} and e.status <> 'canceled'
          and e.starts_at >= ${from}::timestamptz and e.starts_at < ${to}::timestamptz) as lessons`);
  const [row] = readRows<Record<string, unknown>>(result);
  return { students: Number(row?.students ?? 0), staff: Number(row?.staff ?? 0), lessons: Number(row?.lessons ?? 0) };
}

/** Payments whose day is in the range's days, per currency (minor units); the same days as the buckets. */
export async function revenueOfRange(tx: Database, schoolId: string, range: AnalyticsRange, timeZone: string, now: Date): Promise<{ currency: Currency; amount: number }[]> {
  const result = await tx.execute(sql`
    with days as (select min(buckets.day) as first_day, max(buckets.next_day) as end_day from ${bucketsSource(range, timeZone, now)})
    select p.currency as currency, sum(${paymentAmount})::bigint as amount
    from ${userPlans} p, days
    where p.school_id = ${schoolId} and p.paid_at is not null
      and ${paymentDay(timeZone)} >= days.first_day and ${paymentDay(timeZone)} < days.end_day
    group by p.currency order by p.currency`);
  return readRows<Record<string, unknown>>(result).map((row) => ({ currency: row.currency as Currency, amount: Number(row.amount) }));
}

/** The window of a range: the first bucket's start and the last one's end. */
export async function windowOf(tx: Database, range: AnalyticsRange, timeZone: string, now: Date): Promise<{ from: string; to: string }> {
  const result = await tx.execute(sql`select min(buckets.starts_at) as "from", max(buckets.ends_at) as "to" from ${bucketsSource(range, timeZone, now)}`);
  const [row] = readRows<Record<string, unknown>>(result);
  return { from: asInstant(row?.from), to: asInstant(row?.to) };
}
