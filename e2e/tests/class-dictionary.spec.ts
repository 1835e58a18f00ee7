import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, USERS } from '../support/env';
import { signedIn, tokenFor } from '../support/helpers';
import { exerciseCard } from '../support/lessons';

/**
 * The class dictionary in the classroom's side panel (spec 01 §4): a student adds a word of the
 * lesson's word list to their own dictionary, the panel's list shows it at once, a second add of
 * the same word shows the server's refusal and keeps the list; the teacher watching that student
 * sees the word in the same panel.
 */

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<T> {
  const response = await request[method](`${BASE_URL}/tenant/${url}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

test('a word of the lesson’s word list goes into the class dictionary, once', async ({ browser, request }) => {
  const teacherToken = await tokenFor(request, USERS.teacher);
  const studentToken = await tokenFor(request, USERS.student);
  const teacher = await api<{ user: { id: string } }>(request, teacherToken, 'get', 'auth/profile');
  const student = await api<{ user: { id: string } }>(request, studentToken, 'get', 'auth/profile');
  const stamp = Date.now();
  // A word of its own per run: the demo student's dictionary may already hold the usual ones.
  const word = `grandmother ${stamp}`;
  const course = await api<{ id: string }>(request, teacherToken, 'post', 'courses', { name: `Dictionary class ${stamp}`, description: '', courseLanguage: 'en', teachingLanguage: 'uk', level: 'a1', type: 'own' });
  const section = await api<{ id: string }>(request, teacherToken, 'post', `courses/${course.id}/sections`, { name: 'Unit 1', description: '' });
  const lesson = await api<{ id: string }>(request, teacherToken, 'post', `courses/${course.id}/sections/${section.id}/lessons`, { name: `Family ${stamp}`, description: '' });
  const lessonPath = `courses/${course.id}/sections/${section.id}/lessons/${lesson.id}/sections`;
  const lessonSection = await api<{ id: string }>(request, teacherToken, 'post', lessonPath, { isHomework: false });
  await api(request, teacherToken, 'post', `${lessonPath}/${lessonSection.id}/exercises`, { type: 'wordlist', title: 'Family words', instruction: '', words: [{ word, translation: 'бабуся' }] });
  const klass = await api<{ id: string }>(request, teacherToken, 'post', 'classes', { name: `Words ${stamp}`, type: 'personal', teacherId: teacher.user.id, studentId: student.user.id });
  await api(request, teacherToken, 'put', `classes/${klass.id}/attach-lesson`, { lessonId: lesson.id });

  const studentPage = await (await browser.newContext()).newPage();
  await signedIn(studentPage, request, USERS.student);
  await studentPage.goto(`/classes/${klass.id}`);
  await expect(exerciseCard(studentPage, 'Family words')).toBeVisible();
  const panel = studentPage.getByRole('region', { name: 'Dictionary' });
  await expect(panel).toBeVisible();
  const add = studentPage.getByRole('button', { name: `Add “${word}” to the dictionary` });
  await add.focus();
  await studentPage.keyboard.press('Enter');
  await expect(toast(studentPage, 'Record added')).toBeVisible();
  await expect(panel.getByText(word, { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: `Listen to ${word}` })).toBeVisible();

  // The same word again: the server's message, and the list as it was.
  await add.click();
  await expect(toast(studentPage, /already/)).toBeVisible();
  await expect(panel.getByText(word, { exact: true })).toHaveCount(1);

  const teacherPage = await (await browser.newContext()).newPage();
  await signedIn(teacherPage, request, USERS.teacher);
  await teacherPage.goto(`/classes/${klass.id}`);
  await expect(teacherPage.getByRole('region', { name: 'Dictionary' }).getByText(word, { exact: true })).toBeVisible();
});
