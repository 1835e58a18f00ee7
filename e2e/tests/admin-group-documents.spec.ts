import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedIn, tokenFor } from '../support/helpers';
import { BASE_URL, USERS } from '../support/env';
import { describeViolations, seriousAxeViolations } from '../support/shell-helpers';

/**
 * Group documents over the real server, database and browser: an administrator uploads a public
 * and a private document on a group's documents tab; a student of the group finds the public one
 * on their own documents page, marked with the group, and never the private one.
 */

// Each run has a fresh database; the suffix keeps names unique if the spec is repeated on one.
const run = Math.random().toString(36).slice(2, 8);
const student = { firstName: 'Taras', lastName: `Reader${run}`, email: `taras.${run}@demo.test`, password: 'learn12345' };
const groupName = `Reading circle ${run}`;

// The smallest file the server takes for a PDF by its content.
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

async function expectAccessible(page: Page) {
  const problems = await seriousAxeViolations(page);
  expect(problems, describeViolations(problems)).toEqual([]);
}

/** The student and the group with the student in it, made through the API: this journey is about the documents. */
async function studentInGroup(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenFor(request, USERS.admin)}` };
  const created = await request.post(`${BASE_URL}/tenant/users`, { headers, data: { type: 'students', ...student } });
  expect(created.status()).toBe(201);
  const userId = ((await created.json()) as { data: { id: string } }).data.id;
  const group = await request.post(`${BASE_URL}/tenant/groups`, { headers, data: { name: groupName, description: 'Books in English' } });
  expect(group.status()).toBe(201);
  const groupId = ((await group.json()) as { data: { id: string } }).data.id;
  expect((await request.post(`${BASE_URL}/tenant/groups/${groupId}/users`, { headers, data: { userId } })).ok()).toBe(true);
  return groupId;
}

async function upload(page: Page, file: { name: string; fileName: string; type: 'Public' | 'Private' }) {
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('File').setInputFiles({ name: file.fileName, mimeType: 'application/pdf', buffer: pdf(file.name) });
  await expect(form.getByLabel('Name')).toHaveValue(file.fileName.replace(/\.pdf$/, ''));
  await form.getByLabel('Name').fill(file.name);
  await form.getByLabel('Who sees it').selectOption({ label: file.type });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('list', { name: 'Documents' }).getByRole('listitem').filter({ hasText: file.name })).toContainText(file.type);
}

test.describe.configure({ mode: 'serial' });

test('an administrator uploads a public and a private document to a group', async ({ page, request }) => {
  const groupId = await studentInGroup(request);
  await signedIn(page, request, USERS.admin);
  await page.goto('/users/groups');
  await page.getByRole('link', { name: groupName }).click();
  await expect(page).toHaveURL(new RegExp(`/users/groups/${groupId}$`));
  await expect(page.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members of the group' }).getByText(`${student.firstName} ${student.lastName}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('No documents yet.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Upload a document' }).getByLabel('Who sees it')).toHaveAccessibleDescription(
    'Public documents are shown to every student of the group on their documents page.',
  );
  await upload(page, { name: 'Reading list', fileName: 'reading-list.pdf', type: 'Public' });
  await upload(page, { name: 'Teacher notes', fileName: 'teacher-notes.pdf', type: 'Private' });
  await expect(page.getByRole('list', { name: 'Documents' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);

  // What the server kept: the documents are the group's, read again after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('list', { name: 'Documents' }).getByRole('listitem')).toHaveCount(2);
});

test('the student sees the group’s public document on their documents page, and not the private one', async ({ page, request }) => {
  const token = await tokenFor(request, student.email, student.password);
  await page.addInitScript((stored) => {
    if (!window.sessionStorage.getItem('e2e-student')) {
      window.localStorage.setItem('token', stored);
      window.localStorage.setItem('locale', 'en');
      window.sessionStorage.setItem('e2e-student', '1');
    }
  }, token);
  await page.goto('/settings/profile/documents');
  const list = page.getByRole('list', { name: 'My documents' });
  const shared = list.getByRole('listitem').filter({ hasText: 'Reading list' });
  await expect(shared).toContainText(`Group: ${groupName}`);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Teacher notes')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await shared.getByRole('button', { name: 'Download Reading list' }).click();
  expect((await download).suggestedFilename()).toBe('reading-list.pdf');
  await expectAccessible(page);
});
