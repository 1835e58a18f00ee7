// Which scripts a cold load of the sign-in page and of the course list runs, with their sizes:
// deterministic, unlike a Lighthouse score, so a change's bytes can be compared exactly.
//
//   node e2e/bench/scripts.mjs [site root, default: this repository] [more site roots ...]
//
// A site root holds `api/dist` and the apps' `dist` folders (see ab.mjs). For each root and page
// it prints every script (file, gzip -9 size, bytes on the wire with headers) and the totals, in
// load order, and the scripts that start after the page's content is ready (lazy ones).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const roots = process.argv.slice(2).length ? process.argv.slice(2) : [repoRoot];
const basePort = Number(process.env.BENCH_PORT ?? 4900);
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => fs.existsSync(candidate));

async function waitFor(baseUrl) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (await fetch(`${baseUrl}/tenant/health`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not start`);
}

async function measure(browser, baseUrl, { path: pagePath, ready, token }) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  // When the page's content first shows, on the page's own clock (resource timings use the same).
  await context.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      window.__contentAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, ready);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const scripts = new Map();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, { file: new URL(event.response.url).pathname, wire: 0, gzip: 0, late: false });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.wire = event.encodedDataLength;
  });
  const bodies = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname;
    bodies.push(response.body().then((body) => [file, gzipSync(body, { level: 9 }).length], () => [file, 0]));
  });
  await tab.goto(`${baseUrl}${pagePath}`);
  await tab.locator(ready).first().waitFor({ timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  const started = await tab.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime > window.__contentAt])),
  );
  const gzip = new Map(await Promise.all(bodies));
  await context.close();
  return [...scripts.values()].map((script) => ({ ...script, gzip: gzip.get(script.file) ?? 0, late: started[script.file] ?? false }));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const results = [];
for (const [index, root] of roots.entries()) {
  const port = basePort + 1 + index;
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-scripts-'));
  const server = spawn(process.execPath, [path.join(path.resolve(root), 'api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_ROOT: path.resolve(root), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(baseUrl);
    const login = await fetch(`${baseUrl}/tenant/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo12345' }),
    });
    const token = (await login.json()).data.accessToken;
    const browser = await chromium.launch({ executablePath: systemChromium, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
    for (const page of [
      { name: '/auth/signin', path: '/auth/signin', ready: 'form' },
      // The table's rows: the course list's content, not only its heading.
      { name: '/courses/own', path: '/courses/own', ready: '[data-course-row]', token },
    ]) {
      const scripts = await measure(browser, baseUrl, page);
      console.log(`\n${root} ${page.name}`);
      for (const script of scripts) console.log(`  ${script.late ? 'after content ' : ''}${kb(script.gzip).padStart(6)} KB gzip ${kb(script.wire).padStart(6)} KB wire  ${script.file}`);
      const early = scripts.filter((script) => !script.late);
      const sum = (list, key) => list.reduce((total, script) => total + script[key], 0);
      const row = { root, page: page.name, scripts: early.length, 'gzip KB': kb(sum(early, 'gzip')), 'wire KB': kb(sum(early, 'wire')), 'later KB (wire)': kb(sum(scripts, 'wire') - sum(early, 'wire')) };
      console.log(`  until content: ${row.scripts} scripts, ${row['gzip KB']} KB gzip, ${row['wire KB']} KB on the wire; after: ${row['later KB (wire)']} KB`);
      results.push(row);
    }
    await browser.close();
  } finally {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.table(results);
