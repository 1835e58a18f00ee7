import { and, eq, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../../plugins/storage.js';
import { exercises } from '../exercises/index.js';
import { files } from './files.table.js';

/**
 * Deletes voice recordings uploaded before `olderThan` that nothing names (no exercise content of
 * their school, no saved classroom answer), rows first, then
 * bytes. Answers the deleted keys. Runs on the system connection: it crosses schools.
 */
export async function removeUnreferencedRecordings(db: Database, storage: FileStorage, olderThan: Date): Promise<string[]> {
  const named = db
    .select({ one: sql`1` })
    .from(exercises)
    .where(and(eq(exercises.schoolId, files.schoolId), sql`${exercises.content}::text ilike '%' || ${files.key}::text || '%'`));
  // A saved classroom answer names its recording too (the table is named, not imported: the
  // classes module depends on this one).
  const answered = sql`select 1 from class_answers a where a.school_id = ${files.schoolId} and a.answer::text ilike '%' || ${files.key}::text || '%'`;
  const removed = await db
    .delete(files)
    .where(and(eq(files.purpose, 'recording'), lt(files.createdAt, olderThan), sql`not exists (${named})`, sql`not exists (${answered})`))
    .returning({ key: files.key });
  const keys = removed.map((row) => row.key);
  for (const key of keys) await storage.delete(key).catch(() => undefined);
  return keys;
}

declare module 'fastify' {
  interface FastifyInstance {
    recordingCleanup: { runOnce(): Promise<string[]> };
  }
}

export interface RecordingCleanupOptions {
  clock: Clock;
  /** Minutes between runs; 0: never on a timer (another process runs it). */
  intervalMinutes: number;
  /** How long an unreferenced recording is kept: the time a student has to save the answer naming it. */
  graceHours: number;
}

/** Runs `removeUnreferencedRecordings` when the server is ready and then every `intervalMinutes`. */
export const recordingCleanupPlugin = fp<RecordingCleanupOptions>(
  async (app, options) => {
    const runOnce = () => removeUnreferencedRecordings(app.db.system, app.storage, new Date(options.clock().getTime() - options.graceHours * 3_600_000));
    app.decorate('recordingCleanup', { runOnce });
    if (options.intervalMinutes <= 0) return;
    // Through the job runner: once per interval across all API instances (docs/decisions/api-jobs.md).
    app.jobs.register({ name: 'files.recording-cleanup', intervalMs: options.intervalMinutes * 60_000, runAtStart: false, run: runOnce });
  },
  { name: 'recording-cleanup', dependencies: ['db', 'storage', 'jobs'] },
);
