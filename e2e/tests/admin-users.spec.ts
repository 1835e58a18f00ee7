import { expect, test, type Page } from '@playwright/test';
import { signedIn, tokenFor } from '../support/helpers';
import { BASE_URL, USERS } from '../support/env';
import { expectFitsScreen } from '../support/phone';
import { describeViolations, seriousAxeViolations } from '../support/shell-helpers';

/**
 * The administration's users and groups over the real server and database (issue 11): an
 * administrator creates a teacher, a student and a group and puts the student in it; a teacher
 * without users-management or admin-access is refused the pages and does not see them.
 */

// Each run has a fresh database; the suffix keeps the e-mails unique if the spec is repeated on one.
const run = Math.random().toString(36).slice(2, 8);
const teacher = { firstName: 'Iryna', lastName: `Teacher${run}`, email: `iryna.${run}@demo.test`, password: 'teach12345' };
const student = { firstName: 'Mykola', lastName: `Student${run}`, email: `mykola.${run}@demo.test`, password: 'learn12345' };
const groupName = `Evening B1 ${run}`;

async function fillUser(page: Page, user: typeof teacher) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill(user.firstName);
  await dialog.getByLabel('Last name').fill(user.lastName);
  await dialog.getByLabel('E-mail').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  return dialog;
}

async function expectAccessible(page: Page) {
  const problems = await seriousAxeViolations(page);
  expect(problems, describeViolations(problems)).toEqual([]);
}

async function navItemIds(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.locator('[data-nav-item]').first()).toBeVisible();
  return nav.locator('[data-nav-item]').evaluateAll((links) => links.map((link) => link.getAttribute('data-nav-item') ?? ''));
}

test.describe.configure({ mode: 'serial' });

test('an administrator creates a teacher, a student and a group, and adds the student to the group', async ({ page, request }) => {
  // A long journey of many pages: on a busy two-core machine it nears the default deadline.
  test.setTimeout(150_000);
  await signedIn(page, request, USERS.admin);
  await page.goto('/courses/own');
  expect(await navItemIds(page)).toContain('users');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users\/students$/);
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();

  // A teacher, with a working day.
  await page.getByRole('navigation', { name: 'Users' }).getByRole('link', { name: 'Teachers' }).click();
  await page.getByRole('button', { name: 'Add teacher' }).click();
  const teacherDialog = await fillUser(page, teacher);
  await teacherDialog.getByRole('checkbox', { name: 'Tuesday' }).check();
  await teacherDialog.getByLabel('Start, Tuesday').fill('10:00');
  await teacherDialog.getByLabel('End, Tuesday').fill('18:30');
  await expectAccessible(page);
  await teacherDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('User created successfully')).toBeVisible();

  // Found by the server's search; the teacher holds the teacher right.
  await page.getByRole('searchbox', { name: 'Search users' }).fill(teacher.lastName);
  await expect(page).toHaveURL(new RegExp(`q=${teacher.lastName}`));
  const teacherRow = page.getByRole('row', { name: new RegExp(teacher.lastName) });
  await expect(teacherRow).toHaveCount(1);
  await teacherRow.getByRole('link', { name: `${teacher.firstName} ${teacher.lastName}` }).click();
  await expect(page.getByRole('heading', { name: `${teacher.firstName} ${teacher.lastName}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Access rights' }).click();
  const rights = page.getByRole('list', { name: 'Access rights' });
  await expect(rights.getByRole('switch', { name: 'Teacher' })).toBeChecked();
  await expect(rights.getByRole('switch', { name: 'Users management' })).not.toBeChecked();
  await expectAccessible(page);

  // A student.
  await page.goto('/users/students');
  await page.getByRole('button', { name: 'Add student' }).click();
  const studentDialog = await fillUser(page, student);
  await studentDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(student.email);
  await expect(page.getByRole('row', { name: new RegExp(student.lastName) })).toHaveCount(1);
  await expectAccessible(page);

  // A group, and the student in it.
  await page.getByRole('navigation', { name: 'Users' }).getByRole('link', { name: 'Groups' }).click();
  await page.getByRole('button', { name: 'Create group' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'New group' });
  await groupDialog.getByLabel('Name').fill(groupName);
  await groupDialog.getByLabel('Description').fill('Tuesdays and Thursdays');
  await groupDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('link', { name: groupName }).click();
  await expect(page.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
  await expect(page.getByText('No students in this group yet.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search students to add' }).fill(student.lastName);
  await page.getByRole('list', { name: 'Students found' }).getByRole('button', { name: `Add ${student.firstName} ${student.lastName} to the group` }).click();
  const members = page.getByRole('list', { name: 'Members of the group' });
  await expect(members.getByText(`${student.firstName} ${student.lastName}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
  await expectAccessible(page);

  // What the server kept.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Members of the group' }).getByText(`${student.firstName} ${student.lastName}`)).toBeVisible();
  await page.goto('/users/groups');
  await expect(page.getByRole('row', { name: new RegExp(groupName) }).getByRole('cell').nth(2)).toHaveText('1');
});

test('a teacher without users-management or admin-access is refused the users pages and does not see them', async ({ page, request }) => {
  // The teacher created above signs in with the password the administrator gave.
  const token = await tokenFor(request, teacher.email, teacher.password);
  const answer = await request.get(`${BASE_URL}/tenant/users`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);

  await signedIn(page, request, USERS.teacher);
  await page.goto('/courses/own');
  await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
  expect(await navItemIds(page)).not.toContain('users');

  for (const path of ['/users/students', '/users/teachers', '/users/staff', '/users/groups']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
  }
});

/** How many lines the element's text is laid out on. */
function lineCount(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

test.describe('on a 1280 px laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a group’s date stays on one line beside a long description', async ({ page, request }) => {
    const token = await signedIn(page, request, USERS.admin);
    const name = `Wide ${run}`;
    const description = 'Evening conversation practice for adults preparing for the B1 exam, with extra reading homework every week and a monthly speaking test';
    const created = await request.post(`${BASE_URL}/tenant/groups`, { headers: { authorization: `Bearer ${token}` }, data: { name, description } });
    expect(created.status()).toBe(201);
    await page.goto(`/users/groups?q=${encodeURIComponent(name)}`);
    const date = page.getByRole('row', { name: new RegExp(name) }).locator('[data-column="createdAt"]');
    await expect(date).toHaveText(/\d/);
    expect(await date.evaluate(lineCount)).toBe(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the lists are cards that fit the screen, and so are the dialog and the detail pages', async ({ page, request }) => {
    await signedIn(page, request, USERS.admin);
    await page.goto(`/users/students?q=${encodeURIComponent(student.lastName)}`);
    const row = page.getByRole('row', { name: new RegExp(student.lastName) });
    await expect(row).toBeVisible();
    // One card per user: the row is laid out as a grid, each value named by its column.
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    expect(await row.locator('[data-column="email"]').evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"E-mail"');
    await expectFitsScreen(page, 'students');

    await page.getByRole('button', { name: 'Add student' }).tap();
    await expect(page.getByRole('dialog', { name: 'New student' })).toBeVisible();
    await expectFitsScreen(page, 'new student dialog');
    await page.keyboard.press('Escape');

    await row.getByRole('link', { name: `${student.firstName} ${student.lastName}` }).tap();
    // Every permission is a staff one: a student has no access-rights tab that could only be empty.
    await expect(page.getByRole('tab', { name: 'Tariffs' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Access rights' })).toHaveCount(0);
    await expectFitsScreen(page, 'student detail');

    await page.goto('/users/groups');
    await page.getByRole('link', { name: groupName }).tap();
    await expect(page.getByRole('list', { name: 'Members of the group' })).toBeVisible();
    await expectFitsScreen(page, 'group detail');
  });
});
