import { expect, test } from '@playwright/test';
import { USERS } from '../support/env';
import { signedIn } from '../support/helpers';
import { withLayoutFixture } from '../support/layout-fixture';

// No product page declares the side-panel layouts yet (the class and lesson pages will), so a
// test-only remote, built with the same factory and loaded through the runtime config like any
// area, declares them; the host's real layout renders them.
test.describe('side-panel layouts', () => {
  test('a page declaring rightSidebar or bothSidebar gets those panels from the host', async ({ page, request }) => {
    await withLayoutFixture(async () => {
      await signedIn(page, request, USERS.teacher);

      await page.goto('/layout-check/right');
      await expect(page.getByRole('heading', { name: 'Layout check' })).toBeVisible();
      await expect(page.locator('[data-layout="rightSidebar"]')).toBeVisible();
      await expect(page.locator('[data-container="gutterless"]')).toBeVisible();
      await expect(page.getByRole('region', { name: 'End panel' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Start panel' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      const content = await page.getByRole('heading', { name: 'Layout check' }).boundingBox();
      const endPanel = await page.getByRole('region', { name: 'End panel' }).boundingBox();
      expect(endPanel && content && endPanel.x > content.x).toBe(true);

      await page.goto('/layout-check/both');
      await expect(page.locator('[data-layout="bothSidebar"]')).toBeVisible();
      await expect(page.locator('[data-background="plain"]')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Start panel' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'End panel' })).toBeVisible();
      // Both panels leave the navigation its collapsed rail.
      await expect(page.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'true');
    });
  });
});
