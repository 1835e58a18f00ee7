import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, PREVIOUS_BUILD_DIR, PREVIOUS_BUILD_VERSION, REPO_ROOT, SECOND_ORIGIN_PORT, USERS } from '../support/env';
import { serveFolder, signedIn } from '../support/helpers';
import { readAppConfig, writeAppConfig } from '../support/prepare-run';

/**
 * The staging drill of docs/staging-drill.md, step by step: every area current; mfe-content
 * pointed at its previous build by the environment's runtime config alone; the site working with
 * both versions at once (one copy of each shared singleton); the rollback, which is the same
 * config edit undone. Nothing is rebuilt and the server is not restarted.
 */

type Remotes = Record<string, { manifest: string; prefixes: string[] }>;
const SINGLETONS = ['react', 'styled', 'router', 'i18n', 'jotai', 'store'] as const;

/** What the page runs with: each app's version, and how many copies of each shared singleton. */
async function composition(page: Page) {
  return page.evaluate((singletons) => {
    const reports = window.__SCHOOL_FEDERATION__ ?? [];
    return {
      versions: Object.fromEntries(reports.map((report) => [report.app, report.version])),
      copies: Object.fromEntries([...singletons.map((key) => [key, new Set(reports.map((report) => report.instances[key])).size]), ['shared', new Set(reports.map((report) => report.sharedInstanceId)).size]]),
    };
  }, SINGLETONS);
}

const ONE_OF_EACH = { react: 1, styled: 1, router: 1, i18n: 1, jotai: 1, store: 1, shared: 1 };

/** Modification times of what a rebuild would rewrite: the host's page and every area's manifest. */
function buildStamps(): Record<string, number> {
  const files = ['host/dist/index.html', ...fs.readdirSync(REPO_ROOT).filter((name) => name.startsWith('mfe-')).map((name) => `${name}/dist/mf-manifest.json`)];
  return Object.fromEntries(files.filter((file) => fs.existsSync(path.join(REPO_ROOT, file))).map((file) => [file, fs.statSync(path.join(REPO_ROOT, file)).mtimeMs]));
}

test.describe('staging drill: one remote on its previous build, and the rollback', () => {
  test.beforeAll(() => {
    // The previous release of mfe-content. On staging it is the artifact that was deployed
    // before; here, a production build of its own with the previous version stamped in.
    test.setTimeout(240_000);
    if (fs.existsSync(path.join(PREVIOUS_BUILD_DIR, 'mf-manifest.json'))) return;
    execFileSync('pnpm', ['--filter', 'mfe-content', 'exec', 'webpack', '--mode', 'production'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, OUTPUT_DIR: PREVIOUS_BUILD_DIR, APP_VERSION: PREVIOUS_BUILD_VERSION },
    });
  });

  test('current everywhere, then mfe-content on the previous build, then back, by config alone', async ({ page, request }) => {
    test.setTimeout(120_000);
    const previousOrigin = `http://localhost:${SECOND_ORIGIN_PORT}`;
    const previous = await serveFolder(PREVIOUS_BUILD_DIR, SECOND_ORIGIN_PORT);
    const original = readAppConfig();
    const remotes = original.remotes as Remotes;
    const stampsBefore = buildStamps();
    const contentFrom = new Set<string>();
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.origin === previousOrigin) contentFrom.add('previous');
      else if (url.pathname.startsWith('/remotes/mfe-content/')) contentFrom.add('current');
    });

    try {
      await test.step('1. every area runs its current build', async () => {
        await signedIn(page, request, USERS.admin);
        await page.goto('/courses/own');
        await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
        const now = await composition(page);
        expect(now.versions.mfe_content).not.toBe(PREVIOUS_BUILD_VERSION);
        expect(now.versions.mfe_content).toBe(now.versions.host);
        expect([...contentFrom]).toEqual(['current']);
      });

      await test.step('2. the runtime config points mfe-content at its previous build', async () => {
        writeAppConfig({ ...original, remotes: { ...remotes, mfe_content: { ...remotes.mfe_content, manifest: `${previousOrigin}/mf-manifest.json` } } });
        // The same server answers with the new config at once.
        await expect
          .poll(async () => ((await (await request.get(`${BASE_URL}/app-config.json`)).json()) as { remotes: Remotes }).remotes.mfe_content?.manifest)
          .toBe(`${previousOrigin}/mf-manifest.json`);
      });

      await test.step('3. the site works with both versions: the previous content pages, the current others, one copy of each singleton', async () => {
        contentFrom.clear();
        await page.goto('/courses/own');
        await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
        await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
        // A current area in the same page, reached without a reload.
        await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
        await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
        await page.getByRole('link', { name: 'Settings' }).first().click();
        await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
        // And back to the previous build's pages, through the history (no reload).
        await page.goBack();
        await page.goBack();
        await expect(page).toHaveURL(/\/courses\/own$/);
        await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();

        const mixed = await composition(page);
        expect(mixed.versions.mfe_content).toBe(PREVIOUS_BUILD_VERSION);
        expect(mixed.versions.mfe_admin).toBe(mixed.versions.host);
        expect(mixed.versions.host).not.toBe(PREVIOUS_BUILD_VERSION);
        expect(mixed.copies).toEqual(ONE_OF_EACH);
        expect([...contentFrom]).toEqual(['previous']);
      });

      await test.step('4. rolling back is the config edit undone', async () => {
        writeAppConfig(original);
        await expect
          .poll(async () => ((await (await request.get(`${BASE_URL}/app-config.json`)).json()) as { remotes: Remotes }).remotes.mfe_content?.manifest)
          .toBe(remotes.mfe_content?.manifest);
      });

      await test.step('5. current again everywhere, with no rebuild and no restart', async () => {
        contentFrom.clear();
        await page.goto('/courses/own');
        await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
        const after = await composition(page);
        expect(after.versions.mfe_content).toBe(after.versions.host);
        expect(after.copies).toEqual(ONE_OF_EACH);
        expect([...contentFrom]).toEqual(['current']);
        // Nothing was rebuilt, and the session of step 1 still works against the same server.
        expect(buildStamps()).toEqual(stampsBefore);
        await page.getByRole('link', { name: 'Settings' }).first().click();
        await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
      });
    } finally {
      writeAppConfig(original);
      await previous.close();
    }
  });
});
