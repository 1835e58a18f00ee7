import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BASE_URL, E2E_DIR, USERS } from '../support/env';
import { openLessonsToStudent } from '../support/classroom';
import { signedIn, tokenFor } from '../support/helpers';
import { exerciseCard } from '../support/lessons';

const pictureFile = path.join(E2E_DIR, 'fixtures', 'course.png');

interface Built {
  courseId: string;
  lessonId: string;
}

/** An own course with one section and one empty lesson, made through the API as a teacher would. */
async function buildCourse(request: APIRequestContext, token: string): Promise<Built> {
  const headers = { Authorization: `Bearer ${token}` };
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const response = await request.post(`${BASE_URL}/tenant/${url}`, { headers, data });
    expect(response.status(), `POST ${url}`).toBe(201);
    return ((await response.json()) as { data: T }).data;
  };
  const course = await post<{ id: string }>('courses', {
    name: `Lesson page journey ${Date.now()}`,
    description: '',
    courseLanguage: 'en',
    teachingLanguage: 'uk',
    level: 'a2',
    type: 'own',
  });
  const section = await post<{ id: string }>(`courses/${course.id}/sections`, { name: 'Unit 1', description: '' });
  const lesson = await post<{ id: string }>(`courses/${course.id}/sections/${section.id}/lessons`, { name: 'Daily routines', description: '' });
  return { courseId: course.id, lessonId: lesson.id };
}

/** What the teacher types into each type's editor; the picker lists them all. */
function authoring(): Array<{ type: string; title: string; fill: (editor: Locator) => Promise<void> }> {
  const field = (editor: Locator, label: string) => editor.getByLabel(label, { exact: true });
  return [
    {
      type: 'fill_in_gaps',
      title: 'Gaps task',
      fill: (editor) => field(editor, 'Text').fill('I [am] a student. She [is] from [Kyiv].'),
    },
    {
      type: 'fill_in_gaps_from_box',
      title: 'Box task',
      fill: async (editor) => {
        await field(editor, 'Text').fill('We [live] in a [house].');
        await editor.getByRole('button', { name: 'Add a word' }).click();
        await field(editor, 'Extra word 1').fill('car');
      },
    },
    {
      type: 'choose_correct_option',
      title: 'Options task',
      fill: (editor) => field(editor, 'Text').fill('She [go/goes*/going] to school.'),
    },
    {
      type: 'true_false',
      title: 'True or false task',
      fill: async (editor) => {
        await field(editor, 'Statement 1').fill('Kyiv is the capital of Ukraine');
        await field(editor, 'Statement 1 is true').setChecked(true);
        await editor.getByRole('button', { name: 'Add a statement' }).click();
        await field(editor, 'Statement 2').fill('Water is dry');
        await field(editor, 'Statement 2 is true').setChecked(false);
      },
    },
    {
      type: 'test',
      title: 'Test task',
      fill: async (editor) => {
        await field(editor, 'Question 1').fill('2 + 2 = ?');
        await field(editor, 'Answer 1').fill('4');
        await field(editor, 'Answer 1 is correct').setChecked(true);
        await field(editor, 'Answer 2').fill('5');
      },
    },
    {
      type: 'match_the_words',
      title: 'Matching task',
      fill: async (editor) => {
        await field(editor, 'Word 1').fill('cat');
        await field(editor, 'Match for word 1').fill('кіт');
        await field(editor, 'Word 2').fill('dog');
        await field(editor, 'Match for word 2').fill('пес');
      },
    },
    {
      type: 'sort_into_columns',
      title: 'Columns task',
      fill: async (editor) => {
        await field(editor, 'Name of column 1').fill('Fruit');
        await field(editor, 'Item 1').fill('apple');
        await editor.getByRole('button', { name: 'Add an item' }).click();
        await field(editor, 'Item 2').fill('pear');
      },
    },
    {
      type: 'label_the_pictures',
      title: 'Pictures task',
      fill: async (editor) => {
        // Uploaded through the editor's picker; its address fills in by itself.
        await field(editor, 'Upload picture 1').setInputFiles(pictureFile);
        await expect(field(editor, 'Address of picture 1')).toHaveValue(/\/tenant\/files\//);
        await field(editor, 'Label of picture 1').fill('a course');
      },
    },
    {
      type: 'word_order',
      title: 'Word order task',
      fill: (editor) => field(editor, 'Sentence 1').fill('I like green tea'),
    },
    {
      type: 'sort_sentences',
      title: 'Sentences task',
      fill: async (editor) => {
        await field(editor, 'Sentence 1').fill('I wake up.');
        await field(editor, 'Sentence 2').fill('I have breakfast.');
      },
    },
  ];
}

const exerciseList = (page: Page) => page.getByRole('list', { name: 'Exercises of the selected section' });
const exerciseTitles = (page: Page) => exerciseList(page).getByRole('heading', { level: 3 }).allTextContents();
test.describe('lesson page', () => {
  test('without a homework section the sections panel keeps its buttons whole and off the lesson title (issue 20)', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const token = await tokenFor(request, USERS.teacher);
    const { courseId, lessonId } = await buildCourse(request, token);
    // Ukrainian, the default: its "add homework section" is the longest label of the panel.
    await signedIn(page, request, USERS.teacher, 'uk');
    await page.goto(`/courses/${courseId}/lessons/${lessonId}`);
    const title = page.getByRole('heading', { level: 1, name: 'Daily routines' });
    await expect(title).toBeVisible();
    const panel = page.locator('#layout-aside-start');
    const addHomework = panel.getByRole('button', { name: 'Додати розділ домашнього завдання' });
    await expect(addHomework).toBeVisible();
    const [panelBox, buttonBox, titleBox] = await Promise.all([panel.boundingBox(), addHomework.boundingBox(), title.boundingBox()]);
    if (!panelBox || !buttonBox || !titleBox) throw new Error('the panel, its button and the title are all laid out');
    // The button ends inside the panel, and the panel ends before the title begins.
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(titleBox.x);
    // And nothing of it is cut off: the panel shows all of its own content.
    expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test('a teacher builds a lesson of all ten types and a student gets it without the key', async ({ page, request, browser }) => {
    test.setTimeout(240_000);
    const token = await tokenFor(request, USERS.teacher);
    const { courseId, lessonId } = await buildCourse(request, token);
    const AUTHORING = authoring();
    await signedIn(page, request, USERS.teacher);
    await page.goto(`/courses/${courseId}/lessons/${lessonId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily routines' })).toBeVisible();

    // Sections: two normal ones and the homework; the homework stays last after reordering.
    const panel = page.getByRole('list', { name: 'Sections of this lesson' });
    await page.getByRole('button', { name: 'Add homework section' }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Homework section added' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add section' }).click();
    await expect(panel.getByRole('button', { name: 'Section 1', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add section' }).click();
    await expect(panel.getByRole('button', { name: 'Section 2', exact: true })).toBeVisible();
    const sectionIds = async () => panel.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('data-lesson-section')));
    const before = await sectionIds();
    await expect(panel.getByRole('listitem').last()).toHaveAttribute('data-homework', 'true');
    await page.getByRole('button', { name: 'Move up Section 2' }).click();
    await expect.poll(sectionIds).toEqual([before[1], before[0], before[2]]);
    await expect(panel.getByRole('listitem').last()).toHaveAttribute('data-homework', 'true');
    await page.reload();
    await expect.poll(sectionIds).toEqual([before[1], before[0], before[2]]);
    await expect(panel.getByRole('listitem').last()).toHaveAttribute('data-homework', 'true');
    // The first section is selected after load.
    await expect(panel.getByRole('button', { name: 'Section 1', exact: true })).toHaveAttribute('aria-current', 'true');

    // One exercise of each type, through the picker and each type's editor with its live preview.
    for (const { type, title, fill } of AUTHORING) {
      await page.getByRole('button', { name: 'Add exercise' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose the type of exercise' });
      await picker.locator(`[data-type="${type}"]`).click();
      const editor = page.locator(`[data-exercise-editor="${type}"]`);
      await expect(editor).toBeVisible();
      await editor.getByLabel('Title', { exact: true }).fill(title);
      await fill(editor);
      // The preview is the student's player, built from the draft's student copy.
      await expect(editor.getByText('The preview appears once the exercise is complete.')).toBeHidden();
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor).toBeHidden();
      await expect(exerciseCard(page, title)).toBeVisible();
    }
    expect(await exerciseTitles(page)).toEqual(AUTHORING.map((entry) => entry.title));

    // Reorder by keyboard: a move button, then the drag handle (Space, arrow, Space).
    await page.getByRole('button', { name: 'Move down Gaps task' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => exerciseTitles(page)).toEqual(['Box task', 'Gaps task', ...AUTHORING.slice(2).map((entry) => entry.title)]);
    // Each key waits for dnd-kit to announce the last one: on a busy machine a key pressed before
    // the pick-up was measured is dropped, and the drop would land where it started.
    const announced = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text });
    const total = AUTHORING.length;
    await page.getByRole('button', { name: 'Reorder Options task' }).focus();
    await page.keyboard.press('Space');
    await expect(announced(`Options task moved to position 3 of ${total}`)).toHaveCount(1);
    await page.keyboard.press('ArrowUp');
    await expect(announced(`Options task moved to position 2 of ${total}`)).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(announced(`Options task dropped at position 2 of ${total}`)).toHaveCount(1);
    const expected = ['Box task', 'Options task', 'Gaps task', ...AUTHORING.slice(3).map((entry) => entry.title)];
    await expect.poll(() => exerciseTitles(page)).toEqual(expected);
    await page.reload();
    await expect.poll(() => exerciseTitles(page)).toEqual(expected);

    // Check answers on the server: one right, one partly right.
    const trueFalse = exerciseCard(page, 'True or false task');
    await trueFalse.getByRole('group', { name: 'Kyiv is the capital of Ukraine' }).getByLabel('True').check();
    await trueFalse.getByRole('group', { name: 'Water is dry' }).getByLabel('False').check();
    await trueFalse.getByRole('button', { name: 'Check my answer' }).click();
    await expect(trueFalse.getByText('2 of 2 right')).toBeVisible();

    const gaps = exerciseCard(page, 'Gaps task');
    await gaps.getByLabel('Gap 1').fill('am');
    await gaps.getByLabel('Gap 2').fill('are');
    await gaps.getByLabel('Gap 3').fill('kyiv');
    await gaps.getByRole('button', { name: 'Check my answer' }).click();
    await expect(gaps.getByText('2 of 3 right')).toBeVisible();

    // A student opens the same lesson: nothing they receive carries the key.
    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    const received: Promise<string>[] = [];
    student.on('response', (response) => {
      if (!response.url().includes('/tenant/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
      received.push(response.text().catch(() => ''));
    });
    // A student reads a lesson their class opens (issue 22).
    await openLessonsToStudent(request, [lessonId]);
    await signedIn(student, request, USERS.student);
    await student.goto(`/courses/${courseId}/lessons/${lessonId}`);
    await expect(student.getByRole('heading', { level: 3, name: 'True or false task' })).toBeVisible();
    await expect(student.getByRole('group', { name: 'Water is dry' })).toBeVisible();
    await expect(student.getByRole('button', { name: 'Add exercise' })).toHaveCount(0);
    await expect(student.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    // The server checks only staff's tries (a student would answer 403): no check button for a student.
    await expect(student.getByRole('button', { name: 'Check my answer' })).toHaveCount(0);

    const bodies = (await Promise.all(received)).join('\n');
    const source = await student.content();
    expect(bodies).toContain('Water is dry');
    for (const text of [bodies, source]) {
      expect(text).not.toMatch(/"correct"\s*:/);
      expect(text).not.toContain('goes*');
      expect(text).not.toContain('[am]');
      expect(text).not.toContain('[Kyiv]');
      expect(text).not.toContain('[live]');
      // The right order of the sentences is never sent as one list.
      expect(text).not.toContain('"I wake up.","I have breakfast."');
    }
    await studentContext.close();
  });
});
