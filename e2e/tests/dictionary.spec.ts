import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../support/helpers';
import { USERS } from '../support/env';
import { describeViolations, seriousAxeViolations } from '../support/shell-helpers';

/**
 * The personal dictionary over the real server, database and browser: a student adds two words,
 * edits one, finds it by its translation and deletes the other after confirming; their teacher
 * filters the school's dictionary by that student and finds the word that is left.
 */

// Each run has a fresh database; the suffix keeps words unique if the spec is repeated on one.
const run = Math.random().toString(36).slice(2, 8);
const kept = { phrase: `lighthouse ${run}`, translation: 'маяк', edited: `маяк на березі ${run}` };
const dropped = { phrase: `puddle ${run}`, translation: 'калюжа' };

const toast = (page: Page, text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();
const table = (page: Page) => page.getByRole('table', { name: 'Dictionary' });

async function addWord(page: Page, word: { phrase: string; translation: string }) {
  await page.getByRole('button', { name: 'Add word' }).click();
  const dialog = page.getByRole('dialog', { name: 'New word' });
  await dialog.getByLabel('Word or phrase').fill(word.phrase);
  await dialog.getByLabel('Translation', { exact: true }).fill(word.translation);
  await dialog.getByLabel('Language').selectOption('en');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Record added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table(page).getByRole('row').filter({ hasText: word.phrase })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a student adds, edits, searches and deletes words in their dictionary', async ({ page, request }) => {
  await signedIn(page, request, USERS.student);
  await page.goto('/dictionary');
  await expect(page.getByRole('heading', { name: 'Dictionary', level: 1 })).toBeVisible();
  // A student has no student filter: their dictionary is their own.
  await expect(page.getByLabel('Student')).toHaveCount(0);

  await addWord(page, kept);
  await addWord(page, dropped);

  // The same word again is refused with the server's message beside the field.
  await page.getByRole('button', { name: 'Add word' }).click();
  const again = page.getByRole('dialog', { name: 'New word' });
  await again.getByLabel('Word or phrase').fill(kept.phrase.toUpperCase());
  await again.getByLabel('Translation', { exact: true }).fill('ще раз');
  await again.getByRole('button', { name: 'Add' }).click();
  await expect(again.getByLabel('Word or phrase')).toHaveAccessibleDescription(/already in the student’s dictionary/);
  await again.getByRole('button', { name: 'Cancel' }).click();

  await table(page).getByRole('button', { name: `Edit ${kept.phrase}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit word' });
  await edit.getByLabel('My translation (optional)').fill(kept.edited);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Record updated')).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: kept.phrase })).toContainText(kept.edited);
  await expect(table(page).getByRole('button', { name: `Listen to ${kept.phrase}` })).toBeVisible();

  // Found by the translation the student wrote.
  await page.getByRole('searchbox', { name: 'Search the dictionary' }).fill(kept.edited);
  await expect(table(page).getByRole('row').filter({ hasText: dropped.phrase })).toHaveCount(0);
  await expect(table(page).getByRole('row').filter({ hasText: kept.phrase })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the dictionary' }).fill('');
  await expect(table(page).getByRole('row').filter({ hasText: dropped.phrase })).toBeVisible();

  await table(page).getByRole('button', { name: `Delete ${dropped.phrase}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the word' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Record deleted')).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: dropped.phrase })).toHaveCount(0);

  const problems = await seriousAxeViolations(page);
  expect(problems, describeViolations(problems)).toEqual([]);
});

test('a teacher filters the school’s dictionary by that student', async ({ page, request }) => {
  await signedIn(page, request, USERS.teacher);
  await page.goto('/dictionary');
  const filter = page.getByLabel('Student', { exact: true });
  await filter.selectOption({ label: 'Sofia Student' });
  await expect(page).toHaveURL(/studentId=/);
  const row = table(page).getByRole('row').filter({ hasText: kept.phrase });
  await expect(row).toContainText(kept.edited);
  await expect(row).toContainText('Sofia Student');
  await expect(table(page).getByRole('row').filter({ hasText: dropped.phrase })).toHaveCount(0);
  // Every row shown is that student's.
  const rows = table(page).locator('tbody tr');
  const count = await rows.count();
  for (let index = 0; index < count; index += 1) await expect(rows.nth(index)).toContainText('Sofia Student');
});
