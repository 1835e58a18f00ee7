import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { BASE_URL, E2E_DIR, USERS } from '../support/env';
import { signedIn, tokenFor } from '../support/helpers';
import { buildLesson, exerciseCard } from '../support/lessons';

// The pdf exercise of issue 10: a teacher uploads a real two-page PDF into a lesson (with its
// progress bar), reads it in the page with pdf.js (page 1 of 2, then page 2), and the student
// preview shows the same viewer. The viewer's code is not fetched before a PDF is on the page,
// and its worker runs from the site under the CSP.

/** Two pages, each with a coloured band and a line of text (made by e2e/fixtures/make-two-pages-pdf.mjs). */
const twoPages = path.join(E2E_DIR, 'fixtures', 'two-pages.pdf');
const picture = path.join(E2E_DIR, 'fixtures', 'course.png');
const TITLE = 'Irregular verbs';

/** Whether pdf.js drew something on the canvas (the fixture's coloured band), not a blank page. */
const drawnPixels = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context || element.width === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let coloured = 0;
    for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 200 || (data[index + 2] ?? 255) < 200) coloured += 1;
    return coloured;
  });

/** The viewer of a card: shows `page` of 2, drawn. */
async function expectPage(scope: Locator, page: number): Promise<Locator> {
  const canvas = scope.getByRole('img', { name: `${TITLE}, page ${page} of 2` });
  await expect(canvas).toHaveAttribute('data-pdf-page', String(page));
  await expect(scope.getByRole('group', { name: 'Pages' }).getByText(`Page ${page} of 2`)).toBeVisible();
  await expect.poll(() => drawnPixels(canvas)).toBeGreaterThan(1000);
  return canvas;
}

test.describe('lesson pdf', () => {
  test('a teacher uploads a two-page PDF, reads it page by page in the lesson, and the student preview shows it too', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await tokenFor(request, USERS.teacher);
    const { courseId, lessonId } = await buildLesson(request, token, 'Reading a PDF');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|worker/i.test(message.text()) && message.type() === 'error') problems.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    await signedIn(page, request, USERS.teacher);
    // The course list: no PDF on it, so none of the viewer's code is fetched.
    await page.goto('/courses/own');
    await expect(page.getByRole('heading', { name: 'Courses' })).toBeVisible();
    await page.goto(`/courses/${courseId}/lessons/${lessonId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reading a PDF' })).toBeVisible();
    expect(scripts.filter((url) => /pdf/i.test(url))).toEqual([]);

    await page.getByRole('button', { name: 'Add exercise' }).click();
    await page.getByRole('dialog', { name: 'Choose the type of exercise' }).locator('[data-type="pdf"]').click();
    const editor = page.locator('[data-exercise-editor="pdf"]');
    await expect(editor).toBeVisible();
    await editor.getByLabel('Title', { exact: true }).fill(TITLE);
    const field = editor.getByLabel('PDF file', { exact: true });

    // Saving without a file names what is missing; a picture is refused before it is sent.
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Upload a PDF file')).toBeVisible();
    await field.setInputFiles(picture);
    await expect(editor.getByText('Only PDF files are allowed')).toBeVisible();

    // The upload is held at the door until its progress bar has been seen, then reaches the server.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/tenant/files/pdf', async (route) => {
      await held;
      await route.continue();
    });
    await field.setInputFiles(twoPages);
    await expect(editor.getByRole('progressbar', { name: 'Uploading the PDF' })).toBeVisible();
    release();
    await expect(editor.getByRole('button', { name: 'Remove the PDF' })).toBeVisible();
    await expect(editor.getByRole('progressbar')).toHaveCount(0);
    await page.unroute('**/tenant/files/pdf');
    await expect(editor.getByText('Only PDF files are allowed')).toHaveCount(0);
    // The editor's preview is the student's viewer.
    await expectPage(editor, 1);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();

    // In the lesson: page 1 of 2 drawn; next goes to page 2, by mouse and back by keyboard.
    const reading = exerciseCard(page, TITLE);
    await expectPage(reading, 1);
    const previous = reading.getByRole('button', { name: 'Previous page' });
    const next = reading.getByRole('button', { name: 'Next page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expectPage(reading, 2);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await previous.focus();
    await page.keyboard.press('Enter');
    await expectPage(reading, 1);
    await expect(previous).toBeFocused();

    // The file is ours, served as a PDF, and offered for download.
    const download = reading.getByRole('link', { name: 'Download the PDF' });
    const file = await download.getAttribute('href');
    expect(file).toMatch(/^\/tenant\/files\/[0-9a-f-]{36}$/);
    const served = await request.get(`${BASE_URL}${file}`);
    expect(served.headers()['content-type']).toBe('application/pdf');
    await expect(download).toHaveAttribute('download', `${TITLE}.pdf`);

    // pdf.js parsed it in its worker, a file of this site (the CSP's worker-src 'self').
    expect(workers.filter((url) => url.startsWith(`${BASE_URL}/`) && /pdf\.worker\.min\.[0-9a-f]{10}\.js$/.test(url))).not.toEqual([]);

    // Preview as a student: the same viewer.
    await page.getByRole('button', { name: 'Preview as student' }).click();
    await expect(page.getByText('You see this lesson as a student sees it.')).toBeVisible();
    const previewed = exerciseCard(page, TITLE);
    await expectPage(previewed, 1);
    await previewed.getByRole('button', { name: 'Next page' }).click();
    await expectPage(previewed, 2);
    await page.getByRole('button', { name: 'Back to editing' }).click();
    await expect(page.getByRole('button', { name: 'Add exercise' })).toBeVisible();

    expect(problems).toEqual([]);
  });
});
