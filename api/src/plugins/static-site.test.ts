import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/harness.js';
import { cacheControlFor } from './static-site.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function write(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

describe('static site', () => {
  let siteRoot: string;
  let t: TestApp & { close(): Promise<void> };

  beforeAll(async () => {
    siteRoot = await mkdtemp(path.join(os.tmpdir(), 'api-site-'));
    await write(path.join(siteRoot, 'host/dist/index.html'), '<!doctype html><title>host</title>');
    await write(path.join(siteRoot, 'host/dist/main.1a2b3c4d5e.js'), 'console.log("host")');
    await write(path.join(siteRoot, 'host/dist/assets/logo.0123456789.svg'), '<svg/>');
    await write(path.join(siteRoot, 'host/dist/app-config.json'), '{"apiBaseUrl":"/tenant","remotes":{}}');
    await write(path.join(siteRoot, 'mfe-auth/dist/mf-manifest.json'), '{"name":"mfe_auth"}');
    await write(path.join(siteRoot, 'mfe-auth/dist/remoteEntry.js'), 'var mfe_auth;');
    await write(path.join(siteRoot, 'mfe-auth/dist/412.abcdef0123.js'), 'chunk');
    await write(path.join(siteRoot, 'not-a-remote/dist/secret.txt'), 'secret');
    t = await startTestApp('pglite', { config: { serveSite: true, siteRoot } });
  });

  afterAll(async () => {
    await t.close();
    await rm(siteRoot, { recursive: true, force: true });
  });

  it('serves the host with no-cache on index.html and long-lived hashed chunks', async () => {
    const root = await t.request('GET', '/');
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toMatch(/text\/html/);
    expect(root.headers['cache-control']).toBe(NO_CACHE);
    expect(root.body).toContain('<title>host</title>');

    const chunk = await t.request('GET', '/main.1a2b3c4d5e.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect((await t.request('GET', '/assets/logo.0123456789.svg')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('falls back to index.html for pages, but answers a real 404 for missing files', async () => {
    for (const page of ['/courses/own', '/auth/signin?redirectUrl=%2Fsettings', '/settings/profile/privacy']) {
      const response = await t.request('GET', page);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>host</title>');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
    const missingChunk = await t.request('GET', '/main.ffffffffff.js');
    expect(missingChunk.statusCode).toBe(404);
    expect(missingChunk.body).not.toContain('<title>');
    expect((await t.request('GET', '/remotes/mfe-auth/999.0000000000.js')).statusCode).toBe(404);
    expect((await t.request('GET', '/remotes/mfe-missing/remoteEntry.js')).statusCode).toBe(404);
    expect((await t.request('POST', '/courses/own')).statusCode).toBe(404);
  });

  it('keeps /tenant answers as JSON: unknown API paths are 404, never the page', async () => {
    const response = await t.request('GET', '/tenant/nothing-here', { lang: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'errors.notFound', message: 'Not found' });
    expect((await t.request('GET', '/tenant/health')).json()).toEqual({ data: { status: 'ok' } });
  });

  it('serves each remote under /remotes/<folder>/ with CORS, manifest and entry no-cache', async () => {
    const manifest = await t.request('GET', '/remotes/mfe-auth/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    const entry = await t.request('GET', '/remotes/mfe-auth/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    const chunk = await t.request('GET', '/remotes/mfe-auth/412.abcdef0123.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves only mfe-* folders and never walks out of a dist folder', async () => {
    expect((await t.request('GET', '/remotes/not-a-remote/secret.txt')).statusCode).toBe(404);
    const traversal = await t.request('GET', '/remotes/mfe-auth/..%2F..%2Fnot-a-remote%2Fdist%2Fsecret.txt');
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.body).not.toContain('secret');
    const hostTraversal = await t.request('GET', '/..%2Fmfe-auth%2Fdist%2FremoteEntry.js');
    expect(hostTraversal.body).not.toContain('var mfe_auth');
  });

  it('serves the runtime config no-cache, from APP_CONFIG_FILE when set', async () => {
    const config = await t.request('GET', '/app-config.json');
    expect(config.statusCode).toBe(200);
    expect(config.headers['cache-control']).toBe(NO_CACHE);
    expect(config.json()).toEqual({ apiBaseUrl: '/tenant', remotes: {} });

    const other = path.join(siteRoot, 'staging-config.json');
    await writeFile(other, '{"apiBaseUrl":"/tenant","remotes":{"mfe_auth":{"manifest":"http://localhost:3001/mf-manifest.json","prefixes":["/auth"]}}}');
    const staged = await startTestApp('pglite', { config: { serveSite: true, siteRoot, appConfigFile: other } });
    try {
      const response = await staged.request('GET', '/app-config.json');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.json()).toMatchObject({ remotes: { mfe_auth: { prefixes: ['/auth'] } } });
    } finally {
      await staged.close();
    }
  });

  it('marks only hashed, non-entry files as immutable', () => {
    expect(cacheControlFor('/x/remoteEntry.js')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/mf-manifest.json')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/index.html')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/favicon.ico')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/vendors-node_modules_react.0a1b2c3d4e.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/173.7c22f755be.js.map')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/173.7c22f755be.js.LICENSE.txt')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/main.js')).toBe(NO_CACHE);
  });
});

describe('without a site build', () => {
  it('still serves the API, and page paths get a 404', async () => {
    const siteRoot = await mkdtemp(path.join(os.tmpdir(), 'api-nosite-'));
    const t = await startTestApp('pglite', { config: { serveSite: true, siteRoot } });
    try {
      expect((await t.request('GET', '/tenant/health')).statusCode).toBe(200);
      expect((await t.request('GET', '/courses/own')).statusCode).toBe(404);
    } finally {
      await t.close();
      await rm(siteRoot, { recursive: true, force: true });
    }
  });
});
