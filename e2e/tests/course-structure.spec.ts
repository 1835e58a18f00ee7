import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BASE_URL, USERS } from '../support/env';
import { signedIn } from '../support/helpers';
import { expectFitsScreen, PHONE } from '../support/phone';
import { describeViolations, presetTheme, seriousAxeViolations } from '../support/shell-helpers';

// The course page, /courses/:id (issue 9): sections and lessons over the real API and database.
// Desktop journeys run in the `chromium` project, the 390 px check in the `phone` project.

interface CourseRef {
  id: string;
  name: string;
}

/** A fresh own course for one test, made through the API (the list page is not under test here). */
async function createCourse(request: APIRequestContext, token: string, name: string): Promise<CourseRef> {
  const response = await request.post(`${BASE_URL}/tenant/courses`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: 'Made by the course-structure journey', courseLanguage: 'uk', teachingLanguage: 'en', level: 'a2', type: 'own' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: CourseRef }).data;
}

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const response = await request[method](`${BASE_URL}/tenant/${url}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function openCourse(page: Page, course: CourseRef) {
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
}

const toast = (page: Page, text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

/** Section names in screen order (each section's title is a level-3 heading, under the level-2 "Sections", holding its toggle). */
const sectionOrder = (page: Page) => page.getByRole('list', { name: 'Sections of the course' }).getByRole('heading', { level: 3 }).allTextContents();
const lessonsOf = (page: Page, section: string): Locator => page.getByRole('list', { name: `Lessons of ${section}` }).getByRole('link');

async function addSection(page: Page, button: Locator, name: string) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'New section' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
}

async function addLesson(page: Page, section: string, name: string) {
  await page.getByRole('button', { name: `Add lesson to ${section}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New lesson' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(lessonsOf(page, section).filter({ hasText: name })).toBeVisible();
}

test.describe('course structure on the desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone project runs the phone check below');

  test('a teacher builds two sections, moves a lesson between them and reorders the sections by keyboard', async ({ page, request }) => {
    const token = await signedIn(page, request, USERS.teacher);
    const course = await createCourse(request, token, 'Structure Journey');
    await openCourse(page, course);
    await expect(page.getByText('A course is built from sections')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to own courses' })).toHaveAttribute('href', '/courses/own');

    // Two sections; a name that is too short is refused before anything is sent.
    await page.getByRole('button', { name: 'Add the first section' }).click();
    const first = page.getByRole('dialog', { name: 'New section' });
    await first.getByLabel('Name', { exact: true }).fill('U');
    await first.getByRole('button', { name: 'Create' }).click();
    await expect(first.getByText('Must be at least 2 characters')).toBeVisible();
    await first.getByLabel('Name', { exact: true }).fill('Unit 1');
    await first.getByRole('button', { name: 'Create' }).click();
    await expect(first).toBeHidden();
    await expect(toast(page, 'Section created successfully')).toBeVisible();
    await addSection(page, page.getByRole('button', { name: 'Add section' }), 'Unit 2');
    expect(await sectionOrder(page)).toEqual(['Unit 1', 'Unit 2']);

    // Lessons in both.
    await addLesson(page, 'Unit 1', 'Greetings');
    await addLesson(page, 'Unit 1', 'Numbers');
    await addLesson(page, 'Unit 2', 'Colours');
    await expect(toast(page, 'Lesson created successfully')).toBeVisible();

    // Move "Numbers" into Unit 2 at position 1.
    await page.getByRole('button', { name: 'Actions for lesson Numbers' }).click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const move = page.getByRole('dialog', { name: 'Move “Numbers”' });
    await move.getByLabel('Section').selectOption({ label: 'Unit 2' });
    await move.getByLabel('Position').selectOption({ label: '1 · before “Colours”' });
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(move).toBeHidden();
    await expect(toast(page, 'Lesson moved successfully')).toBeVisible();
    await expect(lessonsOf(page, 'Unit 2')).toHaveText(['Numbers', 'Colours']);
    await expect(lessonsOf(page, 'Unit 1')).toHaveText(['Greetings']);
    await page.reload();
    await expect(lessonsOf(page, 'Unit 2')).toHaveText(['Numbers', 'Colours']);
    await expect(lessonsOf(page, 'Unit 1')).toHaveText(['Greetings']);

    // A lesson links to its own page.
    const href = await lessonsOf(page, 'Unit 2').first().getAttribute('href');
    expect(href).toMatch(new RegExp(`^/courses/${course.id}/lessons/[0-9a-f-]{36}$`));

    // Reorder the sections with the drag handle, by keyboard: pick up, move down, drop.
    // Every sortable list has its own live region (the sections' and each section's lessons').
    const announced = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text });
    await page.getByRole('button', { name: 'Reorder Unit 1' }).focus();
    await page.keyboard.press('Space');
    // dnd-kit reports the spot under the lifted section at once, which replaces "picked up".
    await expect(announced('Unit 1 moved to position 1 of 2')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(announced('Unit 1 moved to position 2 of 2')).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(announced('Unit 1 dropped at position 2 of 2')).toHaveCount(1);
    await expect.poll(() => sectionOrder(page)).toEqual(['Unit 2', 'Unit 1']);
    // And with the move buttons, which keep focus on the moved section.
    await page.getByRole('button', { name: 'Move up Unit 1' }).click();
    await expect.poll(() => sectionOrder(page)).toEqual(['Unit 1', 'Unit 2']);
    await expect(page.getByRole('button', { name: 'Move down Unit 1' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => sectionOrder(page)).toEqual(['Unit 2', 'Unit 1']);
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Unit 2' })).toBeVisible();
    expect(await sectionOrder(page)).toEqual(['Unit 2', 'Unit 1']);
  });

  test('a folded section stays folded while writes reload the course, and the page does not jump', async ({ page, request }) => {
    const token = await signedIn(page, request, USERS.teacher);
    const course = await createCourse(request, token, 'Fold Journey');
    const sections: { id: string }[] = [];
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta']) {
      sections.push(await api<{ id: string }>(request, token, 'post', `courses/${course.id}/sections`, { name }));
    }
    for (const [index, section] of sections.entries()) {
      for (const lesson of ['One', 'Two', 'Three']) await api(request, token, 'post', `courses/${course.id}/sections/${section.id}/lessons`, { name: `${lesson} ${index + 1}` });
    }
    await page.setViewportSize({ width: 1280, height: 600 });
    await openCourse(page, course);
    await page.getByRole('button', { name: 'Alpha', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Alpha', exact: true })).toHaveAttribute('aria-expanded', 'false');

    const lesson = page.getByRole('button', { name: 'Actions for lesson Two 4' });
    await lesson.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
    await lesson.click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(toast(page, 'Lesson duplicated successfully')).toBeVisible();
    await expect(lessonsOf(page, 'Delta')).toHaveCount(4);
    expect(Math.abs((await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)) - scrolled)).toBeLessThan(80);
    await expect(page.getByRole('button', { name: 'Alpha', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a library course is read-only and is copied into own courses in one step', async ({ page, request }) => {
    const token = await signedIn(page, request, USERS.teacher);
    const library = (await api<CourseRef[]>(request, token, 'get', 'courses?type=kalyna-academy&search=Grammar'))[0];
    expect(library).toBeDefined();
    if (!library) return;
    await openCourse(page, library);
    await expect(page.getByRole('link', { name: 'Back to Kalyna Academy' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add section' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);

    await page.getByRole('button', { name: 'Copy to my courses' }).click();
    await expect(page).not.toHaveURL(new RegExp(library.id));
    await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: library.name })).toBeVisible();
    await expect(toast(page, 'was copied to your courses')).toBeVisible();
    // Now an own course: writable, and its way back leads to the own list.
    await expect(page.getByRole('button', { name: 'Add section' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to own courses' })).toBeVisible();
  });

  test('a student reads a course of their class without any write control', async ({ page, request }) => {
    const token = await signedIn(page, request, USERS.student);
    // A member's list holds the courses their classes use: the demo classes' (issue 22).
    const course = (await api<CourseRef[]>(request, token, 'get', 'courses?type=own&search=Beginners'))[0];
    expect(course).toBeDefined();
    if (!course) return;
    await openCourse(page, course);
    await expect(page.getByRole('heading', { level: 2, name: 'Sections' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add section|Add the first section|^Actions for |^Reorder |^Move (up|down) / })).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the course page and its dialogs are axe-clean in ${mode} mode`, async ({ page, request }) => {
      await presetTheme(page, 'default', mode);
      const token = await signedIn(page, request, USERS.teacher);
      const course = await createCourse(request, token, `Axe Journey ${mode}`);
      const section = await api<{ id: string }>(request, token, 'post', `courses/${course.id}/sections`, { name: 'Unit A', description: 'Short description' });
      await api(request, token, 'post', `courses/${course.id}/sections/${section.id}/lessons`, { name: 'Lesson A' });
      await openCourse(page, course);
      await expect(lessonsOf(page, 'Unit A')).toHaveText(['Lesson A']);
      const check = async (what: string) => {
        const problems = await seriousAxeViolations(page);
        expect(problems, `axe found serious or critical problems on ${what}:\n${describeViolations(problems)}`).toEqual([]);
      };
      await expect(page.locator('html')).toHaveAttribute('data-theme-mode', mode);
      await check('the course page');
      await page.screenshot({ path: test.info().outputPath(`course-page-desktop-${mode}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Actions for section Unit A' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await check('the section menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Actions for lesson Lesson A' }).click();
      await page.getByRole('menuitem', { name: 'Move to…' }).click();
      await expect(page.getByRole('dialog', { name: 'Move “Lesson A”' })).toBeVisible();
      await check('the move dialog');
    });
  }
});

test.describe('course structure on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'runs in the phone project');

  test('the course page fits 390 px, and its dialogs are full-screen sheets', async ({ page, request }) => {
    const token = await signedIn(page, request, USERS.teacher);
    const course = await createCourse(request, token, 'Phone Journey with a rather long course name that has to wrap');
    const section = await api<{ id: string }>(request, token, 'post', `courses/${course.id}/sections`, {
      name: 'A section whose name is long enough to need two lines on a phone',
      description: 'Descriptions wrap too, whatever they say about the lessons inside.',
    });
    await api(request, token, 'post', `courses/${course.id}/sections/${section.id}/lessons`, { name: 'Supercalifragilisticexpialidocious-and-more-without-spaces' });
    await api(request, token, 'post', `courses/${course.id}/sections`, { name: 'Second section' });
    await openCourse(page, course);
    await expect(page.getByRole('link', { name: /Supercalifragilistic/ })).toBeVisible();
    expect(page.viewportSize()).toEqual(PHONE);
    await expectFitsScreen(page, 'the course page');
    await page.screenshot({ path: test.info().outputPath('course-page-phone.png'), fullPage: true });

    await page.getByRole('button', { name: 'Add section' }).tap();
    const dialog = page.getByRole('dialog', { name: 'New section' });
    await expect(dialog).toBeVisible();
    const sheet = await dialog.boundingBox();
    expect(sheet?.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    await expectFitsScreen(page, 'the new-section dialog');
  });

  test('a section is dragged by touch after a long press on its handle', async ({ page, request }) => {
    // The page's clock is Playwright's: the long press is run forward, not waited for.
    await page.clock.install();
    const token = await signedIn(page, request, USERS.teacher);
    const course = await createCourse(request, token, 'Touch Journey');
    for (const name of ['First', 'Second']) await api(request, token, 'post', `courses/${course.id}/sections`, { name });
    await openCourse(page, course);
    const handle = await page.getByRole('button', { name: 'Reorder First' }).boundingBox();
    const second = await page.getByRole('list', { name: 'Sections of the course' }).getByRole('listitem').nth(1).boundingBox();
    if (!handle || !second) throw new Error('not laid out');
    const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    const end = { x: start.x, y: second.y + second.height * 0.75 };

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    await page.clock.runFor(400);
    const steps = 8;
    for (let step = 1; step <= steps; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x, y: start.y + ((end.y - start.y) * step) / steps }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'First dropped at position 2' })).toHaveCount(1);
    await expect.poll(() => sectionOrder(page)).toEqual(['Second', 'First']);
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'First' })).toBeVisible();
    expect(await sectionOrder(page)).toEqual(['Second', 'First']);
  });
});
