import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL, E2E_DIR, USERS } from '../support/env';
import { forgetProfileLanguage, signedIn, useEnglish } from '../support/helpers';
import { readAppConfig, writeAppConfig } from '../support/prepare-run';
import { THEME_SCHEMAS, openUserMenu, reloadWithStoredTheme } from '../support/shell-helpers';

const THEME_ARTIFACTS = path.join(E2E_DIR, 'artifacts', 'themes');
/** A real 64×40 PNG. */
const PNG = fs.readFileSync(path.join(E2E_DIR, 'fixtures', 'course.png'));

/** The sidebar items (by `data-nav-item`) in the order shown. */
async function navItemIds(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.locator('[data-nav-item]').first()).toBeVisible();
  return nav.locator('[data-nav-item]').evaluateAll((links) => links.map((link) => link.getAttribute('data-nav-item') ?? ''));
}

/** Rounded: the width animates, and layout widths come back as fractions. */
async function widthOf(locator: Locator): Promise<number> {
  return Math.round((await locator.boundingBox())?.width ?? 0);
}

async function openCourses(page: Page): Promise<void> {
  await page.goto('/courses/own');
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
}

test.describe('layouts', () => {
  test('a public page renders in the blank layout with its own container', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/auth/signin');
    await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'blank');
    // The sign-in route asks for a gutterless container; the blank frame keeps that.
    await expect(page.getByRole('main')).toHaveAttribute('data-container', 'gutterless');
    await expect(page.getByRole('main')).toHaveAttribute('data-background', 'plain');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Beta notice' })).toHaveCount(0);
  });

  test('a signed-in page renders in the left-sidebar layout: beta banner, header 64, navigation 238 at the start, footer', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin);
    await openCourses(page);
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'leftSidebar');
    await expect(page.getByRole('main')).toHaveAttribute('data-container', 'default');
    await expect(page.getByRole('main')).toHaveAttribute('data-background', 'default');

    const banner = page.getByRole('region', { name: 'Beta notice' });
    await expect(banner).toContainText('The platform is in beta. Having issues?');
    await expect(banner.getByRole('link', { name: 'Contact us.' })).toHaveAttribute('href', /^mailto:/);

    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const main = page.getByRole('main');
    await expect(nav).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const [headerBox, navBox, mainBox] = await Promise.all([header.boundingBox(), nav.boundingBox(), main.boundingBox()]);
    expect(Math.round(headerBox?.height ?? 0)).toBe(64);
    expect(Math.round(navBox?.width ?? 0)).toBe(238);
    // Left sidebar: the navigation sits before the content, and nothing comes after it.
    expect((navBox?.x ?? 0) + (navBox?.width ?? 0)).toBeLessThanOrEqual(mainBox?.x ?? 0);
    expect(await page.locator('#layout-aside-start, #layout-aside-end').count()).toBe(0);
  });

  test('the host pages /404 and /access-denied render in the shell with the spec texts', async ({ page, request }) => {
    await signedIn(page, request, USERS.student);
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Oops! Something went wrong. The page may have been deleted or never existed.')).toBeVisible();
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'leftSidebar');

    await page.goto('/access-denied');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    // The home page is the Dashboard of their role (docs/decisions/home-pages.md).
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a made-up address shows the not-found page in the shell, not another page, with a way home', async ({ page, request }) => {
    await signedIn(page, request, USERS.student);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // An address inside an area that has no such page is not found either.
    await page.goto('/courses/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test("the header shows the school's name and logo from its settings, and follows a rename and a new logo at once", async ({ page, request }) => {
    // The other school: its name shows in no other journey.
    const token = await signedIn(page, request, USERS.otherAdmin);
    const headers = { Authorization: `Bearer ${token}` };
    const original = ((await (await request.get(`${BASE_URL}/tenant/school/general`, { headers })).json()) as { data: Record<string, unknown> }).data;
    try {
      await page.goto('/settings/school/general');
      const brand = page.getByRole('banner').getByTestId('school-brand');
      await expect(brand).toHaveText(String(original.name));
      await expect(brand).toHaveAttribute('href', '/');

      await page.getByLabel('School name').fill('Kalyna Evening School');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(brand).toHaveText('Kalyna Evening School');
      await expect(brand.getByRole('img')).toHaveCount(0);

      await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      await expect(brand.locator('img')).toHaveAttribute('src', /\/tenant\/files\//);
      expect(await brand.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      // And after a reload, from the profile.
      await page.reload();
      await expect(brand).toHaveText('Kalyna Evening School');
      await expect(brand.locator('img')).toBeVisible();
    } finally {
      await request.delete(`${BASE_URL}/tenant/school/logo`, { headers });
      const { id: _id, logo: _logo, schedule: _schedule, ...general } = original;
      expect((await request.put(`${BASE_URL}/tenant/school/general`, { headers, data: general })).status()).toBe(200);
    }
  });

  test('signed out, /404 and /access-denied lead to sign-in', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/access-denied');
    await expect(page).toHaveURL(/\/auth\/signin/);
    await page.goto('/404');
    await expect(page).toHaveURL(/\/auth\/signin/);
  });
});

test.describe('side navigation', () => {
  // What is deployed today: the host (dashboard), mfe-content (/courses), mfe-auth
  // (/settings/profile), mfe-admin (/users for those who manage users, /settings/school for
  // administrators), mfe-classroom (own classes for teachers and students, the school's for
  // administrators, the dictionary for everyone), mfe-schedule (own lessons for teachers, the
  // school's for administrators) and the analytics page mfe-admin serves to staff.
  for (const [role, email, items] of [
    ['admin', USERS.admin, ['dashboard', 'analytics', 'materials', 'myClasses', 'mySchedule', 'schoolSchedule', 'schoolClasses', 'dictionary', 'users', 'settings', 'schoolSettings']],
    ['teacher', USERS.teacher, ['dashboard', 'analytics', 'materials', 'myClasses', 'mySchedule', 'dictionary', 'settings']],
    ['student', USERS.student, ['dashboard', 'materials', 'myClasses', 'dictionary', 'settings']],
  ] as const) {
    test(`${role}: only items whose area the runtime config deploys, plus the partner links`, async ({ page, request }) => {
      await signedIn(page, request, email);
      await openCourses(page);
      expect(await navItemIds(page)).toEqual(items);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'Materials' })).toHaveAttribute('aria-current', 'page');
      const partners = readAppConfig().links as { partners: { label: string; url: string }[] };
      const partnerList = nav.getByRole('list', { name: 'Partners' });
      for (const partner of partners.partners) {
        await expect(partnerList.getByRole('link', { name: new RegExp(`^${partner.label}`) })).toHaveAttribute('href', partner.url);
      }
    });
  }

  test('items follow each role once the config deploys the other areas', async ({ browser, request }) => {
    const original = readAppConfig();
    const remotes = original.remotes as Record<string, unknown>;
    // An area declared in the runtime config, as an operator adds one before its first deploy.
    writeAppConfig({
      ...original,
      remotes: {
        ...remotes,
        mfe_classroom: {
          manifest: '/remotes/mfe-classroom/mf-manifest.json',
          prefixes: ['/analytics', '/lessons', '/dictionary', '/marathons', '/users'],
        },
      },
    });
    const expected = {
      [USERS.admin]: ['dashboard', 'analytics', 'materials', 'lessons', 'myClasses', 'mySchedule', 'schoolSchedule', 'schoolClasses', 'dictionary', 'marathons', 'users', 'settings', 'schoolSettings'],
      [USERS.teacher]: ['dashboard', 'analytics', 'materials', 'lessons', 'myClasses', 'mySchedule', 'dictionary', 'marathons', 'settings'],
      [USERS.student]: ['dashboard', 'materials', 'lessons', 'myClasses', 'dictionary', 'marathons', 'settings'],
    };
    try {
      for (const [email, ids] of Object.entries(expected)) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await signedIn(page, request, email);
        await openCourses(page);
        expect(await navItemIds(page), email).toEqual(ids);
        await context.close();
      }
    } finally {
      writeAppConfig(original);
    }
  });

  test('collapses to 72 px, is remembered across a reload, and works by keyboard', async ({ page, request }) => {
    await signedIn(page, request, USERS.teacher);
    await openCourses(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.getByRole('button', { name: 'Collapse navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await toggle.focus();
    await page.keyboard.press('Enter');
    const expand = nav.getByRole('button', { name: 'Expand navigation' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(expand).toBeFocused();
    await expect(page.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(() => widthOf(nav)).toBe(72);
    // Icons only, but each item keeps its name for assistive technology.
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await expect(page.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(() => widthOf(nav)).toBe(72);

    // Keyboard: from the toggle, Tab walks the items in order; Enter follows one.
    await nav.getByRole('button', { name: 'Expand navigation' }).focus();
    for (const name of ['Dashboard', 'Analytics', 'Materials', 'My Classes', 'My Schedule', 'Dictionary', 'Settings']) {
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('button', { name: 'Expand navigation' }).press('Space');
    await expect(page.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'false');
    await expect.poll(() => widthOf(nav)).toBe(238);
    await page.reload();
    await expect(page.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'false');
  });
});

test.describe('theme and language', () => {
  test('colour scheme and dark mode are chosen in the user menu and kept across a reload, with no flash', async ({ page, request }) => {
    await signedIn(page, request, USERS.teacher);
    await openCourses(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme-mode', 'light');
    const lightBackground = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);

    await openUserMenu(page);
    const menu = page.getByRole('group', { name: 'User menu' });
    await menu.getByLabel('Colour scheme').selectOption('green');
    await menu.getByRole('switch', { name: 'Dark mode' }).check();
    await expect(html).toHaveAttribute('data-theme-schema', 'green');
    await expect(html).toHaveAttribute('data-theme-mode', 'dark');
    const darkBackground = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await expect(html).toHaveAttribute('data-theme-schema', 'green');
    await expect(html).toHaveAttribute('data-theme-mode', 'dark');
    expect(await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(darkBackground);
    await openUserMenu(page);
    await expect(menu.getByLabel('Colour scheme')).toHaveValue('green');
    await expect(menu.getByRole('switch', { name: 'Dark mode' })).toBeChecked();

    // No flash: with no script bundle at all, the page is already dark from the first paint.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(html).toHaveAttribute('data-theme-mode', 'dark');
    expect(await html.evaluate((element) => getComputedStyle(element).colorScheme)).toBe('dark');
    await page.unroute('**/*.js');
  });

  test('right-to-left direction moves the navigation to the other side and is kept', async ({ page, request }) => {
    await signedIn(page, request, USERS.teacher);
    await openCourses(page);
    await openUserMenu(page);
    await page.getByRole('group', { name: 'User menu' }).getByRole('switch', { name: 'Right-to-left layout' }).check();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const [navBox, mainBox] = await Promise.all([
      page.getByRole('navigation', { name: 'Main navigation' }).boundingBox(),
      page.getByRole('main').boundingBox(),
    ]);
    expect(navBox?.x ?? 0).toBeGreaterThanOrEqual((mainBox?.x ?? 0) + (mainBox?.width ?? 0));
  });

  test('the language switches the whole UI (Ukrainian, then German) and is kept across a reload', async ({ page, request }) => {
    const token = await signedIn(page, request, USERS.teacher);
    try {
      await openCourses(page);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', 'en');

      await openUserMenu(page);
      await page.getByRole('group', { name: 'User menu' }).getByLabel('Language').selectOption('uk');
      // Shell (host) and page (mfe-content) both follow.
      await expect(page.getByRole('heading', { name: 'Курси' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Головна навігація' }).getByRole('link', { name: 'Налаштування' })).toBeVisible();
      await expect(html).toHaveAttribute('lang', 'uk');

      await page.getByRole('group', { name: 'Меню користувача' }).getByLabel('Мова').selectOption('de');
      await expect(page.getByRole('heading', { name: 'Kurse' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Einstellungen' })).toBeVisible();
      await expect(html).toHaveAttribute('lang', 'de');

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Kurse' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Materialien' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Beta-Hinweis' })).toBeVisible();
      await expect(html).toHaveAttribute('lang', 'de');
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');
    } finally {
      // The choice was also kept in the profile: later journeys of this user start in English.
      await forgetProfileLanguage(request, token);
    }
  });

  test('screenshots of the shell in every colour scheme, light and dark', async ({ page, request }) => {
    test.setTimeout(120_000);
    fs.mkdirSync(THEME_ARTIFACTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedIn(page, request, USERS.admin);
    await openCourses(page);
    await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
    for (const schema of THEME_SCHEMAS) {
      for (const mode of ['light', 'dark'] as const) {
        await reloadWithStoredTheme(page, schema, mode);
        await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme-schema', schema);
        await expect(page.locator('html')).toHaveAttribute('data-theme-mode', mode);
        const file = path.join(THEME_ARTIFACTS, `${schema}-${mode}.png`);
        await page.screenshot({ path: file, animations: 'disabled' });
        expect(fs.statSync(file).size).toBeGreaterThan(10_000);
      }
    }
  });
});

test.describe('toasts', () => {
  test('a real action raises a toast; Alt+T focuses it; its button closes it; left alone it closes by itself', async ({ page, request }) => {
    // The page's clock is ours: the toast's own timer is run forward instead of waited out in real time.
    await page.clock.install();
    await signedIn(page, request, USERS.student);
    await page.goto('/settings/profile');
    await expect(page.getByLabel('First name')).not.toHaveValue('');
    const region = page.getByRole('region', { name: 'Notifications' });
    const save = page.getByRole('button', { name: 'Save changes' });

    await save.click();
    const toast = region.getByRole('status').filter({ hasText: 'Profile updated successfully' });
    await expect(toast).toBeVisible();
    const regionBox = await region.boundingBox();
    const viewport = page.viewportSize();
    // Bottom-right corner.
    expect((regionBox?.x ?? 0) + (regionBox?.width ?? 0)).toBeGreaterThan((viewport?.width ?? 0) - 40);
    expect((regionBox?.y ?? 0) + (regionBox?.height ?? 0)).toBeGreaterThan((viewport?.height ?? 0) / 2);

    await page.keyboard.press('Alt+t');
    const close = toast.getByRole('button', { name: 'Close notification' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast).toHaveCount(0);

    await save.click();
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toHaveCount(0);

    // The mouse leaves it (hover pauses the timer): it goes away on its own after a few seconds.
    await save.click();
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await save.blur();
    await page.clock.runFor(5_000);
    await expect(toast).toHaveCount(0);
  });

  test('Alt+T with no toast focuses the empty region', async ({ page, request }) => {
    await signedIn(page, request, USERS.student);
    await openCourses(page);
    await page.keyboard.press('Alt+t');
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeFocused();
  });
});

test.describe('back to top', () => {
  test('appears after scrolling past 300 px and brings the page back up', async ({ page, request }) => {
    await page.setViewportSize({ width: 1024, height: 420 });
    await signedIn(page, request, USERS.admin);
    await page.goto('/settings/profile');
    await expect(page.getByLabel('First name')).not.toHaveValue('');
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(400);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);

    await page.mouse.move(600, 300);
    await page.mouse.wheel(0, 250);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(300);
    await expect(backToTop).toHaveCount(0);

    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(backToTop).toBeVisible();

    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
  });
});
