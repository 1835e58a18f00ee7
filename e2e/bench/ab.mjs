// A/B Lighthouse comparison of two production builds, for a shared, busy machine where absolute
// scores drift with the load: both builds are served at once (each by its own API server, on its
// own port and database), and the runs alternate A, B, A, B, ... so that both see the same load.
//
//   node e2e/bench/ab.mjs <site root A> <site root B> [runs per page, default 5]
//
// A site root is a folder holding `api/dist` and the apps' `dist` folders, as the repository
// does after `pnpm build` (copy them elsewhere to keep a build to compare against; the copy's
// `api/node_modules` can be a link to the repository's). Prints each run and the medians.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const [rootA, rootB, runsArgument] = process.argv.slice(2);
if (!rootA || !rootB) {
  console.error('usage: node e2e/bench/ab.mjs <site root A> <site root B> [runs]');
  process.exit(2);
}
const runs = Number(runsArgument ?? 5);
const basePort = Number(process.env.BENCH_PORT ?? 4900);
const debuggingPort = basePort + 29;
const pagesFilter = process.env.AB_PAGES?.split(',');

function startServer(root, port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-ab-'));
  const child = spawn(process.execPath, [path.join(path.resolve(root), 'api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_ROOT: path.resolve(root), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, dataDir, baseUrl: `http://localhost:${port}` };
}

async function waitFor(baseUrl) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ok = await fetch(`${baseUrl}/tenant/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not start`);
}

async function token(baseUrl) {
  const response = await fetch(`${baseUrl}/tenant/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo12345' }),
  });
  return (await response.json()).data.accessToken;
}

const servers = { A: startServer(rootA, basePort + 1), B: startServer(rootB, basePort + 2) };
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'school-ab-chrome-'));
const chrome = spawn(
  process.env.CHROME_PATH ?? '/usr/bin/chromium',
  ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`, `--user-data-dir=${profile}`, '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', 'about:blank'],
  { stdio: 'ignore' },
);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await Promise.all(Object.values(servers).map((server) => waitFor(server.baseUrl)));
  for (const server of Object.values(servers)) server.token = await token(server.baseUrl);
  let browser;
  for (let attempt = 0; attempt < 60 && !browser; attempt += 1) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`).catch(() => undefined);
    if (!browser) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!browser) throw new Error('Chromium did not start');
  const context = browser.contexts()[0];
  const pages = [
    { name: '/auth/signin', path: '/auth/signin', signedIn: false },
    { name: '/courses/own', path: '/courses/own', signedIn: true },
  ].filter((page) => !pagesFilter || pagesFilter.includes(page.name));
  const samples = {};
  for (const page of pages) {
    for (let run = 0; run < runs; run += 1) {
      // Alternate which build goes first, so neither always follows the other.
      for (const label of run % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
        const server = servers[label];
        const tab = await context.newPage();
        await tab.goto(`${server.baseUrl}/app-config.json`);
        await tab.evaluate((value) => (value ? window.localStorage.setItem('token', value) : window.localStorage.removeItem('token')), page.signedIn ? server.token : null);
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.clearBrowserCache');
        await tab.close();
        const result = await lighthouse(`${server.baseUrl}${page.path}`, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
        const audits = result.lhr.audits;
        if (process.env.AB_REPORT_DIR) {
          fs.mkdirSync(process.env.AB_REPORT_DIR, { recursive: true });
          fs.writeFileSync(path.join(process.env.AB_REPORT_DIR, `${label}-${page.name.replace(/\W+/g, '_')}-${run}.json`), result.report);
          // The raw trace, for what a score does not say (which task holds which work).
          const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
          if (trace) fs.writeFileSync(path.join(process.env.AB_REPORT_DIR, `${label}-${page.name.replace(/\W+/g, '_')}-${run}.trace.json`), JSON.stringify(trace));
        }
        // A run Lighthouse could not finish (on a loaded machine the page can time out) has no
        // metrics: say so and go on, rather than losing the runs made so far.
        if (result.lhr.runtimeError || audits['largest-contentful-paint']?.numericValue === undefined) {
          console.log(`${page.name} ${label} run ${run + 1}: no result (${result.lhr.runtimeError?.code ?? 'missing metrics'})`);
          continue;
        }
        const sample = {
          score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
          fcp: Math.round(audits['first-contentful-paint'].numericValue),
          lcp: Math.round(audits['largest-contentful-paint'].numericValue),
          tbt: Math.round(audits['total-blocking-time'].numericValue),
          si: Math.round(audits['speed-index'].numericValue),
          cls: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
          load: os.loadavg()[0].toFixed(1),
        };
        ((samples[page.name] ??= {})[label] ??= []).push(sample);
        console.log(`${page.name} ${label} run ${run + 1}: score ${sample.score} FCP ${sample.fcp} LCP ${sample.lcp} TBT ${sample.tbt} SI ${sample.si} CLS ${sample.cls} (load ${sample.load})`);
      }
    }
  }
  await browser.close().catch(() => undefined);
  console.log('\nMedians:');
  const rows = [];
  for (const [page, byLabel] of Object.entries(samples)) {
    for (const [label, list] of Object.entries(byLabel)) {
      rows.push({
        page,
        build: label,
        score: median(list.map((s) => s.score)),
        scores: list.map((s) => s.score).join('/'),
        'FCP ms': median(list.map((s) => s.fcp)),
        'LCP ms': median(list.map((s) => s.lcp)),
        'TBT ms': median(list.map((s) => s.tbt)),
        'load (1 min)': `${Math.min(...list.map((s) => Number(s.load)))}-${Math.max(...list.map((s) => Number(s.load)))}`,
      });
    }
  }
  console.table(rows);
} finally {
  const exited = chrome.exitCode !== null ? Promise.resolve() : new Promise((resolve) => chrome.once('exit', resolve));
  chrome.kill();
  await exited;
  for (const server of Object.values(servers)) {
    server.child.kill();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
