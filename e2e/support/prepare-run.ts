import fs from 'node:fs';
import path from 'node:path';
import { APP_CONFIG_FILE, REPO_ROOT, RUN_DIR } from './env';

/**
 * Runs once in the runner's main process, before the server starts: a fresh database and
 * a runtime config of the run's own that tests may rewrite (to switch a remote's build).
 */
export function prepareRun(): void {
  if (process.env.E2E_RUN_PREPARED) return;
  process.env.E2E_RUN_PREPARED = '1';
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
  fs.mkdirSync(RUN_DIR, { recursive: true });
  const builtConfig = path.join(REPO_ROOT, 'host', 'dist', 'app-config.json');
  if (!fs.existsSync(builtConfig)) {
    throw new Error('host/dist/app-config.json is missing: run `pnpm build` before the end-to-end tests.');
  }
  fs.copyFileSync(builtConfig, APP_CONFIG_FILE);
}

export function readAppConfig(): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(APP_CONFIG_FILE, 'utf8')) as Record<string, unknown>;
}

export function writeAppConfig(config: unknown): void {
  fs.writeFileSync(APP_CONFIG_FILE, JSON.stringify(config, null, 2));
}
