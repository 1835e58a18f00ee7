import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_BUILD_DIR, DEV_BUILD_VERSION, E2E_DIR, LAYOUT_FIXTURE_DIR, REPO_ROOT, SECOND_BUILD_DIR, SECOND_BUILD_VERSION } from './env';

function buildMfeContent(outputDir: string, version: string, mode: 'production' | 'development'): void {
  if (fs.existsSync(path.join(outputDir, 'mf-manifest.json'))) return;
  execFileSync('pnpm', ['--filter', 'mfe-content', 'exec', 'webpack', '--mode', mode], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, OUTPUT_DIR: outputDir, APP_VERSION: version },
  });
}

/**
 * Two more builds of mfe-content: a production build with another version (the runtime
 * config switch), and a development build (a developer's local remote inside the
 * production host, through an override); and the test-only remote with side-panel pages.
 */
export default function globalSetup(): void {
  buildMfeContent(SECOND_BUILD_DIR, SECOND_BUILD_VERSION, 'production');
  buildMfeContent(DEV_BUILD_DIR, DEV_BUILD_VERSION, 'development');
  if (!fs.existsSync(path.join(LAYOUT_FIXTURE_DIR, 'mf-manifest.json'))) {
    execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--config', 'fixtures/layout-remote/webpack.config.cjs'], {
      cwd: E2E_DIR,
      stdio: 'inherit',
      env: { ...process.env, OUTPUT_DIR: LAYOUT_FIXTURE_DIR },
    });
  }
}
