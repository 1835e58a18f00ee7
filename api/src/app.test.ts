import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ApiError } from '@school/shared/contracts';
import { translateMessage } from '@school/shared/messages';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { readRows } from './db/client.js';
import { courses, schools, users } from './db/schema.js';
import { AppError } from './lib/app-error.js';
import { DATABASES, body, startTestApp, useTestApp } from './test/harness.js';

describe('configuration', () => {
  it('has defaults and reads the environment', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ port: 8080, host: '0.0.0.0', loginRateLimitMax: 10, serveSite: true, databaseUrl: undefined });
    expect(defaults.dataDir.endsWith(`${path.sep}.data`)).toBe(true);
    const set = loadConfig({ PORT: '4123', DATA_DIR: '/tmp/x', SERVE_SITE: 'false', LOGIN_RATE_LIMIT_MAX: '3', PUBLIC_URL: 'https://a.example/' });
    expect(set).toMatchObject({ port: 4123, dataDir: '/tmp/x', serveSite: false, loginRateLimitMax: 3, publicUrl: 'https://a.example' });
  });

  it('links mail to PUBLIC_URL, else to the address it listens on, never to a request header', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9000', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:9000');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://school.example/', HOST: '127.0.0.1' }).publicUrl).toBe('https://school.example');
  });

  it('refuses bad values with a readable error', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('sessions across restarts', () => {
  it('keeps a generated secret in DATA_DIR, so tokens survive a restart', async () => {
    const first = await startTestApp('pglite');
    const token = await first.login('admin@demo.test');
    const secret = await readFile(path.join(first.dataDir, 'jwt-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await first.app.close();

    // Same data folder: same database, same secret.
    const second = await buildApp({ env: {}, logger: false, config: { dataDir: first.dataDir, serveSite: false } });
    try {
      const response = await second.inject({ method: 'GET', url: '/tenant/auth/profile', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
      await rm(first.dataDir, { recursive: true, force: true });
    }
  });

  it('uses JWT_SECRET when set: a token of another secret is refused', async () => {
    const a = await startTestApp('pglite', { config: { jwtSecret: 'a'.repeat(32) } });
    const token = await a.login('admin@demo.test');
    await a.close();
    const b = await startTestApp('pglite', { config: { jwtSecret: 'b'.repeat(32) } });
    try {
      expect((await b.request('GET', '/tenant/auth/profile', { token })).statusCode).toBe(401);
    } finally {
      await b.close();
    }
  });
});

describe('errors', () => {
  it('answers 404 JSON for unknown routes and 500 with a translated message for unexpected failures', async () => {
    const t = await startTestApp('pglite', {
      extend: (app) => {
        app.get('/tenant/boom', async () => {
          throw new Error('database exploded');
        });
        app.get('/tenant/conflict', async () => {
          throw new AppError(409, 'errors.emailTaken', { email: ['errors.emailTaken'] });
        });
      },
    });
    const app = t.app;
    try {
      const missing = await app.inject({ method: 'DELETE', url: '/tenant/nothing', headers: { 'accept-language': 'en' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ statusCode: 404, code: 'errors.notFound', message: 'Not found' });

      const boom = await app.inject({ method: 'GET', url: '/tenant/boom', headers: { 'accept-language': 'fr' } });
      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({ statusCode: 500, code: 'errors.internal', message: translateMessage('errors.internal', 'fr') });
      expect(boom.json<ApiError>().message).not.toBe(translateMessage('errors.internal', 'en'));
      expect(boom.body).not.toContain('exploded');

      const conflict = await app.inject({ method: 'GET', url: '/tenant/conflict', headers: { 'accept-language': 'zh' } });
      expect(conflict.statusCode).toBe(409);
      expect(body<ApiError>(conflict).fieldErrors?.email).toEqual(['该邮箱已被使用']);
    } finally {
      await t.close();
    }
  });
});

describe.each(DATABASES)('platform on %s', (kind) => {
  const t = useTestApp(kind);

  it('GET health', async () => {
    const response = await t.request('GET', '/tenant/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('publishes an OpenAPI document listing every route, and the browsable docs', async () => {
    const response = await t.request('GET', '/tenant/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/tenant/health', 'get'],
      ['/tenant/auth/login', 'post'],
      ['/tenant/auth/profile', 'get'],
      ['/tenant/auth/logout', 'post'],
      ['/tenant/auth/password-recovery/forgot', 'post'],
      ['/tenant/auth/password-recovery/reset', 'post'],
      ['/tenant/user', 'get'],
      ['/tenant/user/profile', 'put'],
      ['/tenant/user/avatar', 'put'],
      ['/tenant/user/avatar', 'delete'],
      ['/tenant/user/password', 'put'],
      ['/tenant/courses', 'get'],
      ['/tenant/courses', 'post'],
      ['/tenant/courses/reorder', 'patch'],
      ['/tenant/courses/{id}', 'get'],
      ['/tenant/courses/{id}', 'put'],
      ['/tenant/courses/{id}', 'delete'],
      ['/tenant/courses/{id}/duplicate', 'post'],
      ['/tenant/courses/{id}/image', 'put'],
      ['/tenant/courses/{id}/image', 'delete'],
      ['/tenant/files/{key}', 'get'],
    ];
    for (const [route, method] of expected) expect(document.paths[route]?.[method]).toBeDefined();
    const login = JSON.stringify(document.paths['/tenant/auth/login']);
    expect(login).toContain('email');
    expect(login).toContain('accessToken');

    const ui = await t.request('GET', '/tenant/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });

  it('serves concurrent reads and writes of several schools without errors or mix-ups', async () => {
    const [admin, other] = [await t.login('admin@demo.test'), await t.login('admin@other.test')];
    const course = { name: 'Parallel', description: '', courseLanguage: 'en', teachingLanguage: 'en', level: 'a1', type: 'own' };
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? t.request('POST', '/tenant/courses', { token: i % 2 ? admin : other, body: { ...course, name: `Parallel ${i}` } })
          : t.request('GET', '/tenant/courses', { token: i % 2 ? admin : other }),
      ),
    );
    expect(responses.map((response) => response.statusCode).every((status) => status === 200 || status === 201)).toBe(true);
    const otherNames = body<{ data: { name: string }[] }>(await t.request('GET', '/tenant/courses', { token: other })).data.map((c) => c.name);
    expect(otherNames).toEqual(expect.arrayContaining(['Parallel 0', 'Parallel 6']));
    expect(otherNames).not.toContain('Parallel 3');
  });

  it('row-level security: a school context sees only its own rows, even without a filter', async () => {
    expect(t.app.db.rowLevelSecurity).toBe(true);
    const all = await t.app.db.system.select({ id: schools.id, name: schools.name }).from(schools);
    const demo = all.find((school) => school.name === 'Demo School');
    const other = all.find((school) => school.name === 'Other School');
    if (!demo || !other) throw new Error('demo schools missing');

    const seen = await t.app.db.inSchool(demo.id, async (tx) => ({
      schools: await tx.select({ id: schools.id }).from(schools),
      users: await tx.select({ schoolId: users.schoolId }).from(users),
      courses: await tx.select({ schoolId: courses.schoolId }).from(courses),
    }));
    expect(seen.schools.map((school) => school.id)).toEqual([demo.id]);
    expect(seen.users.length).toBeGreaterThan(0);
    expect(seen.users.every((row) => row.schoolId === demo.id)).toBe(true);
    expect(seen.courses.every((row) => row.schoolId === demo.id)).toBe(true);

    // Writing a row for another school is refused by the policy itself.
    await expect(
      t.app.db.inSchool(demo.id, (tx) =>
        tx.insert(courses).values({ schoolId: other.id, name: 'Sneaky', courseLanguage: 'en', teachingLanguage: 'en', level: 'a1' }),
      ),
    ).rejects.toThrow();

    // The context ends with its transaction: the connection is clean afterwards.
    const after = readRows<{ school: string | null; role: string }>(
      await t.app.db.system.execute(sql`select current_setting('app.school_id', true) as school, current_user as role`),
    );
    expect(after[0]?.school ?? '').toBe('');
    expect(after[0]?.role).not.toBe('school_app');
  });
});
