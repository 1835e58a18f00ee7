import { expect, test, type Page } from '@playwright/test';
import { USERS } from '../support/env';
import { signedIn, useEnglish } from '../support/helpers';
import { THEME_SCHEMAS, describeViolations, openUserMenu, presetTheme, reloadWithStoredTheme, seriousAxeViolations, type ThemeMode } from '../support/shell-helpers';

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const problems = await seriousAxeViolations(page);
  expect(problems, `axe found serious or critical problems on ${what}:\n${describeViolations(problems)}`).toEqual([]);
}

for (const mode of ['light', 'dark'] as const satisfies readonly ThemeMode[]) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await presetTheme(page, 'default', mode);
    });

    test('sign-in page, empty and with validation errors', async ({ page }) => {
      await useEnglish(page);
      await page.goto('/auth/signin');
      await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme-mode', mode);
      await expectNoSeriousViolations(page, 'the sign-in page');

      await page.getByRole('button', { name: /^sign in$/i }).click();
      await expect(page.getByText('Please enter your email')).toBeVisible();
      await expectNoSeriousViolations(page, 'the sign-in page with errors');
    });

    test('profile settings page', async ({ page, request }) => {
      await signedIn(page, request, USERS.teacher);
      await page.goto('/settings/profile');
      await expect(page.getByLabel('First name')).not.toHaveValue('');
      await expect(page.locator('html')).toHaveAttribute('data-theme-mode', mode);
      await expectNoSeriousViolations(page, 'the profile page');
    });

    test('privacy (password) page, empty and with validation errors', async ({ page, request }) => {
      await signedIn(page, request, USERS.teacher);
      await page.goto('/settings/profile/privacy');
      await expect(page.getByLabel('Current password', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, 'the privacy page');

      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('This field is required').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'the privacy page with errors');
    });

    test('the shell on the courses page, with the user menu open', async ({ page, request }) => {
      await signedIn(page, request, USERS.admin);
      await page.goto('/courses/own');
      await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
      await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme-mode', mode);
      await expectNoSeriousViolations(page, 'the courses page');

      await openUserMenu(page);
      await expect(page.getByRole('group', { name: 'User menu' })).toBeVisible();
      await expectNoSeriousViolations(page, 'the shell with the user menu open');
    });
  });
}

test('the shell in every colour scheme, light and dark', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedIn(page, request, USERS.admin);
  await page.goto('/courses/own');
  await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
  const found: string[] = [];
  for (const schema of THEME_SCHEMAS) {
    for (const mode of ['light', 'dark'] as const) {
      await reloadWithStoredTheme(page, schema, mode);
      await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme-schema', schema);
      const problems = await seriousAxeViolations(page);
      if (problems.length > 0) found.push(`${schema} ${mode}:\n${describeViolations(problems)}`);
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
