import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_DIR, USERS } from '../support/env';
import { signedIn, signInThroughForm, useEnglish } from '../support/helpers';
import { withLayoutFixture } from '../support/layout-fixture';
import { expectFitsScreen, PHONE, TOUCH_TARGET_PX } from '../support/phone';
import { describeViolations, reloadWithStoredTheme, seriousAxeViolations } from '../support/shell-helpers';

// Issue 12 on a 390 x 844 touch phone (the `phone` project of playwright.config.ts).
const PHONE_ARTIFACTS = path.join(E2E_DIR, 'artifacts', 'phone');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

async function openOwnCourses(page: Page) {
  await page.goto('/courses/own');
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
}

test('the phone project really is a phone', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/auth/signin');
  expect(page.viewportSize()).toEqual(PHONE);
  expect(await page.evaluate(() => [window.devicePixelRatio, matchMedia('(pointer: coarse)').matches, 'ontouchstart' in window])).toEqual([2, true, true]);
});

test('sign-in on a phone leads to the courses, with the navigation closed at rest', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/auth/signin');
  await expectFitsScreen(page, 'sign-in');
  await signInThroughForm(page, USERS.teacher);
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expectFitsScreen(page, 'courses after sign-in');
});

test.describe('the navigation drawer', () => {
  test('opens from the menu button with focus inside; Escape closes it and focus returns', async ({ page, request }) => {
    await signedIn(page, request, USERS.teacher);
    await openOwnCourses(page);
    const menu = page.getByRole('button', { name: 'Open navigation' });
    expect(Math.min((await box(menu)).width, (await box(menu)).height)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);

    await menu.tap();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const drawerBox = await box(drawer);
    expect(drawerBox.x).toBe(0);
    expect(drawerBox.width).toBeLessThan(PHONE.width);
    await expectFitsScreen(page, 'open drawer');
    const problems = await seriousAxeViolations(page);
    expect(problems, describeViolations(problems)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('a tap outside closes it, and a tap on a link opens the page and closes it', async ({ page, request }) => {
    await signedIn(page, request, USERS.teacher);
    await openOwnCourses(page);
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await menu.tap();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    // To the end side of the drawer: the dimmed page.
    await page.touchscreen.tap(PHONE.width - 20, PHONE.height / 2);
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.tap();
    await drawer.getByRole('link', { name: 'Settings' }).tap();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(drawer).toBeHidden();
  });
});

test('the user menu opens as a sheet at the bottom of the phone', async ({ page, request }) => {
  await signedIn(page, request, USERS.teacher);
  await openOwnCourses(page);
  const trigger = page.getByRole('button', { name: /user menu/i });
  expect((await box(trigger)).height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  await trigger.tap();
  const sheet = page.getByRole('group', { name: 'User menu' });
  await expect(sheet).toBeVisible();
  const sheetBox = await box(sheet);
  expect(sheetBox.x).toBe(0);
  expect(sheetBox.width).toBe(PHONE.width);
  expect(Math.round(sheetBox.y + sheetBox.height)).toBe(PHONE.height);
  await expectFitsScreen(page, 'user menu sheet');
  const problems = await seriousAxeViolations(page);
  expect(problems, describeViolations(problems)).toEqual([]);

  await sheet.getByRole('switch', { name: 'Dark mode' }).tap();
  await expect(page.locator('html')).toHaveAttribute('data-theme-mode', 'dark');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test.describe('the profile time zone', () => {
  // A device in a zone with a long name: the "use this device's zone" button names it.
  test.use({ timezoneId: 'America/Argentina/ComodRivadavia' });

  test('is a searchable list of zones with their offsets, and the profile card stays within the phone', async ({ page, request }) => {
    await signedIn(page, request, USERS.student);
    await page.goto('/settings/profile');
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect(page.getByLabel('First name')).not.toHaveValue('');
    await expect(page.getByRole('button', { name: /Use this device’s time zone/ })).toBeVisible();
    await expectFitsScreen(page, 'profile with the device-zone button');

    await zone.fill('warsaw');
    const list = page.getByRole('listbox', { name: 'Time zones' });
    await expect(list.getByRole('option')).toHaveCount(1);
    await expect(list.getByRole('option')).toContainText(/Europe\/Warsaw\s*UTC\+0[12]:00/);
    await expectFitsScreen(page, 'profile with the zone list open');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(zone).toHaveValue('Europe/Warsaw');
    await expect(list).toBeHidden();
  });
});

test('every signed-in page fits the screen', async ({ page, request }) => {
  await withLayoutFixture(async () => {
    await signedIn(page, request, USERS.admin);
    const pages: [string, string][] = [
      ['/courses/own', 'Courses'],
      ['/courses/kalyna-academy', 'Courses'],
      ['/settings/profile', 'Settings'],
      ['/settings/profile/privacy', 'Settings'],
      ['/404', 'Page not found'],
      ['/access-denied', 'Access denied'],
      ['/layout-check/right', 'Layout check'],
      ['/layout-check/both', 'Layout check'],
    ];
    for (const [url, heading] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
      await expectFitsScreen(page, url);
    }

    // The side panels are behind tabs, one at a time, each the screen's width.
    await page.goto('/layout-check/both');
    const tabs = page.getByRole('tablist', { name: 'Page sections' });
    await expect(tabs.getByRole('tab')).toHaveText(['Content', 'Tools', 'Details']);
    await expect(page.getByRole('region', { name: 'End panel' })).toBeHidden();
    await tabs.getByRole('tab', { name: 'Details' }).tap();
    await expect(page.getByRole('region', { name: 'End panel' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Layout check' })).toBeHidden();
    await expectFitsScreen(page, '/layout-check/both, details tab');
  });
});

test.describe('the course list on a phone', () => {
  test('is a list of cards with touch-sized controls, reordered with the move buttons', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin);
    await openOwnCourses(page);
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Move down / }) });
    await expect(rows.first()).toBeVisible();
    const card = await box(rows.first());
    expect(card.width).toBeLessThanOrEqual(PHONE.width);
    for (const control of [rows.first().getByRole('button', { name: /^Move down / }), rows.first().getByRole('button', { name: /^Edit / }), rows.first().getByRole('button', { name: /^Reorder / })]) {
      const { width, height } = await box(control);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    }
    // The toolbar: search, type tabs and the create button, within the screen.
    await expect(page.getByRole('button', { name: 'Create course' })).toBeInViewport();
    await expectFitsScreen(page, 'own courses');

    const firstName = (await rows.first().getByRole('button', { name: /^Edit / }).getAttribute('aria-label'))?.replace(/^Edit /, '') ?? '';
    await rows.first().getByRole('button', { name: `Move down ${firstName}` }).tap();
    await expect(rows.nth(1).getByRole('button', { name: `Edit ${firstName}` })).toBeVisible();
    await page.reload();
    await expect(rows.nth(1).getByRole('button', { name: `Edit ${firstName}` })).toBeVisible();
  });

  test('a course is dragged by touch after a long press on its handle', async ({ page, request }) => {
    // The page's clock is Playwright's: the long press is run forward, not waited for.
    await page.clock.install();
    await signedIn(page, request, USERS.admin);
    await openOwnCourses(page);
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Move down / }) });
    await expect(rows.nth(1)).toBeVisible();
    const firstName = (await rows.first().getByRole('button', { name: /^Edit / }).getAttribute('aria-label'))?.replace(/^Edit /, '') ?? '';
    const handle = await box(rows.first().getByRole('button', { name: `Reorder ${firstName}` }));
    const second = await box(rows.nth(1));
    const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    const end = { x: start.x, y: second.y + second.height * 0.75 };

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    await page.clock.runFor(400);
    await expect(rows.first()).toHaveAttribute('data-dragging', 'true');
    const steps = 8;
    for (let step = 1; step <= steps; step += 1) {
      const y = start.y + ((end.y - start.y) * step) / steps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`${firstName} dropped at position 2`);
    await expect(rows.nth(1).getByRole('button', { name: `Edit ${firstName}` })).toBeVisible();
    await page.reload();
    await expect(rows.nth(1).getByRole('button', { name: `Edit ${firstName}` })).toBeVisible();
  });
});

test('screenshots of the main pages at phone size, light and dark', async ({ page, request }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(PHONE_ARTIFACTS, { recursive: true });
  await signedIn(page, request, USERS.admin);
  await openOwnCourses(page);
  const shots: { name: string; url: string; ready: (page: Page) => Promise<void> }[] = [
    { name: 'courses', url: '/courses/own', ready: async (p) => expect(p.getByRole('button', { name: /^Move down / }).first()).toBeVisible() },
    { name: 'drawer', url: '/courses/own', ready: async (p) => {
      await expect(p.getByRole('button', { name: /^Move down / }).first()).toBeVisible();
      await p.getByRole('button', { name: 'Open navigation' }).tap();
      await expect(p.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    } },
    { name: 'user-menu', url: '/courses/own', ready: async (p) => {
      await expect(p.getByRole('button', { name: /^Move down / }).first()).toBeVisible();
      await p.getByRole('button', { name: /user menu/i }).tap();
      await expect(p.getByRole('group', { name: 'User menu' })).toBeVisible();
    } },
    { name: 'profile', url: '/settings/profile', ready: async (p) => expect(p.getByLabel('First name')).not.toHaveValue('') },
    { name: 'privacy', url: '/settings/profile/privacy', ready: async (p) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible() },
  ];
  for (const mode of ['light', 'dark'] as const) {
    for (const shot of shots) {
      await page.goto(shot.url);
      await reloadWithStoredTheme(page, 'default', mode);
      await expect(page.locator('html')).toHaveAttribute('data-theme-mode', mode);
      await shot.ready(page);
      const file = path.join(PHONE_ARTIFACTS, `${shot.name}-${mode}.png`);
      await page.screenshot({ path: file, animations: 'disabled' });
      expect(fs.statSync(file).size).toBeGreaterThan(5_000);
    }
  }
});

test('a cold load of the course list does not move what is on the screen', async ({ page, request }) => {
  // Every layout shift of the page's life, as the browser reports it (Lighthouse's CLS).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await signedIn(page, request, USERS.teacher);
  await page.goto('/courses/own');
  await expect(page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Move down / }) }).first()).toBeVisible();
  // The footer starts below the fold, so the rows arriving cannot push it down in view.
  const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTop).toBeGreaterThanOrEqual(PHONE.height);
  const total = await page.evaluate(async () => {
    // After two more frames every shift of the frames drawn so far has reached the observer.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0);
  });
  expect(total).toBeLessThan(0.01);
});
