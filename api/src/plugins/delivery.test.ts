import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../test/harness.js';
import { pickEncoding } from './api-compression.js';
import { contentSecurityPolicy } from './security-headers.js';
import { inlineScriptHashes } from './site-files.js';

const THEME_SCRIPT = 'document.documentElement.dataset.theme="dark"';
const SCRIPT = `console.log(${JSON.stringify('host '.repeat(200))})`;

async function write(file: string, content: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** A built site as shared/build/webpack.cjs leaves it: text assets with `.br` and `.gz` beside them. */
async function writeAsset(file: string, content: string) {
  await write(file, content);
  await write(`${file}.br`, brotliCompressSync(content));
  await write(`${file}.gz`, gzipSync(content));
}

describe('delivery: compression, security headers, preloads, no source maps', () => {
  let siteRoot: string;
  let t: TestApp & { close(): Promise<void> };

  beforeAll(async () => {
    siteRoot = await mkdtemp(path.join(os.tmpdir(), 'api-delivery-'));
    await writeAsset(
      path.join(siteRoot, 'host/dist/index.html'),
      `<!doctype html><html><head><title>host</title><script>${THEME_SCRIPT}</script><script defer src=/main.1a2b3c4d5e.js></script></head><body></body></html>`,
    );
    await writeAsset(path.join(siteRoot, 'host/dist/main.1a2b3c4d5e.js'), SCRIPT);
    await write(path.join(siteRoot, 'host/dist/main.1a2b3c4d5e.js.map'), '{"sources":["secret source"]}');
    await write(
      path.join(siteRoot, 'host/dist/mf-manifest.json'),
      JSON.stringify({ shared: [{ assets: { js: { sync: ['74.aaaaaaaaaa.js'] } } }] }),
    );
    // What the host runs before its first render (shared/build/boot-assets.cjs): preferred to the manifest's list.
    await write(path.join(siteRoot, 'host/dist/boot-assets.json'), JSON.stringify({ scripts: ['262.bbbbbbbbbb.js', '613.cccccccccc.js'] }));
    await write(
      path.join(siteRoot, 'host/dist/app-config.json'),
      JSON.stringify({
        apiBaseUrl: '/tenant',
        remotes: {
          mfe_auth: { manifest: '/remotes/mfe-auth/mf-manifest.json', prefixes: ['/auth'] },
          mfe_partner: { manifest: 'https://partner.example.com/mf-manifest.json', prefixes: ['/partner'] },
        },
      }),
    );
    await write(
      path.join(siteRoot, 'mfe-auth/dist/mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ assets: { js: { sync: ['412.abcdef0123.js'] } } }],
      }),
    );
    await writeAsset(path.join(siteRoot, 'mfe-auth/dist/remoteEntry.js'), `var mfe_auth=${JSON.stringify('x'.repeat(500))};`);
    await write(path.join(siteRoot, 'mfe-auth/dist/412.abcdef0123.js.map'), '{"sources":["secret source"]}');
    t = await startTestApp('pglite', { config: { serveSite: true, siteRoot } });
  });

  afterAll(async () => {
    await t.close();
    await rm(siteRoot, { recursive: true, force: true });
  });

  it('sends a script precompressed with brotli or gzip as the client accepts, and says it varies', async () => {
    const br = await t.request('GET', '/main.1a2b3c4d5e.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.request('GET', '/main.1a2b3c4d5e.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.request('GET', '/main.1a2b3c4d5e.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const entry = await t.request('GET', '/remotes/mfe-auth/remoteEntry.js', { headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('never serves source maps', async () => {
    expect((await t.request('GET', '/main.1a2b3c4d5e.js.map')).statusCode).toBe(404);
    expect((await t.request('GET', '/remotes/mfe-auth/412.abcdef0123.js.map')).statusCode).toBe(404);
    expect((await t.request('GET', '/main.1a2b3c4d5e.js.map')).body).not.toContain('secret source');
  });

  it('inlines the runtime config and preloads the host libraries and the remote that owns the page', async () => {
    const page = await t.request('GET', '/auth/signin', { headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(page.rawPayload).toString();
    const inlined = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inlined ?? 'null')).toMatchObject({ remotes: { mfe_auth: { prefixes: ['/auth'] } } });
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/262.bbbbbbbbbb.js">');
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/613.cccccccccc.js">');
    expect(html).not.toContain('href="/74.aaaaaaaaaa.js"');
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/remotes/mfe-auth/remoteEntry.js">');
    expect(html).toContain('<link rel="preload" as="script" fetchpriority="low" href="/remotes/mfe-auth/412.abcdef0123.js">');
    // What only the browser can choose (a stored language, a stored session) is left to the host's entry, with the storage keys.
    const onDemand = /<script type="application\/json" id="on-demand-preloads">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(onDemand ?? 'null')).toMatchObject({ session: { storageKey: 'token' }, language: { storageKey: 'locale', default: 'uk' } });
    // The owning remote's manifest is in the page, under the URL the config gives it.
    const manifest = /<script type="application\/json" id="remote-manifest" data-url="\/remotes\/mfe-auth\/mf-manifest.json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(manifest ?? 'null')).toMatchObject({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } });

    // Another area's page does not preload the auth remote.
    const other = await t.request('GET', '/courses/own', { headers: { 'accept-encoding': 'identity' } });
    expect(other.body).toContain('id="app-config"');
    expect(other.body).not.toContain('href="/remotes/mfe-auth/');
    expect(other.body).not.toContain('id="remote-manifest"');
    expect((await t.request('GET', '/')).body).toContain('id="app-config"');
  });

  it('puts the same security headers on the page, a script and an API answer', async () => {
    const hash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    const answers = [
      await t.request('GET', '/courses/own'),
      await t.request('GET', '/main.1a2b3c4d5e.js'),
      await t.request('GET', '/tenant/health'),
      await t.request('GET', '/tenant/nothing-here'),
    ];
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' https://partner.example.com http://localhost:* http://127.0.0.1:* ${hash}`);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("connect-src 'self' https://partner.example.com http://localhost:* http://127.0.0.1:*");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps the API documentation page working under the policy: it has no inline script', async () => {
    const docs = await t.request('GET', '/tenant/docs/', { headers: { 'accept-encoding': 'identity' } });
    expect(docs.statusCode).toBe(200);
    expect(inlineScriptHashes(docs.body)).toEqual([]);
    expect(docs.headers['content-security-policy']).toBeDefined();
  });

  it('compresses API JSON above the threshold and leaves small answers alone', async () => {
    const token = await t.login('admin@demo.test');
    const large = await t.request('GET', '/tenant/docs/json', { token, headers: { 'accept-encoding': 'gzip, br' } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const gz = await t.request('GET', '/tenant/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty('openapi');

    const small = await t.request('GET', '/tenant/health', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { status: 'ok' } });
  });
});

describe('policy helpers', () => {
  it('chooses br, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('hashes only inline scripts that run, not data blocks or external scripts', () => {
    const html = '<script>a()</script><script type="application/json" id="x">{}</script><script src="/m.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${createHash('sha256').update('a()').digest('base64')}'`]);
  });

  it('names no remote origin for an API-only server', () => {
    expect(contentSecurityPolicy(undefined, [])).toMatch(/^default-src 'self'; script-src 'self'; /);
  });
});
