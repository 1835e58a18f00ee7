import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DIR, USERS } from '../support/env';
import { signedIn } from '../support/helpers';

const imageFile = path.join(E2E_DIR, 'fixtures', 'course.png');

test.describe('own courses', () => {
  test('a teacher creates a course with an image, edits, duplicates and deletes it', async ({ page, request }) => {
    await signedIn(page, request, USERS.teacher);
    await page.goto('/courses/own');
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();

    await page.getByRole('button', { name: 'Create course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create course' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill('X');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Must be at least 2 characters')).toBeVisible();

    await dialog.getByLabel('Name', { exact: true }).fill('Spanish for Travellers');
    await dialog.getByLabel('Description').fill('Airports, hotels and restaurants.');
    await dialog.getByLabel('Course language').selectOption('es');
    await dialog.getByLabel('Teaching language').selectOption('uk');
    await dialog.getByLabel('Level').selectOption('a2');
    await dialog.locator('input[type=file]').setInputFiles(imageFile);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Course created successfully' }).first()).toBeVisible();
    // The new course opens, to be filled (issue 20); its list has it too.
    await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spanish for Travellers' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to own courses' }).click();

    const row = page.getByRole('row', { name: /Spanish for Travellers/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('A2')).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', /\/tenant\/files\//);

    // Edit
    await row.getByRole('button', { name: 'Edit Spanish for Travellers' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit course' });
    await editDialog.getByLabel('Name', { exact: true }).fill('Spanish for Travel');
    await editDialog.getByLabel('Level').selectOption('b1');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(editDialog).toBeHidden();
    const edited = page.getByRole('row', { name: /Spanish for Travel\b/ }).first();
    await expect(edited.getByText('B1')).toBeVisible();

    // Survives a reload: it is on the server.
    await page.reload();
    await expect(page.getByRole('row', { name: /Spanish for Travel\b/ }).first()).toBeVisible();

    // Duplicate
    await page.getByRole('button', { name: 'Duplicate Spanish for Travel' }).click();
    await expect(page.getByRole('row', { name: /Spanish for Travel \(copy\)/ })).toBeVisible();

    // Delete both, with confirmation
    for (const name of ['Spanish for Travel (copy)', 'Spanish for Travel']) {
      await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete course' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(confirm).toBeHidden();
    }
    await expect(page.getByRole('row', { name: /Spanish for Travel/ })).toHaveCount(0);
  });

  test('courses are reordered by keyboard and the order is kept by the server', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin);
    await page.goto('/courses/own');
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Move down / }) });
    await expect(rows.first()).toBeVisible();
    const firstName = (await rows.first().getByRole('button', { name: /^Edit / }).getAttribute('aria-label'))?.replace(/^Edit /, '') ?? '';
    const secondName = (await rows.nth(1).getByRole('button', { name: /^Edit / }).getAttribute('aria-label'))?.replace(/^Edit /, '') ?? '';

    await page.getByRole('button', { name: `Move down ${firstName}` }).focus();
    await page.keyboard.press('Enter');
    await expect(rows.nth(1).getByRole('button', { name: `Edit ${firstName}` })).toBeVisible();
    await expect(rows.first().getByRole('button', { name: `Edit ${secondName}` })).toBeVisible();

    await page.reload();
    await expect(rows.nth(1).getByRole('button', { name: `Edit ${firstName}` })).toBeVisible();

    // The drag handle works with the keyboard as well: pick up, move up, drop.
    const handle = page.getByRole('button', { name: `Reorder ${firstName}` });
    const announcer = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up where it stands, second of the list.
    await expect(announcer).toContainText(`${firstName} moved to position 2 of`);
    await page.keyboard.press('ArrowUp');
    await expect(announcer).toContainText(`${firstName} moved to position 1 of`);
    await page.keyboard.press('Space');
    await expect(announcer).toContainText(`${firstName} dropped at position 1`);
    await expect(rows.first().getByRole('button', { name: `Edit ${firstName}` })).toBeVisible();
    await page.reload();
    await expect(rows.first().getByRole('button', { name: `Edit ${firstName}` })).toBeVisible();
  });

  test('the search filters the list and is kept in the address', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin);
    await page.goto('/courses/own');
    await page.getByRole('searchbox', { name: /search courses/i }).fill('Business');
    await expect(page).toHaveURL(/search=Business/);
    await expect(page.getByRole('row', { name: /Business English/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /IELTS/ })).toHaveCount(0);
  });

  test('a student sees only the courses their classes use, and cannot change them', async ({ page, request }) => {
    await signedIn(page, request, USERS.student);
    await page.goto('/courses/own');
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    // The demo classes work on English for Beginners; Business English is no class of theirs (issue 22).
    await expect(page.getByRole('row', { name: /English for Beginners/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Business English/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create course' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });

  test('a course that does not exist says so and offers the way back, not a retry (issue 20)', async ({ page, request }) => {
    await signedIn(page, request, USERS.teacher);
    await page.goto('/courses/00000000-0000-4000-8000-00000000dead');
    await expect(page.getByRole('alert').filter({ hasText: 'This course was not found.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to own courses' }).click();
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
  });

  test('another school sees none of these courses', async ({ page, request }) => {
    await signedIn(page, request, USERS.otherAdmin);
    await page.goto('/courses/own');
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Business English/ })).toHaveCount(0);
  });
});

