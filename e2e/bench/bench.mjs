// Cold-load benchmark of the production build: for each page, in a fresh browser context,
// the gzipped JS and CSS bytes, the request count, how many copies of React ran, the time
// to the page's main content and the JS heap used. Prints a table; exits non-zero when the
// sign-in page breaks its budget (200 KB of gzipped JS, one React).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 4900);
const baseUrl = `http://localhost:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const SIGN_IN_JS_BUDGET = 200 * 1024;

if (!fs.existsSync(path.join(repoRoot, 'api/dist/server.js')) || !fs.existsSync(path.join(repoRoot, 'host/dist/index.html'))) {
  console.error('Build first: pnpm build');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
const server = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '1000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${baseUrl}/tenant/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function token() {
  const response = await fetch(`${baseUrl}/tenant/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo12345' }),
  });
  return (await response.json()).data.accessToken;
}

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => fs.existsSync(candidate));

async function measure(browser, { path: pagePath, ready, signedInToken }) {
  const context = await browser.newContext();
  if (signedInToken) {
    await context.addInitScript((value) => window.localStorage.setItem('token', value), signedInToken);
  }
  const tab = await context.newPage();
  const stats = { js: 0, css: 0, requests: 0 };
  const pending = [];
  tab.on('request', () => (stats.requests += 1));
  tab.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          stats[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
        })
        .catch(() => undefined),
    );
  });
  const started = performance.now();
  await tab.goto(`${baseUrl}${pagePath}`);
  await tab.locator(ready).first().waitFor({ timeout: 30_000 });
  const readyMs = performance.now() - started;
  await tab.waitForLoadState('networkidle');
  await Promise.all(pending);
  const reacts = await tab.evaluate(() => new Set((window.__SCHOOL_FEDERATION__ ?? []).map((report) => report.instances.react)).size);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  await context.close();
  return { ...stats, reacts, readyMs, heap };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let failed = false;
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: systemChromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const accessToken = await token();
  const pages = [
    { name: '/auth/signin', path: '/auth/signin', ready: 'form' },
    { name: '/courses/own', path: '/courses/own', ready: 'main h1', signedInToken: accessToken },
  ];
  const rows = [];
  for (const target of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(browser, target));
    const row = {
      page: target.name,
      'JS (gzip)': kb(median(samples.map((s) => s.js))),
      'CSS (gzip)': kb(median(samples.map((s) => s.css))),
      requests: median(samples.map((s) => s.requests)),
      'React copies': Math.max(...samples.map((s) => s.reacts)),
      'ready (median ms)': Math.round(median(samples.map((s) => s.readyMs))),
      'JS heap': kb(median(samples.map((s) => s.heap))),
    };
    rows.push(row);
    if (target.name === '/auth/signin') {
      const js = median(samples.map((s) => s.js));
      if (js > SIGN_IN_JS_BUDGET || row['React copies'] !== 1) failed = true;
    }
  }
  await browser.close();
  console.log(`\nCold loads of the production build (${runs} runs each, median):`);
  console.table(rows);
  console.log(`Sign-in budget: at most ${kb(SIGN_IN_JS_BUDGET)} of gzipped JS and one React: ${failed ? 'EXCEEDED' : 'met'}`);
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
