import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { readRows } from '../../db/rows.js';
import type { FileStorage } from './types.js';

/** What happened to one stored object. */
export type MoveOutcome =
  /** Copied, verified (size and SHA-256 read back from the target) and removed from the source. */
  | 'moved'
  /** Already only in the target: moved by an earlier run. */
  | 'already-moved'
  /** In both, the same bytes (an earlier run stopped between copy and delete): the source copy removed. */
  | 'completed'
  /** In neither: a row whose bytes are lost (reported, nothing to do). */
  | 'missing'
  /** Copying or verifying failed; the source is kept and a rerun tries again. */
  | 'failed';

export interface MoveOptions {
  db: Database;
  from: FileStorage;
  to: FileStorage;
  /** One school's files (files and documents); every school's when absent. */
  schoolId?: string | undefined;
  /** Stops before the next object when aborted (Ctrl-C); a rerun continues where this stopped. */
  signal?: AbortSignal | undefined;
  /** Told after each object. */
  onObject?: (key: string, outcome: MoveOutcome, error?: unknown) => void;
}

export type MoveReport = Record<MoveOutcome, number> & { stopped: boolean };

interface StoredRow {
  key: string;
  content_type: string;
}

/** Every stored object rows name (files and documents), of one school or all, in key order. */
async function storedKeys(db: Database, schoolId: string | undefined): Promise<StoredRow[]> {
  const rows = await db.execute(
    schoolId
      ? sql`select key::text as key, content_type from files where school_id = ${schoolId}
            union select storage_key::text, content_type from user_documents where school_id = ${schoolId} order by 1`
      : sql`select key::text as key, content_type from files union select storage_key::text, content_type from user_documents order by 1`,
  );
  return readRows<StoredRow>(rows);
}

/** SHA-256 and length of a stored object, read as a stream; null when it is gone. */
async function digestOf(storage: FileStorage, key: string): Promise<{ sha256: string; size: number } | null> {
  const body = await storage.get(key);
  if (!body) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Moves stored objects from one storage to another (`pnpm --filter api files:move`), one at a
 * time and resumably: an object is copied as a stream while its SHA-256 is computed, read back
 * from the target and compared (size and hash), and only then removed from the source. Whatever
 * stops a run (Ctrl-C, a crash, a failed copy) leaves every object whole in at least one place,
 * and a rerun finishes what it finds: objects already only in the target are skipped, ones in both
 * with the same bytes lose their source copy, and ones whose target copy differs are copied again.
 */
export async function moveStoredFiles(options: MoveOptions): Promise<MoveReport> {
  const { from, to } = options;
  const report: MoveReport = { moved: 0, 'already-moved': 0, completed: 0, missing: 0, failed: 0, stopped: false };
  for (const row of await storedKeys(options.db, options.schoolId)) {
    if (options.signal?.aborted) {
      report.stopped = true;
      break;
    }
    const { key } = row;
    let outcome: MoveOutcome;
    let failure: unknown;
    try {
      outcome = await moveOne(from, to, key, row.content_type);
    } catch (error) {
      outcome = 'failed';
      failure = error;
    }
    report[outcome] += 1;
    options.onObject?.(key, outcome, failure);
  }
  return report;
}

async function moveOne(from: FileStorage, to: FileStorage, key: string, contentType: string): Promise<MoveOutcome> {
  const source = await from.stat(key);
  if (!source) return (await to.stat(key)) ? 'already-moved' : 'missing';

  const existing = await to.stat(key);
  if (existing && existing.size === source.size) {
    // An earlier run copied it and stopped before deleting: same bytes, so only the delete is left.
    const [a, b] = await Promise.all([digestOf(from, key), digestOf(to, key)]);
    if (a && b && a.sha256 === b.sha256 && a.size === b.size) {
      await from.delete(key);
      return 'completed';
    }
  }

  const body = await from.get(key);
  if (!body) return (await to.stat(key)) ? 'already-moved' : 'missing';
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  body.on('error', (error) => hashing.destroy(error));
  await to.put(key, body.pipe(hashing), { contentType });
  const sha256 = hash.digest('hex');
  const copied = await digestOf(to, key);
  if (!copied || copied.size !== size || copied.sha256 !== sha256 || size !== source.size) {
    throw new Error(`verification failed for ${key}: the source is kept`);
  }
  await from.delete(key);
  return 'moved';
}
