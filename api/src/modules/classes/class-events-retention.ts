import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { readRows, type Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';

/** How many rows one delete statement takes: short statements, short locks. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes class events created before `olderThan`, except each class's last one: the newest
 * number stays readable, so a stream still knows where the class is, and a resume from a
 * number before the oldest kept event can be told it came too late (docs/decisions/classroom-review.md).
 * Runs in batches on the system connection (it crosses schools). Two processes may run it at
 * once: each batch takes only rows no one else has locked (`skip locked`), so they share the
 * work instead of waiting on each other, and a row is deleted once. Answers how many went.
 */
export async function pruneClassEvents(db: Database, olderThan: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      with doomed as (
        select e.class_id, e.id from class_events e
        where e.created_at < ${olderThan.toISOString()}::timestamptz
          and exists (select 1 from class_events later where later.class_id = e.class_id and later.id > e.id)
        limit ${PRUNE_BATCH}
        for update of e skip locked
      ), gone as (
        delete from class_events e using doomed d where e.class_id = d.class_id and e.id = d.id returning 1
      )
      select count(*)::int as count from gone`);
    const count = Number(readRows<{ count: number }>(result)[0]?.count ?? 0);
    total += count;
    if (count < PRUNE_BATCH) return total;
  }
}

/** The oldest event number the log still holds for a class (0: none). */
export async function oldestEventId(db: Database, classId: string): Promise<number> {
  const result = await db.execute(sql`select coalesce(min(id), 0)::float8 as id from class_events where class_id = ${classId}`);
  return Number(readRows<{ id: number }>(result)[0]?.id ?? 0);
}

declare module 'fastify' {
  interface FastifyInstance {
    classEventsRetention: { runOnce(): Promise<number> };
  }
}

export interface ClassEventsRetentionOptions {
  clock: Clock;
  /** Days an event is kept (a reconnect within them is replayed; later ones read the class again). */
  retentionDays: number;
  /** Minutes between runs; 0: never on a timer (another process or a cron runs it). */
  intervalMinutes: number;
}

/** Runs `pruneClassEvents` when the server is ready and then every `intervalMinutes`, like the pack expiry job. */
export const classEventsRetentionPlugin = fp<ClassEventsRetentionOptions>(
  async (app, options) => {
    const runOnce = () => pruneClassEvents(app.db.system, new Date(options.clock().getTime() - options.retentionDays * 86_400_000));
    app.decorate('classEventsRetention', { runOnce });
    if (options.intervalMinutes <= 0) return;
    // Through the job runner: once per interval across all API instances (docs/decisions/api-jobs.md).
    app.jobs.register({ name: 'classes.events-retention', intervalMs: options.intervalMinutes * 60_000, run: runOnce });
  },
  { name: 'class-events-retention', dependencies: ['db', 'jobs'] },
);
