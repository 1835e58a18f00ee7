import { expect, test } from '@playwright/test';
import { signedIn } from '../support/helpers';
import { USERS } from '../support/env';
import { describeViolations, seriousAxeViolations } from '../support/shell-helpers';

/**
 * Issue 23's analytics over the real server, database and browser: staff open /analytics from the
 * sidebar and see the school's figures and a table of the days (the demo seed has lessons in the
 * last two weeks and a pack paid five days ago), then weeks for three months; a student is refused.
 */
test('staff see the school’s figures and lessons by day and by week; a student is refused', async ({ browser, page, request }) => {
  await signedIn(page, request, USERS.admin);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  const byDay = page.getByRole('table', { name: 'Lessons and revenue by day' });
  await expect(byDay).toBeVisible();
  // A header row and 30 days.
  await expect(byDay.getByRole('row')).toHaveCount(31);
  await expect(page.getByText('Revenue').first()).toBeVisible();
  await expect(page.locator('dd').nth(3)).toContainText('UAH');
  const problems = await seriousAxeViolations(page);
  expect(problems, describeViolations(problems)).toEqual([]);

  await page.getByLabel('Range').selectOption({ label: '3 months' });
  await expect(page.getByRole('table', { name: 'Lessons and revenue by week' })).toBeVisible();

  // A fresh context: the admin's token stays in the first page's storage.
  const studentPage = await browser.newPage();
  await signedIn(studentPage, request, USERS.student);
  await studentPage.goto('/analytics');
  await expect(studentPage).toHaveURL(/\/access-denied$/);
  await studentPage.close();
});
