import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job (plans expiry, recording cleanup, class event pruning): when it is
 * due next and who holds it now. An instance runs a job only after taking its lease in one
 * update (`lease_until` in the past or empty, `next_run_at` reached), keeps the lease alive while
 * it runs, and sets the next time when done; an instance that dies mid-run stops renewing, and
 * another takes the job once the lease has run out (docs/decisions/api-jobs.md). Times are the
 * database's, so the instances' clocks need not agree. Only the owner connection reads it.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** The instance running it now (host, process and a random part), or null. */
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last run's error, null after a run that succeeded. */
  lastError: text('last_error'),
  /** Runs finished, succeeded or not. */
  runs: integer('runs').notNull().default(0),
});
