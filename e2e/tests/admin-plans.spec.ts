import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedIn, tokenFor } from '../support/helpers';
import { USERS } from '../support/env';
import { expectFitsScreen } from '../support/phone';
import { describeViolations, seriousAxeViolations } from '../support/shell-helpers';

/**
 * Issue 11's proof over the real server, database and browser: an administrator creates a
 * teacher, a student and a group, puts the student in it, creates a tariff plan with two packs,
 * assigns a pack to the student and pays it, and uploads one private and one public document;
 * the student then sees the plan, the balance history and only the public document. Staff
 * without the right keys are refused the pages and do not see them in the sidebar.
 */

// Each run has a fresh database; the suffix keeps names unique if the spec is repeated on one.
const run = Math.random().toString(36).slice(2, 8);
const teacher = { firstName: 'Petro', lastName: `Tutor${run}`, email: `petro.${run}@demo.test`, password: 'teach12345' };
const student = { firstName: 'Oksana', lastName: `Learner${run}`, email: `oksana.${run}@demo.test`, password: 'learn12345' };
const groupName = `Conversation club ${run}`;
const planName = `Conversation ${run}`;
const studentName = `${student.firstName} ${student.lastName}`;

// The smallest file the server takes for a PDF by its content.
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

async function expectAccessible(page: Page) {
  const problems = await seriousAxeViolations(page);
  expect(problems, describeViolations(problems)).toEqual([]);
}

async function navItemIds(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.locator('[data-nav-item]').first()).toBeVisible();
  return nav.locator('[data-nav-item]').evaluateAll((links) => links.map((link) => link.getAttribute('data-nav-item') ?? ''));
}

async function createUser(page: Page, list: 'teachers' | 'students', user: typeof teacher) {
  await page.goto(`/users/${list}`);
  await page.getByRole('button', { name: list === 'teachers' ? 'Add teacher' : 'Add student' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill(user.firstName);
  await dialog.getByLabel('Last name').fill(user.lastName);
  await dialog.getByLabel('E-mail').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
}

/** The student signs in with the password the administrator gave (a real token, as a restored session). */
async function signedInAsStudent(page: Page, request: APIRequestContext) {
  const token = await tokenFor(request, student.email, student.password);
  await page.addInitScript((stored) => {
    if (!window.sessionStorage.getItem('e2e-student')) {
      window.localStorage.setItem('token', stored);
      window.localStorage.setItem('locale', 'en');
      window.sessionStorage.setItem('e2e-student', '1');
    }
  }, token);
}

async function openStudent(page: Page) {
  await page.goto(`/users/students?q=${encodeURIComponent(student.lastName)}`);
  await page.getByRole('row', { name: new RegExp(student.lastName) }).getByRole('link', { name: studentName }).click();
  await expect(page.getByRole('heading', { name: studentName, level: 1 })).toBeVisible();
}

async function upload(page: Page, file: { name: string; fileName: string; type: 'Public' | 'Private' }) {
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('File').setInputFiles({ name: file.fileName, mimeType: 'application/pdf', buffer: pdf(file.name) });
  await form.getByLabel('Name').fill(file.name);
  await form.getByLabel('Who sees it').selectOption({ label: file.type });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('list', { name: 'Documents' }).getByText(file.name, { exact: true })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('an administrator sets up a student: group, plan with two packs, a paid pack, a private and a public document', async ({ page, request }) => {
  // A long journey of many pages: on a busy two-core machine it nears the default deadline.
  test.setTimeout(150_000);
  await signedIn(page, request, USERS.admin);

  await createUser(page, 'teachers', teacher);
  await createUser(page, 'students', student);

  // A group with the student in it.
  await page.goto('/users/groups');
  await page.getByRole('button', { name: 'Create group' }).click();
  await page.getByRole('dialog', { name: 'New group' }).getByLabel('Name').fill(groupName);
  await page.getByRole('dialog', { name: 'New group' }).getByRole('button', { name: 'Create' }).click();
  await page.getByRole('link', { name: groupName }).click();
  await page.getByRole('searchbox', { name: 'Search students to add' }).fill(student.lastName);
  await page.getByRole('list', { name: 'Students found' }).getByRole('button', { name: `Add ${studentName} to the group` }).click();
  await expect(page.getByRole('list', { name: 'Members of the group' }).getByText(studentName)).toBeVisible();

  // The school settings, reached from the sidebar (administrators only).
  expect(await navItemIds(page)).toEqual(expect.arrayContaining(['users', 'settings', 'schoolSettings']));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'School settings' }).click();
  await expect(page).toHaveURL(/\/settings\/school\/general$/);
  await expect(page.getByLabel('School name')).toHaveValue('Demo School');
  await expectAccessible(page);

  // A plan with two packs, priced exactly.
  await page.getByRole('navigation', { name: 'School settings' }).getByRole('link', { name: 'Tariff plans' }).click();
  await expect(page).toHaveURL(/\/settings\/school\/plans$/);
  await page.getByRole('button', { name: 'Add plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tariff plan' });
  await dialog.getByLabel('Name').fill(planName);
  await dialog.getByLabel('Lesson duration, minutes').fill('45');
  await dialog.getByLabel('Validity, days').fill('60');
  await dialog.getByLabel('Currency').selectOption('EUR');
  const first = dialog.getByRole('group', { name: 'Pack 1' });
  await first.getByLabel('Lessons').fill('4');
  await first.getByLabel('Price, EUR').fill('100.50');
  await dialog.getByRole('button', { name: 'Add pack' }).click();
  const second = dialog.getByRole('group', { name: 'Pack 2' });
  await second.getByLabel('Lessons').fill('10');
  await second.getByLabel('Price, EUR').fill('230');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const planRow = page.getByRole('row', { name: new RegExp(planName) });
  await expect(planRow.getByText('Lessons: 4 · €100.50')).toBeVisible();
  await expect(planRow.getByText('Lessons: 10 · €230.00')).toBeVisible();
  await expect(planRow.getByText('45 min')).toBeVisible();
  await expectAccessible(page);

  // The larger pack to the student, then paid: the ledger credits its lessons.
  await openStudent(page);
  const tabs = page.getByRole('tablist', { name: 'User details' });
  // A student has no access rights to grant: their page has no such tab (issue 20). Schedule and
  // classes come first, from their own areas (spec 01 §2; e2e/tests/admin-tabs.spec.ts).
  await expect(tabs.getByRole('tab')).toHaveText(['Schedule', 'Classes', 'Tariffs', 'Documents', 'Plan history']);
  await tabs.getByRole('tab', { name: 'Tariffs' }).click();
  await page.getByLabel('Plan and pack').selectOption({ label: `${planName} — lessons: 10, €230.00` });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const card = page.getByRole('article', { name: planName });
  await expect(card.getByText('Not paid')).toBeVisible();
  // Paying asks what was taken, when and how, then confirms before the lessons are credited.
  await card.getByRole('button', { name: `Pay ${planName}` }).click();
  const payment = page.getByRole('dialog', { name: `Payment for ${planName}` });
  await expect(payment.getByLabel('Amount taken (EUR)')).toHaveValue('230.00');
  await payment.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await expectAccessible(page);
  await payment.getByRole('button', { name: 'Continue' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Confirm the payment' });
  await expect(confirmation).toContainText('€230.00');
  await confirmation.getByRole('button', { name: 'Record payment' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.locator('dt', { hasText: /^Payment$/ }).locator('+ dd')).toContainText('Bank transfer');
  await expect(card.locator('dt', { hasText: 'Remaining' }).locator('+ dd')).toHaveText('10');
  await expect(card.locator('dt', { hasText: 'Used' }).locator('+ dd')).toHaveText('0');
  await expect(card.locator('dt', { hasText: 'Next payment' }).locator('+ dd')).not.toHaveText('—');
  await expectAccessible(page);

  // One private and one public document.
  await tabs.getByRole('tab', { name: 'Documents' }).click();
  await upload(page, { name: 'Placement test notes', fileName: 'placement-notes.pdf', type: 'Private' });
  await upload(page, { name: 'Welcome letter', fileName: 'welcome-letter.pdf', type: 'Public' });
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('listitem').filter({ hasText: 'Placement test notes' }).getByText('Private')).toBeVisible();
  await expect(documents.getByRole('listitem').filter({ hasText: 'Welcome letter' }).getByText('Public')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Placement test notes' }).click();
  expect((await download).suggestedFilename()).toBe('placement-notes.pdf');
  await expectAccessible(page);

  // The ledger as the administration sees it.
  await tabs.getByRole('tab', { name: 'Plan history' }).click();
  const history = page.getByRole('table', { name: 'Balance history' });
  await expect(history.getByRole('row').filter({ hasText: planName })).toHaveCount(1);
  await expect(history.getByRole('row').filter({ hasText: planName }).getByRole('cell').nth(2)).toHaveText('Paid pack');
  await expect(history.getByRole('row').filter({ hasText: planName }).getByRole('cell').nth(3)).toHaveText('+10');
  // Who took the payment signs the entry.
  await expect(history.getByRole('row').filter({ hasText: planName }).getByRole('cell').nth(4)).not.toHaveText('System');
});

test('the student sees the plan, the balance history and only the public document', async ({ page, request }) => {
  await signedInAsStudent(page, request);

  // From mfe-auth's profile page, its tab bar leads to the member pages of mfe-admin.
  await page.goto('/settings/profile');
  await page.getByRole('navigation', { name: 'Profile settings' }).getByRole('link', { name: 'Plans', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/profile\/plans$/);
  const card = page.getByRole('article', { name: planName });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.locator('dt', { hasText: 'Remaining' }).locator('+ dd')).toHaveText('10');
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Profile settings' }).getByRole('link', { name: 'Plans history' }).click();
  await expect(page).toHaveURL(/\/settings\/profile\/plans-history$/);
  const entry = page.getByRole('table', { name: 'Balance history' }).getByRole('row').filter({ hasText: planName });
  await expect(entry.getByRole('cell').nth(2)).toHaveText('Paid pack');
  await expect(entry.getByRole('cell').nth(3)).toHaveText('+10');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Profile settings' }).getByRole('link', { name: 'Documents' }).click();
  const list = page.getByRole('list', { name: 'My documents' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Welcome letter')).toBeVisible();
  await expect(page.getByText('Placement test notes')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Download Welcome letter' }).click();
  expect((await download).suggestedFilename()).toBe('welcome-letter.pdf');
  await expectAccessible(page);

  // None of the administration for a student.
  expect(await navItemIds(page)).not.toEqual(expect.arrayContaining(['users']));
  for (const path of ['/users/students', '/settings/school/plans']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/access-denied$/);
  }
});

test('staff without the right keys are refused the pages and do not see them', async ({ page, request }) => {
  // A teacher (no users-management, no admin-access): no users pages, no school settings.
  await signedIn(page, request, USERS.teacher);
  await page.goto('/courses/own');
  const teacherItems = await navItemIds(page);
  expect(teacherItems).not.toContain('users');
  expect(teacherItems).not.toContain('schoolSettings');
  for (const path of ['/users/students', '/users/teachers', '/users/groups', '/settings/school/general', '/settings/school/plans', '/settings/profile/plans']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
  }
});

test('a users manager opens the users pages but not the school settings or prices', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedIn(page, request, 'manager@demo.test');
  await page.goto('/users/students');
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  const items = await navItemIds(page);
  expect(items).toContain('users');
  expect(items).not.toContain('schoolSettings');
  await page.goto('/settings/school/plans');
  await expect(page).toHaveURL(/\/access-denied$/);
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the school settings, the tariff plans and the student’s tabs fit the screen', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin);
    await page.goto('/settings/school/general');
    await expect(page.getByLabel('School name')).toBeVisible();
    await expectFitsScreen(page, 'school general');
    await page.goto('/settings/school/schedule');
    await expect(page.getByRole('checkbox', { name: 'Monday' })).toBeVisible();
    await expectFitsScreen(page, 'school schedule');

    await page.goto('/settings/school/plans');
    const row = page.getByRole('row', { name: new RegExp(planName) });
    await expect(row).toBeVisible();
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    await expectFitsScreen(page, 'tariff plans');
    await page.getByRole('button', { name: 'Add plan' }).tap();
    await page.getByRole('dialog', { name: 'New tariff plan' }).getByRole('button', { name: 'Add pack' }).tap();
    await expectFitsScreen(page, 'new plan dialog');
    await page.keyboard.press('Escape');

    await openStudent(page);
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Next 4 weeks' })).toBeVisible();
    await expectFitsScreen(page, 'student schedule');
    await page.getByRole('tab', { name: 'Classes' }).tap();
    await expect(page.getByRole('tabpanel').getByRole('searchbox', { name: 'Search classes' })).toBeVisible();
    await expectFitsScreen(page, 'student classes');
    await page.getByRole('tab', { name: 'Tariffs' }).tap();
    await expect(page.getByRole('article', { name: planName })).toBeVisible();
    await expectFitsScreen(page, 'student tariffs');
    await page.getByRole('tab', { name: 'Documents' }).tap();
    await expect(page.getByRole('list', { name: 'Documents' })).toBeVisible();
    await expectFitsScreen(page, 'student documents');
    await page.getByRole('tab', { name: 'Plan history' }).tap();
    await expect(page.getByRole('table', { name: 'Balance history' })).toBeVisible();
    await expectFitsScreen(page, 'student plan history');
  });

  test('a student’s own plans, history and documents fit the screen', async ({ page, request }) => {
    await signedInAsStudent(page, request);
    await page.goto('/settings/profile/plans');
    await expect(page.getByRole('article', { name: planName })).toBeVisible();
    await expectFitsScreen(page, 'own plans');
    await page.goto('/settings/profile/plans-history');
    await expect(page.getByRole('table', { name: 'Balance history' })).toBeVisible();
    await expectFitsScreen(page, 'own plans history');
    await page.goto('/settings/profile/documents');
    await expect(page.getByRole('list', { name: 'My documents' })).toBeVisible();
    await expectFitsScreen(page, 'own documents');
  });
});
