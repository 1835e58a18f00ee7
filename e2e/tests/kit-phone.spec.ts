import { expect, test, type Locator } from '@playwright/test';
import { USERS } from '../support/env';
import { signedIn } from '../support/helpers';

// The UI kit on a 390 x 844 touch screen: what jsdom cannot show (media queries, real layout).
// Runs in the `phone` project (playwright.config.ts): 390 x 844, isMobile, touch, 2x pixels.

const TOUCH_TARGET_PX = 44;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test('the course dialog is a full-screen sheet with one-column fields and touch-sized controls', async ({ page, request }) => {
  await signedIn(page, request, USERS.teacher);
  await page.goto('/courses/own');
  await page.getByRole('button', { name: 'Create course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create course' });
  await expect(dialog).toBeVisible();

  expect(await box(dialog)).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  // Nothing inside runs off the sheet sideways.
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  const courseLanguage = await box(dialog.getByLabel('Course language'));
  const teachingLanguage = await box(dialog.getByLabel('Teaching language'));
  expect(teachingLanguage.y).toBeGreaterThan(courseLanguage.y + courseLanguage.height - 1);

  for (const control of [dialog.getByRole('button', { name: 'Close' }), dialog.getByRole('button', { name: 'Create' }), dialog.getByLabel('Name', { exact: true }), dialog.getByLabel('Level')]) {
    const { width, height } = await box(control);
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  }
  // The page behind does not scroll while the sheet is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await dialog.getByRole('button', { name: 'Close' }).tap();
  await expect(dialog).toBeHidden();
});

test('a tab row cut off by the phone says it goes on, and a tab reached by keyboard scrolls into view', async ({ page, request }) => {
  await signedIn(page, request, USERS.student);
  await page.goto('/settings/profile');
  const tabs = page.getByRole('navigation', { name: 'Profile settings' });
  const frame = tabs.locator('..');
  await expect(tabs.getByRole('link')).toHaveCount(5);
  // The last tabs are past the right edge: the edge fades and shows a chevron.
  await expect(frame).toHaveAttribute('data-more-end', 'true');
  await expect(frame).toHaveAttribute('data-more-start', 'false');
  await expect(frame.locator('[data-edge="end"]')).toBeVisible();
  const chevron = await box(frame.locator('[data-edge="end"]'));
  expect(chevron.x + chevron.width).toBeLessThanOrEqual(390);

  // By keyboard to the last tab: it comes into view, and the start edge now says there is more.
  await tabs.getByRole('link', { name: 'Profile', exact: true }).focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
  const last = tabs.getByRole('link', { name: 'Documents' });
  await expect(last).toBeFocused();
  await expect(frame).toHaveAttribute('data-more-start', 'true');
  await expect(frame).toHaveAttribute('data-more-end', 'false');
  const shown = await box(last);
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(390);
});

test('the settings tabs scroll inside their bar and the profile form is one column with the right keyboards', async ({ page, request }) => {
  await signedIn(page, request, USERS.student);
  await page.goto('/settings/profile');
  const tabs = page.getByRole('navigation', { name: 'Profile settings' });
  await expect(tabs).toBeVisible();
  expect(await tabs.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
  const tab = await box(tabs.getByRole('link', { name: 'Profile' }));
  expect(tab.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);

  const email = page.getByLabel('Email');
  const phone = page.getByLabel('Phone');
  await expect(email).toHaveAttribute('inputmode', 'email');
  await expect(phone).toHaveAttribute('inputmode', 'tel');
  const first = await box(page.getByLabel('First name'));
  const last = await box(page.getByLabel('Last name'));
  expect(last.y).toBeGreaterThan(first.y + first.height - 1);
  expect(first.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
});
