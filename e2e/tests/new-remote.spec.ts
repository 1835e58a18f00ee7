import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { linkRemoteDependencies, makeRecipeCopy } from '../../scripts/lib/remote-recipe.mjs';
import { RECIPE_COPY_DIR, RECIPE_REMOTE_PORT, REPO_ROOT, USERS } from '../support/env';
import { serveFolder, signedIn, signInThroughForm, useEnglish } from '../support/helpers';
import { readAppConfig, writeAppConfig } from '../support/prepare-run';

/**
 * The proof of docs/adding-a-remote.md: a throwaway remote made by its script in a copy of the
 * repository's configuration, built in production mode as `pnpm --filter <folder> build` does
 * (unminified), served on its own origin as compose serves each remote, and composed into the running
 * host by the runtime config entry the script wrote for compose. Nothing of it is mocked.
 */
const FOLDER = 'mfe-throwaway';
const VERSION = '0.0.1-recipe';

let remoteServer: { close: () => Promise<void> } | undefined;
let originalConfig: Record<string, unknown> | undefined;

test.describe('a remote added by the recipe', () => {
  test.beforeAll(async () => {
    // Scaffold and build took 31 s on a 2-core machine at load 16; well under that when idle.
    test.setTimeout(180_000);
    fs.rmSync(RECIPE_COPY_DIR, { recursive: true, force: true });
    makeRecipeCopy(RECIPE_COPY_DIR);

    // Step 1 of the recipe, as a developer runs it (it also runs the recipe's checks).
    execFileSync('node', ['scripts/new-remote.mjs', FOLDER, '--port', String(RECIPE_REMOTE_PORT), '--prefix', '/throwaway', '--root', RECIPE_COPY_DIR], {
      cwd: REPO_ROOT,
      stdio: 'pipe',
    });
    // What `pnpm install` does for the new folder, in a copy pnpm does not manage.
    linkRemoteDependencies(RECIPE_COPY_DIR, FOLDER);
    const remoteDir = path.join(RECIPE_COPY_DIR, FOLDER);
    // A production build as `pnpm build` makes (the host's federation runtime, content hashes, the
    // manifest), without minifying: that changes nothing a host sees and costs two thirds of the time.
    execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--no-optimization-minimize', '--config', path.join(remoteDir, 'webpack.config.cjs')], {
      cwd: REPO_ROOT,
      stdio: 'pipe',
      env: { ...process.env, APP_VERSION: VERSION },
    });

    remoteServer = await serveFolder(path.join(remoteDir, 'dist'), RECIPE_REMOTE_PORT);
    // The compose runtime config names each remote at its own port: that is where it is served here.
    const composed = JSON.parse(fs.readFileSync(path.join(RECIPE_COPY_DIR, 'host/deploy/app-config.compose.json'), 'utf8')) as { remotes: Record<string, unknown> };
    originalConfig = readAppConfig();
    writeAppConfig({ ...originalConfig, remotes: { ...(originalConfig.remotes as Record<string, unknown>), mfe_throwaway: composed.remotes.mfe_throwaway } });
  });

  test.afterAll(async () => {
    if (originalConfig) writeAppConfig(originalConfig);
    await remoteServer?.close();
  });

  test('signed out, its page leads to sign-in, and after sign-in the page renders in the shell with its own strings', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/throwaway');
    await expect(page).toHaveURL(/\/auth\/signin\?redirectUrl=%2Fthrowaway$/);

    await signInThroughForm(page, USERS.teacher);
    await expect(page).toHaveURL(/\/throwaway$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New area' })).toBeVisible();
    await expect(page.getByText("This area's pages will appear here.")).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // The new remote runs on the host's singletons, like every area.
    const report = await page.evaluate(() => {
      const reports = window.__SCHOOL_FEDERATION__ ?? [];
      const own = reports.find((entry) => entry.app === 'mfe_throwaway');
      const host = reports.find((entry) => entry.app === 'host');
      return { version: own?.version, sameReact: !!own && own.instances.react === host?.instances.react, sameShared: own?.sharedInstanceId === host?.sharedInstanceId };
    });
    expect(report).toEqual({ version: VERSION, sameReact: true, sameShared: true });
  });

  test('a user its access rule leaves out is sent to access denied', async ({ page, request }) => {
    await signedIn(page, request, USERS.student);
    await page.goto('/throwaway');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('heading', { name: 'New area' })).toHaveCount(0);
  });

  test('it speaks the default language, Ukrainian', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin, 'uk');
    await page.goto('/throwaway');
    await expect(page.getByRole('heading', { level: 1, name: 'Новий розділ' })).toBeVisible();
  });
});
