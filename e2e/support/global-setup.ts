import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SECOND_BUILD_DIR, SECOND_BUILD_VERSION } from './env';

/** A second production build of mfe-content with another version, for the runtime-config switch test. */
export default function globalSetup(): void {
  if (fs.existsSync(path.join(SECOND_BUILD_DIR, 'mf-manifest.json'))) return;
  execFileSync('pnpm', ['--filter', 'mfe-content', 'exec', 'webpack', '--mode', 'production'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, OUTPUT_DIR: SECOND_BUILD_DIR, APP_VERSION: SECOND_BUILD_VERSION },
  });
}
