import { expect, test } from '@playwright/test';
import { BASE_URL, DEMO_PASSWORD, SMTP_PORT, USERS } from '../support/env';
import { forgetProfileLanguage, resetLinkFrom, signInThroughForm, signedIn, startSmtpSink, tokenFor, useEnglish } from '../support/helpers';

test.describe('sign-in and session', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('a signed-out visitor is sent to sign-in with redirectUrl, and back after signing in', async ({ page }) => {
    await page.goto('/courses/own?search=English');
    await expect(page).toHaveURL(/\/auth\/signin\?redirectUrl=%2Fcourses%2Fown%3Fsearch%3DEnglish$/);
    await signInThroughForm(page, USERS.admin);
    await expect(page).toHaveURL(/\/courses\/own\?search=English$/);
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('a redirectUrl with a tab (another origin once the browser drops it) counts as none: signing in goes home', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/auth/signin?redirectUrl=%2F%09%2Fevil.example%2Fsteal');
    await signInThroughForm(page, USERS.admin);
    await expect(page).toHaveURL(/\/courses\/own$/);
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the root goes to sign-in without redirectUrl, and to the entry page once signed in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`${BASE_URL}/auth/signin`);
    await signInThroughForm(page, USERS.teacher);
    await expect(page).toHaveURL(/\/courses\/own$/);
    // A made-up address is not found, rather than silently another page (docs/decisions/host-not-found.md).
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a wrong password shows the server message and keeps no token', async ({ page }) => {
    await page.goto('/auth/signin');
    await signInThroughForm(page, USERS.admin, 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password!');
    await expect(page).toHaveURL(/\/auth\/signin/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('empty fields show the spec messages without a request', async ({ page }) => {
    await page.goto('/auth/signin');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/tenant/auth/login')) loginCalls += 1;
    });
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    expect(loginCalls).toBe(0);
  });

  test("the signed-out pages speak the browser's language among ours, Ukrainian otherwise, and offer a switch", async ({ browser }) => {
    for (const [locale, button, lang] of [
      ['de-DE', 'Anmelden', 'de'],
      ['uk-UA', 'Увійти', 'uk'],
      // None of the seven: Ukrainian, the school's default.
      ['pl-PL', 'Увійти', 'uk'],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/auth/signin');
      await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      if (locale === 'de-DE') {
        await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
        await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        // The choice is remembered in this browser, on every signed-out page.
        await page.goto('/auth/forgot-password');
        await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
      }
      await context.close();
    }
  });

  test("the language chosen in the user menu is kept in the profile and applied at sign-in on another browser", async ({ browser, page, request }) => {
    const token = await signedIn(page, request, USERS.teacher);
    try {
      await page.goto('/courses/own');
      await page.getByRole('banner').getByRole('button', { name: /user menu/i }).click();
      const saved = page.waitForResponse((response) => response.url().endsWith('/tenant/user/profile') && response.request().method() === 'PUT');
      await page.getByLabel('Language').selectOption('fr');
      expect((await saved).status()).toBe(200);

      // Another browser, in English: after signing in the interface is French.
      const other = await browser.newContext({ locale: 'en-US' });
      const elsewhere = await other.newPage();
      await elsewhere.goto('/auth/signin');
      await expect(elsewhere.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await signInThroughForm(elsewhere, USERS.teacher);
      await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(elsewhere.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
      await other.close();
    } finally {
      await forgetProfileLanguage(request, token);
    }
  });

  test('a signed-in user is sent away from the public pages', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin);
    await page.goto('/auth/signin');
    await expect(page).toHaveURL(/\/courses\/own$/);
    await page.goto('/auth/forgot-password');
    await expect(page).toHaveURL(/\/courses\/own$/);
  });

  test('a reload keeps the session, and sign-out ends it on the server too', async ({ page, request }) => {
    await page.goto('/auth/signin');
    await signInThroughForm(page, USERS.admin);
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await expect(page).toHaveURL(/\/courses\/own$/);

    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/tenant/auth/logout'));
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await loggedOut).status()).toBe(204);
    // A copy of the token (another tab, a stolen one) no longer works.
    const withOldToken = await request.get(`${BASE_URL}/tenant/auth/profile`, { headers: { Authorization: `Bearer ${token}` } });
    expect(withOldToken.status()).toBe(401);
  });

  test('a 401 from the server ends the session', async ({ page, request }) => {
    const staleToken = await signedIn(page, request, USERS.teacher);
    await page.goto('/courses/own');
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();

    // A password change elsewhere makes every older token invalid: the server answers 401.
    const changed = await request.put(`${BASE_URL}/tenant/user/password`, {
      headers: { Authorization: `Bearer ${staleToken}` },
      data: { oldPassword: DEMO_PASSWORD, newPassword: 'temporary-pass-1', confirmPassword: 'temporary-pass-1' },
    });
    expect(changed.status()).toBe(200);
    const freshToken = ((await changed.json()) as { data: { accessToken: string } }).data.accessToken;
    try {
      await page.getByRole('searchbox', { name: /search courses/i }).fill('Business');
      await expect(page).toHaveURL(/\/auth\/signin/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      const restored = await request.put(`${BASE_URL}/tenant/user/password`, {
        headers: { Authorization: `Bearer ${freshToken}` },
        data: { oldPassword: 'temporary-pass-1', newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
      });
      expect(restored.status()).toBe(200);
    }
  });
});

test.describe('password recovery by mail', () => {
  test('forgot, the mailed link, reset; the new password works and the old one no longer', async ({ page, request }) => {
    await useEnglish(page);
    const sink = await startSmtpSink(SMTP_PORT);
    try {
      await page.goto('/auth/signin');
      await page.getByRole('link', { name: /forgot password/i }).click();
      await expect(page).toHaveURL(/\/auth\/forgot-password$/);
      await page.getByRole('button', { name: /send|reset|continue/i }).click();
      await expect(page.getByText('This field is required')).toBeVisible();

      await page.getByLabel(/^email$/i).fill(USERS.student);
      await page.getByRole('button', { name: /send|reset|continue/i }).click();
      await expect(page.getByText(/if an account exists for this email/i)).toBeVisible();

      // An unknown address gets the very same answer.
      const unknown = await request.post(`${BASE_URL}/tenant/auth/password-recovery/forgot`, {
        data: { email: 'nobody@demo.test' },
        headers: { 'Accept-Language': 'en' },
      });
      expect(((await unknown.json()) as { data: { message: string } }).data.message).toMatch(/if an account exists/i);

      await expect.poll(() => sink.mails.filter((mail) => mail.to === USERS.student).length, { timeout: 15_000 }).toBe(1);
      const link = resetLinkFrom(sink.mails.find((mail) => mail.to === USERS.student)?.raw ?? '');
      expect(sink.mails.some((mail) => mail.to === 'nobody@demo.test')).toBe(false);

      await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
      await page.getByLabel(/^new password$/i).fill('short');
      await page.getByLabel(/^confirm/i).fill('different');
      await page.getByRole('button', { name: /reset|save|change/i }).click();
      await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

      await page.getByLabel(/^new password$/i).fill('brand-new-pass');
      await page.getByLabel(/^confirm/i).fill('brand-new-pass');
      await page.getByRole('button', { name: /reset|save|change/i }).click();
      await expect(page.getByText(/your password has been changed/i)).toBeVisible();

      // The link is single-use.
      const reused = await request.post(`${BASE_URL}/tenant/auth/password-recovery/reset`, {
        data: { token: new URL(link).searchParams.get('token'), password: 'another-pass-1', confirmPassword: 'another-pass-1' },
      });
      expect(reused.status()).toBe(400);

      const old = await request.post(`${BASE_URL}/tenant/auth/login`, { data: { email: USERS.student, password: DEMO_PASSWORD } });
      expect(old.status()).toBe(401);

      await page.getByRole('link', { name: /sign in/i }).click();
      await signInThroughForm(page, USERS.student, 'brand-new-pass');
      // A student lands on their classes (with the homework due), staff on the courses.
      await expect(page).toHaveURL(/\/lessons\/classes$/);
    } finally {
      await sink.close();
      // Put the demo password back for the other tests.
      const token = await tokenFor(request, USERS.student, 'brand-new-pass').catch(() => null);
      if (token) {
        await request.put(`${BASE_URL}/tenant/user/password`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { oldPassword: 'brand-new-pass', newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
        });
      }
    }
  });

  test('an invalid reset link says so and offers a new one', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/auth/reset-password?token=not-a-real-token-at-all');
    await page.getByLabel(/^new password$/i).fill('brand-new-pass');
    await page.getByLabel(/^confirm/i).fill('brand-new-pass');
    await page.getByRole('button', { name: /reset|save|change/i }).click();
    await expect(page.getByText(/invalid or has expired/i)).toBeVisible();
  });

  test('the auth 404 page shows the spec text', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/auth/404');
    await expect(page.getByText('Oops! Something went wrong. The page may have been deleted or never existed.')).toBeVisible();
  });
});
