import { expect, test } from '@playwright/test';
import { BASE_URL, DEV_BUILD_DIR, DEV_BUILD_VERSION, SECOND_BUILD_DIR, SECOND_BUILD_VERSION, SECOND_ORIGIN_PORT, USERS } from '../support/env';
import { serveFolder, signedIn, useEnglish } from '../support/helpers';
import { readAppConfig, writeAppConfig } from '../support/prepare-run';

interface Report {
  app: string;
  version: string;
  sharedInstanceId: string;
}

test.describe('composition', () => {
  test('host and every remote run with one React, one styled-components, one jotai store and one shared', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin);
    await page.goto('/courses/own');
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

    const summary = await page.evaluate(() => {
      const reports = window.__SCHOOL_FEDERATION__ ?? [];
      const distinct = (key: string) => new Set(reports.map((report) => report.instances[key])).size;
      return {
        apps: reports.map((report) => report.app).sort(),
        react: distinct('react'),
        styled: distinct('styled'),
        router: distinct('router'),
        i18n: distinct('i18n'),
        jotai: distinct('jotai'),
        store: distinct('store'),
        shared: new Set(reports.map((report) => report.sharedInstanceId)).size,
        everyAppReportedEach: reports.every((report) => ['react', 'styled', 'router', 'i18n', 'jotai', 'store'].every((key) => report.instances[key] !== undefined)),
      };
    });
    expect(summary.apps).toEqual(['host', 'mfe_auth', 'mfe_content']);
    expect(summary.everyAppReportedEach).toBe(true);
    expect(summary).toMatchObject({ react: 1, styled: 1, router: 1, i18n: 1, jotai: 1, store: 1, shared: 1 });
  });

  test('the sign-in page loads no remote but the one it needs', async ({ page }) => {
    await useEnglish(page);
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/')) remoteRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/auth/signin');
    await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    expect(remoteRequests.length).toBeGreaterThan(0);
    expect(remoteRequests.every((url) => url.startsWith('/remotes/mfe-auth/'))).toBe(true);
  });

  test('entry points are revalidated and hashed chunks cached for good', async ({ request }) => {
    for (const url of ['/remotes/mfe-content/mf-manifest.json', '/remotes/mfe-content/remoteEntry.js', '/app-config.json', '/']) {
      const response = await request.get(`${BASE_URL}${url}`);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toContain('no-cache');
    }
    const manifest = (await (await request.get(`${BASE_URL}/remotes/mfe-content/mf-manifest.json`)).json()) as {
      exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const chunk = manifest.exposes[0]?.assets.js.sync[0] ?? manifest.exposes[0]?.assets.js.async[0];
    expect(chunk).toMatch(/\.[0-9a-f]{10}\.js$/);
    const chunkResponse = await request.get(`${BASE_URL}/remotes/mfe-content/${chunk}`);
    expect(chunkResponse.headers()['cache-control']).toContain('immutable');
  });

  test('a remote that is down shows a retry panel inside the shell, and comes back on retry', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin);
    await page.route('**/remotes/mfe-content/**', (route) => route.abort());
    await page.goto('/courses/own');
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    // The shell and the other areas keep working.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

    await page.goto('/courses/own');
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
    await page.unroute('**/remotes/mfe-content/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
  });

  test('the shell starts and signs in while a remote it does not need is down', async ({ page }) => {
    await useEnglish(page);
    await page.route('**/remotes/mfe-content/**', (route) => route.abort());
    await page.goto('/auth/signin');
    await page.getByLabel(/^email$/i).fill(USERS.admin);
    await page.getByLabel(/^password$/i).fill('demo12345');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).toHaveURL(/\/courses\/own$/);
    await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
  });
});

test.describe('runtime config and overrides', () => {
  test('pointing the config at another build of a remote switches it without a host rebuild', async ({ page, request }) => {
    const secondOrigin = await serveFolder(SECOND_BUILD_DIR, SECOND_ORIGIN_PORT);
    const original = readAppConfig();
    try {
      await signedIn(page, request, USERS.admin);
      await page.goto('/courses/own');
      await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
      const before = await page.evaluate(() => (window.__SCHOOL_FEDERATION__ ?? []).find((report) => report.app === 'mfe_content')?.version);
      expect(before).not.toBe(SECOND_BUILD_VERSION);

      const remotes = original.remotes as Record<string, { manifest: string; prefixes: string[] }>;
      writeAppConfig({
        ...original,
        remotes: { ...remotes, mfe_content: { ...remotes.mfe_content, manifest: `http://localhost:${SECOND_ORIGIN_PORT}/mf-manifest.json` } },
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
      const after = await page.evaluate(() => (window.__SCHOOL_FEDERATION__ ?? []).find((report) => report.app === 'mfe_content') as Report | undefined);
      expect(after?.version).toBe(SECOND_BUILD_VERSION);
    } finally {
      writeAppConfig(original);
      await secondOrigin.close();
    }
  });

  test('a developer’s local build of a remote runs inside the production host through an override, kept and reset in one click', async ({ page, request }) => {
    // The development build a developer's `pnpm --filter mfe-content dev` serves, on another origin.
    const localRemote = await serveFolder(DEV_BUILD_DIR, SECOND_ORIGIN_PORT);
    try {
      await signedIn(page, request, USERS.admin);
      const manifest = `http://localhost:${SECOND_ORIGIN_PORT}/mf-manifest.json`;
      await page.goto(`/courses/own?mf-override=${encodeURIComponent(`mfe_content=${manifest}`)}`);
      await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
      const badge = page.getByRole('status').filter({ hasText: 'mfe_content' });
      await expect(badge).toContainText(manifest);

      // Kept across navigation and reloads, and the page works with the host's React.
      await page.goto('/courses/own');
      await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
      const report = await page.evaluate(() => {
        const reports = window.__SCHOOL_FEDERATION__ ?? [];
        return {
          version: reports.find((entry) => entry.app === 'mfe_content')?.version,
          reacts: new Set(reports.map((entry) => entry.instances.react)).size,
        };
      });
      expect(report).toEqual({ version: DEV_BUILD_VERSION, reacts: 1 });

      await page.getByRole('button', { name: 'Reset overrides' }).click();
      await expect(page.getByRole('button', { name: 'Reset overrides' })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('mf-overrides'))).toBeFalsy();
      await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    } finally {
      await localRemote.close();
    }
  });

  test('an override to an origin off the allowlist is refused and never loaded', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin);
    const evilRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'evil.example') evilRequests.push(request.url());
    });
    await page.goto(`/courses/own?mf-override=${encodeURIComponent('mfe_content=https://evil.example/mf-manifest.json')}`);
    await expect(page.getByText(/override refused: origin not allowed/i).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset overrides' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mf-overrides'))).toBeFalsy();
    expect(evilRequests).toEqual([]);
  });
});
