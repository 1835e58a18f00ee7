import { expect, test, type Page } from '@playwright/test';
import { USERS } from '../support/env';
import { signedIn, useEnglish } from '../support/helpers';
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

test.describe('page height', () => {
  /** The document's scroll height and the window's height: equal when the page does not scroll. */
  const heights = (page: Page) =>
    page.evaluate(() => ({ scroll: document.documentElement.scrollHeight, window: window.innerHeight }));

  test('a short page is exactly the window high, with the footer at its bottom: no page scroll', async ({ page, request }) => {
    await signedIn(page, request, USERS.student);
    for (const url of ['/404', '/access-denied', '/no-such-page']) {
      await page.goto(url);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]:not(button):not(form)')).toHaveCount(0);
      const { scroll, window } = await heights(page);
      expect(scroll, url).toBe(window);
      const footer = await page.getByRole('contentinfo').boundingBox();
      expect(Math.round((footer?.y ?? 0) + (footer?.height ?? 0)), url).toBe(window);
    }
  });

  test('the signed-out pages do not scroll either', async ({ page }) => {
    await useEnglish(page);
    for (const url of ['/auth/signin', '/auth/forgot-password']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { scroll, window } = await heights(page);
      expect(scroll, url).toBe(window);
    }
  });
});
