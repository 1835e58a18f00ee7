import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_BUILD_DIR, DEV_BUILD_VERSION, REPO_ROOT, SECOND_BUILD_DIR, SECOND_BUILD_VERSION } from './env';

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
 * production host, through an override).
 */
export default function globalSetup(): void {
  buildMfeContent(SECOND_BUILD_DIR, SECOND_BUILD_VERSION, 'production');
  buildMfeContent(DEV_BUILD_DIR, DEV_BUILD_VERSION, 'development');
}
