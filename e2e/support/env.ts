import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Ports of the end-to-end run; away from the defaults so a running dev site does not collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4800);
export const SECOND_ORIGIN_PORT = E2E_PORT + 1;
export const SMTP_PORT = E2E_PORT + 25;
export const BASE_URL = `http://localhost:${E2E_PORT}`;

export const E2E_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.dirname(E2E_DIR);
/** Database, uploads and the switchable runtime config of the run; made anew each run. */
export const RUN_DIR = process.env.E2E_RUN_DIR ? path.resolve(process.env.E2E_RUN_DIR) : path.join(E2E_DIR, '.run');
export const APP_CONFIG_FILE = path.join(RUN_DIR, 'app-config.json');
/** A second build of mfe-content, with another version, for the config-switch test. */
export const SECOND_BUILD_DIR = path.join(RUN_DIR, 'mfe-content-v2');
export const SECOND_BUILD_VERSION = '2.0.0-e2e';
/** The previous release of mfe-content for the staging drill (tests/staging-drill.spec.ts builds it when it runs). */
export const PREVIOUS_BUILD_DIR = path.join(RUN_DIR, 'mfe-content-previous');
export const PREVIOUS_BUILD_VERSION = '0.9.0-previous';
/** A development build of mfe-content, as a developer's local `pnpm --filter mfe-content dev` serves it. */
export const DEV_BUILD_DIR = path.join(RUN_DIR, 'mfe-content-dev');
export const DEV_BUILD_VERSION = '0.0.0-local-dev';
/** The test-only remote whose pages declare the side-panel layouts (e2e/fixtures/layout-remote). */
export const LAYOUT_FIXTURE_DIR = path.join(RUN_DIR, 'layout-fixture');

export const DEMO_PASSWORD = 'demo12345';
export const USERS = {
  admin: 'admin@demo.test',
  teacher: 'teacher@demo.test',
  student: 'student@demo.test',
  otherAdmin: 'admin@other.test',
} as const;
/** Where the recipe's proof (tests/new-remote.spec.ts) adds a throwaway remote to a copy of the repository's config. */
export const RECIPE_COPY_DIR = path.join(RUN_DIR, 'recipe-copy');
/** The throwaway remote's port: its dev port in the copy's registry, and where its build is served. */
export const RECIPE_REMOTE_PORT = E2E_PORT + 2;
