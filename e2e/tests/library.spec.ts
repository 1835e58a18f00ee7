import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL, USERS } from '../support/env';
import { openLessonsToStudent } from '../support/classroom';
import { signedIn, tokenFor } from '../support/helpers';

const A1 = 'Kalyna Academy: English A1 for Ukrainian speakers';

interface LessonRef {
  id: string;
  courseId: string;
  sectionId: string;
  name: string;
}

async function get<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const response = await request.get(`${BASE_URL}/tenant/${url}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('a student opens every lesson of the A1 library course and each exercise renders its player, pictures, sounds and handouts included', async ({ page, request }) => {
  // Twelve lesson sections with pictures, sounds and a handout: long on a busy two-core machine.
  test.setTimeout(300_000);
  // A student reads what their classes open (issue 22): the teacher opens every lesson to them.
  const teacherToken = await tokenFor(request, USERS.teacher);
  const course = (await get<{ id: string; name: string }[]>(request, teacherToken, 'courses?type=kalyna-academy')).find((each) => each.name === A1);
  expect(course, 'the A1 course is in the academy').toBeDefined();
  const sections = await get<{ lessons: LessonRef[] }[]>(request, teacherToken, `courses/${course!.id}/sections`);
  const lessons = sections.flatMap((section) => section.lessons);
  expect(lessons.length).toBeGreaterThanOrEqual(6);
  await openLessonsToStudent(request, lessons.map((lesson) => lesson.id));
  const token = await signedIn(page, request, USERS.student);

  // Outside sites (the video's and the other embeds' frames) are not reachable from CI: each answers
  // with a page of its own here, so what is checked is our page and the frame addresses it builds.
  const site = new URL(BASE_URL).origin;
  const outside: string[] = [];
  await page.route(
    (url) => url.origin !== site,
    (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside site</title>' });
    },
  );
  let handouts = 0;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const lesson of lessons) {
    const base = `courses/${lesson.courseId}/sections/${lesson.sectionId}/lessons/${lesson.id}/sections`;
    const lessonSections = await get<{ id: string; isHomework: boolean }[]>(request, token, base);
    await page.goto(`/courses/${lesson.courseId}/lessons/${lesson.id}`);
    await expect(page.getByRole('heading', { level: 1, name: lesson.name })).toBeVisible();
    // How staff may change a library lesson is no student's business (issue 20).
    await expect(page.getByText('This lesson belongs to a shared library')).toHaveCount(0);
    const panel = page.getByRole('list', { name: 'Sections of this lesson' });
    for (const [index, lessonSection] of lessonSections.entries()) {
      const { exercises } = await get<{ exercises: { type: string }[] }>(request, token, `${base}/${lessonSection.id}`);
      const expected = exercises.length;
      await panel.locator(`[data-lesson-section="${lessonSection.id}"]`).getByRole('button').first().click();
      const cards = page.locator('[data-exercise]');
      await expect(cards, `${lesson.name}, lesson section ${index + 1}`).toHaveCount(expected);
      await expect(page.locator('[data-exercise] [data-player="ready"]')).toHaveCount(expected);
      // Every picture arrived and was decoded.
      for (const image of await page.locator('[data-exercise] img').all()) {
        // Pictures load lazily: a reader scrolls to each.
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }
      // Every handout is read by the viewer (it loads pdf.js first): its first page is drawn.
      const pdfs = exercises.filter((exercise) => exercise.type === 'pdf').length;
      const drawn = page.locator('[data-exercise] canvas[data-pdf-page="1"]');
      await expect(drawn).toHaveCount(pdfs);
      for (const viewer of await drawn.all()) await expect(viewer).toHaveAccessibleName(/page 1 of 2/);
      handouts += pdfs;
      // Every listening task's sound is served and readable: the player knows its length.
      for (const sound of await page.locator('[data-exercise] audio[preload="metadata"]').all()) {
        await expect.poll(() => sound.evaluate((element) => (element as HTMLAudioElement).duration)).toBeGreaterThan(0);
      }
      // Every embed's frame is requested once a reader scrolls to it (frames load lazily).
      for (const frame of await page.locator('[data-exercise] iframe[data-embed-frame]').all()) {
        await frame.scrollIntoViewIfNeeded();
        const src = await frame.getAttribute('src');
        await expect.poll(() => outside.includes(src ?? ''), `${lesson.name}: ${src}`).toBe(true);
      }
    }
  }
  expect(errors).toEqual([]);
  expect(handouts, 'the lesson 4 handout was drawn').toBe(1);
  // One frame per embedded site, each built from the parsed link: the lesson 2 video in the
  // privacy-enhanced embed, then LearningApps (1), Wordwall (2), Figma (3), Streamable (4),
  // Quizlet (5) and Miro (6).
  for (const frame of [
    'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
    'https://learningapps.org/watch?v=p88pryvs226',
    'https://wordwall.net/embed/e5f62afa86814cc98336327469ce1554',
    `https://www.figma.com/embed?embed_host=school&url=${encodeURIComponent('https://www.figma.com/design/nrPSsILSYjesyc5UHjYYa4')}`,
    'https://streamable.com/e/moo',
    'https://quizlet.com/1050312570/flashcards/embed',
    'https://miro.com/app/live-embed/o9J_kkQxX78=/',
  ]) {
    expect(outside).toContain(frame);
  }
});
