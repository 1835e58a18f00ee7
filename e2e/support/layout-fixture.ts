import { LAYOUT_FIXTURE_DIR, SECOND_ORIGIN_PORT } from './env';
import { serveFolder } from './helpers';
import { readAppConfig, writeAppConfig } from './prepare-run';

/**
 * Runs `body` with the test-only layout remote (e2e/fixtures/layout-remote) served on the second
 * origin and registered in the runtime config under `/layout-check`, then restores the config.
 * No product page declares the side-panel layouts yet; the class and lesson pages will.
 */
export async function withLayoutFixture(body: () => Promise<void>): Promise<void> {
  const fixture = await serveFolder(LAYOUT_FIXTURE_DIR, SECOND_ORIGIN_PORT);
  const original = readAppConfig();
  try {
    const remotes = original.remotes as Record<string, unknown>;
    writeAppConfig({
      ...original,
      remotes: { ...remotes, layout_fixture: { manifest: `http://localhost:${SECOND_ORIGIN_PORT}/mf-manifest.json`, prefixes: ['/layout-check'] } },
    });
    await body();
  } finally {
    writeAppConfig(original);
    await fixture.close();
  }
}
