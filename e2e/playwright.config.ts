import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { APP_CONFIG_FILE, BASE_URL, E2E_PORT, REPO_ROOT, RUN_DIR, SMTP_PORT } from './support/env';
import { prepareRun } from './support/prepare-run';

prepareRun();

// Debian's Chromium where it is installed (CI and these machines cannot download
// Playwright's own build); Playwright's bundled browser elsewhere, e.g. on a laptop.
/** Specs that run at phone size (390 x 844, touch) in the `phone` project. */
const PHONE_SPECS = /(^|\/)(phone|kit-phone)\.spec\.ts$/;
/** Specs with journeys for both projects; each test skips itself in the project it is not for. */
const BOTH_SIZES_SPECS = /(^|\/)course-structure\.spec\.ts$/;

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => fs.existsSync(candidate));

export default defineConfig({
  testDir: './tests',
  // Beside the run's data, so two runs with their own E2E_RUN_DIR do not share artifacts.
  outputDir: process.env.E2E_RUN_DIR ? `${RUN_DIR}/test-results` : './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // A navigation that never finishes fails with its own message instead of the test's timeout.
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    // The phone specs run only in the phone project, and the rest only on the desktop: the
    // suite's run time grows by the phone journeys, not by a second copy of everything.
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: PHONE_SPECS },
    {
      name: 'phone',
      testMatch: [PHONE_SPECS, BOTH_SIZES_SPECS],
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    // The production build, served the way `pnpm start` serves it, on a database of its own.
    command: `node ${REPO_ROOT}/api/dist/server.js`,
    url: `${BASE_URL}/tenant/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: `${RUN_DIR}/data`,
      APP_CONFIG_FILE,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_URL: BASE_URL,
      LOGIN_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
