import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';
import type { Clock } from '../lib/clock.js';
import type { IntervalTimer } from '../modules/classes/index.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when `TEST_DATABASE_URL` is set. */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const DEMO_PASSWORD = 'demo12345';

/** A fresh database on the test server, so runs (and test files) never share tables. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `api_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A migrated, empty PGlite data folder kept in the temp folder and copied for each test file:
 * creating a PGlite cluster costs seconds, copying one a fraction of that. Keyed by the
 * migrations, so a new migration builds a new template.
 */
export async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(await readFile(full));
  }
  const dir = path.join(os.tmpdir(), `api-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const building = `${dir}.building-${process.pid}-${Date.now()}`;
  const db = await openDatabase({ pgliteDir: building });
  await db.close();
  // Another run may have finished first; either copy is the same.
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  return dir;
}

/** `cp -r` is several times faster than fs.cp for a data folder of many small files. */
async function copyFolder(from: string, to: string): Promise<void> {
  if (process.platform === 'win32') return cp(from, to, { recursive: true });
  await promisify(execFile)('cp', ['-r', from, to]);
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as Accept-Language. */
  lang?: string;
  headers?: Record<string, string>;
  /** A raw payload (multipart, broken JSON); wins over `body`. */
  payload?: string | Buffer;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD', url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  login(email: string, password?: string): Promise<string>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  clock?: Clock;
  /** The keep-alive timer of live event streams (see classes/class-events.plugin.ts). */
  eventsInterval?: IntervalTimer;
  /**
   * A database another test app made (its `databaseUrl`): a second API instance on the same
   * PostgreSQL, which neither seeds it again nor drops it.
   */
  databaseUrl?: string;
  /** Called before `ready`, to add routes a test needs (a failing one, say). */
  extend?: (app: FastifyInstance) => void;
}

export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp & { databaseUrl: string | undefined; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-test-'));
  const shared = options.databaseUrl;
  const database = shared ? { url: shared, drop: async () => undefined } : kind === 'postgres' ? await createPostgresDatabase() : null;
  if (kind === 'pglite') await copyFolder(await pgliteTemplate(), path.join(dataDir, 'pglite'));
  const app = await buildApp({
    env: {},
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.eventsInterval ? { eventsInterval: options.eventsInterval } : {}),
    config: {
      dataDir,
      databaseUrl: database?.url,
      serveSite: false,
      seedDemo: true,
      loginRateLimitMax: 10_000,
      forgotRateLimitMax: 10_000,
      checkRateLimitMax: 10_000,
      passwordRateLimitMax: 10_000,
      recordingRateLimitMax: 10_000,
      recordingCleanupIntervalMinutes: 0,
      resetMailsPerEmail: 10_000,
      ...options.config,
    },
  });
  options.extend?.(app);
  await app.ready();
  // The embedded database seeds itself; a server database only by an explicit call, like `pnpm seed`.
  if (kind === 'postgres' && !shared) await seedDemoData(app.db.system, app.storage);

  const request: TestApp['request'] = (method, url, requestOptions = {}) => {
    const headers: Record<string, string> = { ...requestOptions.headers };
    if (requestOptions.token) headers.authorization = `Bearer ${requestOptions.token}`;
    if (requestOptions.lang) headers['accept-language'] = requestOptions.lang;
    let payload = requestOptions.payload;
    if (payload === undefined && requestOptions.body !== undefined) {
      payload = JSON.stringify(requestOptions.body);
      headers['content-type'] ??= 'application/json';
    }
    return app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  };

  return {
    app,
    dataDir,
    databaseUrl: database?.url,
    request,
    async login(email, password = DEMO_PASSWORD) {
      const response = await request('POST', '/tenant/auth/login', { body: { email, password } });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { data: { accessToken: string } }).data.accessToken;
    },
    async close() {
      await app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts one app per test file and database kind (before all, closed after all). The returned object
 * is filled in `beforeAll`, so read it inside tests only.
 */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startTestApp(kind, options);
    close = started.close;
    Object.assign(holder, { app: started.app, dataDir: started.dataDir, request: started.request, login: started.login });
  });
  afterAll(async () => {
    await close?.();
  });
  return holder;
}

/** A multipart body with one file field. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1x1, transparent). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A JPEG header: enough for detection by content. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64)]);

/**
 * The start of what Chromium's MediaRecorder writes for `audio/webm;codecs=opus`: the EBML header
 * (DocType "webm"), then a Segment of unknown size (the recorder streams), then some payload.
 */
export function webmRecording(payload = 2000): Buffer {
  const docType = Buffer.from('webm');
  const header = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01]), // EBMLVersion 1
    Buffer.from([0x42, 0xf7, 0x81, 0x01]), // EBMLReadVersion 1
    Buffer.from([0x42, 0xf2, 0x81, 0x04]), // EBMLMaxIDLength 4
    Buffer.from([0x42, 0xf3, 0x81, 0x08]), // EBMLMaxSizeLength 8
    Buffer.from([0x42, 0x82, 0x80 | docType.length]), // DocType
    docType,
    Buffer.from([0x42, 0x87, 0x81, 0x04]), // DocTypeVersion 4
    Buffer.from([0x42, 0x85, 0x81, 0x02]), // DocTypeReadVersion 2
  ]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header, segment, Buffer.alloc(payload, 1)]);
}

export const body = <T>(response: LightMyRequestResponse): T => response.json() as T;

/**
 * Signs in each user of a test's cast (by e-mail, demo password) and reads their user id: the
 * tokens and ids most API tests start from, keyed as the cast names them.
 */
export async function signInCast<K extends string>(t: TestApp, cast: Record<K, string>): Promise<{ tokens: Record<K, string>; ids: Record<K, string> }> {
  const tokens = {} as Record<K, string>;
  const ids = {} as Record<K, string>;
  for (const who of Object.keys(cast) as K[]) {
    tokens[who] = await t.login(cast[who]);
    ids[who] = body<{ data: { id: string } }>(await t.request('GET', '/tenant/user', { token: tokens[who] })).data.id;
  }
  return { tokens, ids };
}
