import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteFiles } from './site-files.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const config = (manifest: string) => JSON.stringify({ apiBaseUrl: '/tenant', remotes: { mfe_auth: { manifest, prefixes: ['/auth'] } } });

it('readRecent applies an edited runtime config once the recheck time has passed, and keeps the snapshot until then; read at once', async () => {
  const index = path.join(dir, 'index.html');
  const appConfig = path.join(dir, 'app-config.json');
  await writeFile(index, '<html><script>boot()</script></html>');
  await writeFile(appConfig, config('http://localhost:3001/mf-manifest.json'));
  let clock = 0;
  const site = createSiteFiles(index, appConfig, { recheckMs: 1_000, now: () => clock });

  const first = await site.readRecent();
  expect(first.config.remotes.mfe_auth?.manifest).toBe('http://localhost:3001/mf-manifest.json');
  expect(first.scriptHashes).toHaveLength(1);

  // A different size, so the edit is seen whatever the file system's time resolution.
  await writeFile(appConfig, config('https://auth.school.example/v2/mf-manifest.json'));
  clock = 999;
  expect(await site.readRecent()).toBe(first);

  clock = 1_000;
  const edited = await site.readRecent();
  expect(edited.config.remotes.mfe_auth?.manifest).toBe('https://auth.school.example/v2/mf-manifest.json');

  // Nothing changed: the same snapshot (and so the same cached policy) after the next look.
  clock = 5_000;
  expect(await site.readRecent()).toBe(edited);

  // A page reads the files now: an edit shows at the next page, whatever the clock. A different
  // size again: this write may fall in the same tick of the file system's clock as the last one.
  await writeFile(appConfig, config('https://auth.school.example/v3.1/mf-manifest.json'));
  expect((await site.read()).config.remotes.mfe_auth?.manifest).toBe('https://auth.school.example/v3.1/mf-manifest.json');
});

it('shares one look at the files between answers arriving together', async () => {
  const index = path.join(dir, 'index.html');
  await writeFile(index, '<html></html>');
  const site = createSiteFiles(index, path.join(dir, 'absent.json'));
  const [a, b] = await Promise.all([site.read(), site.read()]);
  expect(a).toBe(b);
  expect(a.indexHtml).toBe('<html></html>');
});
