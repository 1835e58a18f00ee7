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

/** One type for both drivers: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

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
   * One round trip for a hot path: sets the school and the restricted role, then runs `statement`
   * (SQL with its values already inlined as literals, see `literal`), all as one implicit
   * transaction of a multi-statement simple query. Answers the rows of `statement`. Row-level
   * security applies exactly as in `inSchool`.
   */
  batchInSchool<T>(schoolId: string, statement: string): Promise<T[]>;
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
  let runBatch: (text: string) => Promise<unknown[]>;

  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzleNodePg({ client: pool, schema });
    runBatch = async (text) => {
      const result = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return last?.rows ?? [];
    };
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
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
      await pool.end();
    };
  } else {
    if (!options.pgliteDir) throw new Error('pgliteDir is required for the embedded database');
    const client = await openPglite(options.pgliteDir);
    const db = drizzlePglite({ client, schema });
    runBatch = async (text) => (await client.exec(text)).at(-1)?.rows ?? [];
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

  return {
    kind,
    system,
    rowLevelSecurity,
    close,
    listen: (channel, onMessage, onResume) => listen(channel, onMessage, onResume),
    batchInSchool: async <T>(schoolId: string, statement: string) => {
      const role = rowLevelSecurity ? `, set_config('role', ${literal(TENANT_ROLE)}, true)` : '';
      return (await runBatch(`select set_config('app.school_id', ${literal(schoolId)}, true)${role}; ${statement}`)) as T[];
    },
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

/** A value as an SQL literal (quotes doubled, backslashes in an E'' string), for `batchInSchool`. */
export function literal(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return pg.escapeLiteral(value);
}

/** `execute` answers differ by driver (pg: `{ rows }`, PGlite: `{ rows }` too, typed differently). */
export function readRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return [];
}
