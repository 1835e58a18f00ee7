import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { readRows } from './rows.js';

/** One type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The advisory lock key held while migrating (any number no other code of ours locks). */
const MIGRATION_LOCK = 7_240_015;

/** The role requests act as, so row-level security policies apply (see docs/decisions/api-tenancy.md). */
const TENANT_ROLE = 'school_app';

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  /**
   * The owner connection, which row-level security does not restrict: migrations, demo data and the
   * few look-ups that must cross schools (sign-in by e-mail, reset tokens, public files). Anything
   * acting for a signed-in user goes through `inSchool`.
   */
  system: Database;
  /** Runs `work` in one transaction that can see and write only `schoolId`'s rows. */
  inSchool<T>(schoolId: string, work: (tx: Database) => Promise<T>): Promise<T>;
  /** Whether `inSchool` switches to the restricted role (false when the server user may not). */
  rowLevelSecurity: boolean;
  /**
   * A hot path's one statement as a named prepared statement (extended protocol: parsed and
   * planned once per connection, the plan kept), as its own transaction, seeing and writing only
   * `schoolId`'s rows as in `inSchool`. On PostgreSQL it runs on connections of its own that stay
   * the tenant role and keep the school they last served: one round trip when the school is the
   * same as last time, two when not. For a statement that costs more to plan than to run.
   */
  preparedInSchool<T>(schoolId: string, statement: { name: string; text: string; values: unknown[] }): Promise<T[]>;
  /**
   * `pg_notify` as a transaction of its own, after the writes it announces committed. A
   * transaction that notifies holds PostgreSQL's one notification lock from its commit until its
   * commit record is on disk, so every notifying transaction of the database commits in turn:
   * a hot path announces its writes with this instead, whose commit does not wait for the disk
   * (`synchronous_commit` off: a notification is only a wake-up, and one lost to a crash of the
   * database costs the listeners nothing, they re-read after reconnecting).
   */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Receives the notifications (`pg_notify`) of a channel, from every process on this database:
   * a connection of its own on PostgreSQL (reconnected after a loss, then `onResume` is called
   * so the listener can catch up on what it may have missed), PGlite's in-process listen. Answers
   * the function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database's files; PGlite creates only the last folder of it. */
  pgliteDir?: string | undefined;
  /** Told about errors of idle pooled connections (PostgreSQL only). */
  onIdleError?: (error: Error) => void;
}

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and applies the migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let system: Database;
  let close: () => Promise<void>;
  let kind: DatabaseHandle['kind'];
  let listen: DatabaseHandle['listen'];
  let notify: (channel: string, payload: string) => Promise<void>;
  let runPrepared: (schoolId: string, statement: { name: string; text: string; values: unknown[] }) => Promise<unknown[]>;
  /** Set once the server's rights are known (below); read by the hot path's connections. */
  let actsAsTenant = false;

  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzleNodePg({ client: pool, schema });
    // The hot path's own connections (preparedInSchool): each is the tenant role for good and
    // carries the school it last served as a session setting, so a statement of the same school
    // is one round trip (its own implicit transaction), and of another school two. No other code
    // runs on them, so their session settings reach nobody else.
    const hotPool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    hotPool.on('error', (error) => options.onIdleError?.(error));
    const schoolOf = new WeakMap<pg.PoolClient, string>();
    runPrepared = async (schoolId, statement) => {
      const client = await hotPool.connect();
      let failed: Error | undefined;
      try {
        if (schoolOf.get(client) !== schoolId) {
          schoolOf.delete(client);
          const role = actsAsTenant ? `, set_config('role', ${pg.escapeLiteral(TENANT_ROLE)}, false)` : '';
          await client.query(`select set_config('app.school_id', ${pg.escapeLiteral(schoolId)}, false)${role}`);
          schoolOf.set(client, schoolId);
        }
        return (await client.query(statement)).rows;
      } catch (error) {
        // Whatever state the session is in now, nobody gets this connection again.
        failed = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.release(failed);
      }
    };
    // Wake-ups still on their way when the server stops: sent before the pool closes, so the
    // other instances hear of the last writes of a stopping one (their streams would otherwise
    // show them only with the class's next event).
    const notifying = new Set<Promise<unknown>>();
    notify = async (channel, payload) => {
      // One statement, its own implicit transaction: the setting is in force at its commit.
      const sent = pool.query(`select set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`, [channel, payload]);
      notifying.add(sent);
      try {
        await sent;
      } finally {
        notifying.delete(sent);
      }
    };
    // Several API instances may start at once on a new version: one migrates, the others wait
    // for it (a session lock on a connection of its own) and then find nothing left to do.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    system = db;
    kind = 'postgres';
    const listeners: Array<{ stop: () => Promise<void> }> = [];
    const databaseUrl = options.databaseUrl;
    listen = async (channel, onMessage, onResume) => {
      const listener = await listenOnPostgres(databaseUrl, channel, onMessage, onResume, options.onIdleError);
      listeners.push(listener);
      return listener.stop;
    };
    close = async () => {
      await Promise.all(listeners.map((listener) => listener.stop()));
      await Promise.allSettled([...notifying]);
      await Promise.all([pool.end(), hotPool.end()]);
    };
  } else {
    if (!options.pgliteDir) throw new Error('pgliteDir is required for the embedded database');
    const client = await openPglite(options.pgliteDir);
    const db = drizzlePglite({ client, schema });
    notify = async (channel, payload) => {
      await client.query(`select pg_notify($1, $2)`, [channel, payload]);
    };
    // One connection in process: a transaction with the same statements (PGlite keeps no plans across calls).
    runPrepared = (schoolId, statement) =>
      client.transaction(async (tx) => {
        await tx.query(`select set_config('app.school_id', $1, true)`, [schoolId]);
        if (actsAsTenant) await tx.exec(`set local role ${TENANT_ROLE}`);
        return (await tx.query(statement.text, statement.values)).rows;
      });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    system = db;
    kind = 'pglite';
    listen = async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    };
    close = () => client.close();
  }

  const rowLevelSecurity = await canActAsTenantRole(system);
  actsAsTenant = rowLevelSecurity;

  return {
    kind,
    system,
    rowLevelSecurity,
    close,
    listen: (channel, onMessage, onResume) => listen(channel, onMessage, onResume),
    notify: (channel, payload) => notify(channel, payload),
    preparedInSchool: async <T>(schoolId: string, statement: { name: string; text: string; values: unknown[] }) => (await runPrepared(schoolId, statement)) as T[],
    inSchool: (schoolId, work) =>
      system.transaction(async (tx) => {
        // `true`: the setting and the role last only until the end of this transaction,
        // so a pooled connection never carries one school's context into another request.
        await tx.execute(sql`select set_config('app.school_id', ${schoolId}, true)`);
        if (rowLevelSecurity) await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
        return work(tx);
      }),
  };
}

/** How long a lost LISTEN connection waits before connecting again (doubling up to the last). */
const LISTEN_RETRY_MS = [100, 500, 1000, 2000, 5000];

/**
 * A connection of its own that LISTENs (a pooled one would be handed to other queries). When it
 * is lost (server restart, failover) it connects again and calls `onResume`: notifications sent
 * meanwhile are gone, the listener reads what it missed from wherever the data lives.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onResume: (() => void) | undefined,
  onError: ((error: Error) => void) | undefined,
): Promise<{ stop: () => Promise<void> }> {
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    const delay = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)] ?? 5000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      connect()
        .then(() => {
          attempt = 0;
          onResume?.();
        })
        .catch((error: unknown) => {
          if (error instanceof Error) onError?.(error);
          if (!stopped) schedule();
        });
    }, delay);
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * Opens the embedded database. The first creation (initdb, several seconds) happens in a sibling
 * folder renamed into place when done, so an interrupted first start never leaves a broken database.
 */
async function openPglite(dir: string): Promise<PGlite> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    // PGlite creates only the last folder of its path.
    await mkdir(path.dirname(dir), { recursive: true });
    const building = `${dir}.init-${process.pid}`;
    await rm(building, { recursive: true, force: true });
    const fresh = await PGlite.create(building);
    await fresh.close();
    await rm(dir, { recursive: true, force: true });
    await rename(building, dir);
  }
  // pg_trgm serves the users search index (migration 0004); PGlite bundles it but loads it only on request.
  return PGlite.create(dir, { extensions: { pg_trgm } });
}

async function canActAsTenantRole(db: Database): Promise<boolean> {
  const rows = await db.execute<{ member: boolean | null }>(
    sql`select case when exists (select 1 from pg_roles where rolname = ${TENANT_ROLE})
      then pg_has_role(current_user, ${TENANT_ROLE}, 'MEMBER') else false end as member`,
  );
  return readRows<{ member: boolean | null }>(rows)[0]?.member === true;
}

// In a file of its own so that modules the schema imports can read rows without importing this one.
export { readRows };
