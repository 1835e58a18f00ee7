import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, DEMO_PASSWORD, E2E_DIR, USERS } from '../support/env';
import { signInThroughForm, signedIn, tokenFor, useEnglish } from '../support/helpers';

/** A real 64×40 PNG. */
const PNG = fs.readFileSync(path.join(E2E_DIR, 'fixtures', 'course.png'));

interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string | null;
  timezone: string | null;
  image: string | null;
}

async function readProfile(request: APIRequestContext, token: string): Promise<Profile> {
  const response = await request.get(`${BASE_URL}/tenant/user`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Profile }).data;
}

/** The header's user menu button: it is named after the user. */
function userMenuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /user menu/i });
}

async function openProfile(page: Page): Promise<void> {
  await page.goto('/settings/profile');
  await expect(page.getByLabel('First name')).not.toHaveValue('');
}

test.describe('profile', () => {
  test('a name change shows in the header at once and is kept by the server', async ({ page, request }) => {
    const token = await signedIn(page, request, USERS.teacher);
    const original = await readProfile(request, token);
    try {
      await openProfile(page);
      await expect(userMenuButton(page)).toContainText(`${original.firstName} ${original.lastName}`);

      await page.getByLabel('First name').fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('This field is required')).toBeVisible();

      await page.getByLabel('First name').fill('Tarasyk');
      await page.getByLabel('Last name').fill('Teacherenko');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
      await expect(userMenuButton(page)).toContainText('Tarasyk Teacherenko');
      await expect(userMenuButton(page)).toHaveAccessibleName(/Tarasyk Teacherenko/);

      await page.reload();
      await expect(page.getByLabel('First name')).toHaveValue('Tarasyk');
      await expect(page.getByLabel('Last name')).toHaveValue('Teacherenko');
      await expect(userMenuButton(page)).toContainText('Tarasyk Teacherenko');
    } finally {
      const restored = await request.put(`${BASE_URL}/tenant/user/profile`, {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          firstName: original.firstName,
          lastName: original.lastName,
          email: original.email,
          phone: original.phone,
          country: original.country,
          timezone: original.timezone,
        },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('a new e-mail needs the current password, and a taken one is refused without saying where', async ({ page, request }) => {
    const token = await signedIn(page, request, USERS.student);
    const original = await readProfile(request, token);
    const changed = 'student.renamed@demo.test';
    try {
      await openProfile(page);
      await expect(page.getByLabel('Current password')).toHaveCount(0);
      await page.getByLabel('Email').fill(changed);
      const password = page.getByLabel('Current password');
      await expect(password).toBeVisible();

      await password.fill('not-my-password');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(password).toHaveAccessibleDescription(/The current password is incorrect/);
      expect((await readProfile(request, token)).email).toBe(original.email);

      // Another school's address: the same neutral answer as any taken one.
      await page.getByLabel('Email').fill(USERS.otherAdmin);
      await password.fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/This email cannot be used/);

      await page.getByLabel('Email').fill(changed);
      await password.fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
      expect((await readProfile(request, token)).email).toBe(changed);
    } finally {
      const restored = await request.put(`${BASE_URL}/tenant/user/profile`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { ...original, image: undefined, currentPassword: DEMO_PASSWORD },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('avatar: a non-image and a 2 MB file are refused; a PNG is uploaded, shown in the header, then deleted', async ({ page, request }) => {
    const token = await signedIn(page, request, USERS.teacher);
    const avatarRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/tenant/user/avatar')) avatarRequests.push(sent.method());
    });
    try {
      await openProfile(page);
      const picker = page.getByLabel('Upload photo');
      const header = page.getByRole('banner');
      await expect(header.locator('img')).toHaveCount(0);

      await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await expect(page.getByRole('alert').filter({ hasText: 'Only images are allowed' })).toBeVisible();
      await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) });
      await expect(page.getByRole('alert').filter({ hasText: 'File size must not exceed 1 MB' })).toBeVisible();
      // Refused in the browser: nothing was sent.
      expect(avatarRequests).toEqual([]);

      await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('status').filter({ hasText: 'Avatar updated successfully' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: /Only images|File size/ })).toHaveCount(0);
      await expect(page.getByRole('img', { name: /^Profile photo of / })).toBeVisible();
      // The header shows it at once, from the server's copy.
      await expect(header.locator('img')).toHaveAttribute('src', /\/tenant\/files\//);
      const served = await request.get(`${BASE_URL}${new URL((await header.locator('img').getAttribute('src')) ?? '', BASE_URL).pathname}`);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toContain('image/png');

      await page.reload();
      await expect(header.locator('img')).toHaveAttribute('src', /\/tenant\/files\//);
      await expect(page.getByRole('img', { name: /^Profile photo of / })).toBeVisible();

      await page.getByRole('button', { name: 'Delete photo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Avatar deleted successfully' })).toBeVisible();
      await expect(header.locator('img')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete photo' })).toHaveCount(0);
      await expect(page.getByLabel('Upload photo')).toBeFocused();
      expect((await readProfile(request, token)).image).toBeNull();
    } finally {
      await request.delete(`${BASE_URL}/tenant/user/avatar`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });

  test('the server checks the avatar too: by content and by size', async ({ request }) => {
    const token = await tokenFor(request, USERS.teacher);
    const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' };
    const disguised = await request.put(`${BASE_URL}/tenant/user/avatar`, {
      headers,
      multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a PNG') } },
    });
    expect(disguised.status()).toBe(415);
    expect(((await disguised.json()) as { message: string }).message).toBe('Only images are allowed');

    const huge = await request.put(`${BASE_URL}/tenant/user/avatar`, {
      headers,
      multipart: { file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) } },
    });
    expect(huge.status()).toBe(413);
    expect((await readProfile(request, token)).image).toBeNull();
  });
});

test.describe('password', () => {
  // The second school's admin: no other journey changes this account.
  const email = USERS.otherAdmin;
  const newPassword = 'fresh-pass-2026';

  test('wrong current password, mismatch, then a change; sign-in takes the new password only', async ({ page, request }) => {
    const oldToken = await signedIn(page, request, email);
    try {
      await page.goto('/settings/profile/privacy');
      const current = page.getByLabel('Current password', { exact: true });
      const next = page.getByLabel('New password', { exact: true });
      const confirm = page.getByLabel('Confirm new password', { exact: true });
      const submit = page.getByRole('button', { name: 'Change password' });

      await current.fill('not-my-password');
      await next.fill(newPassword);
      await confirm.fill(newPassword);
      await submit.click();
      await expect(page.getByText('The current password is incorrect')).toBeVisible();
      await expect(current).toHaveAttribute('aria-invalid', 'true');

      await current.fill(DEMO_PASSWORD);
      await next.fill('short');
      await confirm.fill('short');
      await submit.click();
      await expect(page.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();
      await expect(next).toHaveAttribute('aria-invalid', 'true');

      await next.fill(newPassword);
      await confirm.fill(`${newPassword}-typo`);
      await submit.click();
      await expect(page.getByText('Passwords do not match')).toBeVisible();

      await confirm.fill(newPassword);
      await submit.click();
      await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully' })).toBeVisible();
      await expect(current).toHaveValue('');

      // This tab goes on with its fresh token; a token from before the change is refused.
      await page.reload();
      await expect(page.getByLabel('Current password', { exact: true })).toBeVisible();
      const stale = await request.get(`${BASE_URL}/tenant/user`, { headers: { Authorization: `Bearer ${oldToken}` } });
      expect(stale.status()).toBe(401);

      await page.getByRole('button', { name: /user menu/i }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).or(page.getByRole('button', { name: 'Sign out' })).click();
      await expect(page).toHaveURL(/\/auth\/signin/);

      await signInThroughForm(page, email, DEMO_PASSWORD);
      await expect(page.getByRole('alert')).toContainText('Invalid email or password!');
      await signInThroughForm(page, email, newPassword);
      await expect(page).toHaveURL(/\/courses\/own$/);
    } finally {
      // Put the demo password back for the other journeys.
      const token = await tokenFor(request, email, newPassword).catch(() => null);
      if (token) {
        const restored = await request.put(`${BASE_URL}/tenant/user/password`, {
          headers: { Authorization: `Bearer ${token}` },
          data: { oldPassword: newPassword, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
        });
        expect(restored.status()).toBe(200);
      }
    }
    expect((await request.post(`${BASE_URL}/tenant/auth/login`, { data: { email, password: DEMO_PASSWORD } })).status()).toBe(200);
  });

  test('signed out, the settings pages lead to sign-in and back', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/settings/profile/privacy');
    await expect(page).toHaveURL(/\/auth\/signin\?redirectUrl=%2Fsettings%2Fprofile%2Fprivacy$/);
    await signInThroughForm(page, USERS.student);
    await expect(page).toHaveURL(/\/settings\/profile\/privacy$/);
    await expect(page.getByLabel('Current password', { exact: true })).toBeVisible();
  });
});
