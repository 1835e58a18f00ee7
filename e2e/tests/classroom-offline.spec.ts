import { expect, test, type APIRequestContext, type Browser, type Page, type Route } from '@playwright/test';
import { api, attachLesson, buildClass, personIn, type BuiltClass } from '../support/classroom';
import { USERS } from '../support/env';
import { signInThroughForm, tokenFor } from '../support/helpers';
import { exerciseCard } from '../support/lessons';

/**
 * The classroom's promises when things go wrong (issue 21): answers made while the API cannot be
 * reached survive a reload and reach the server once it is back; completing a lesson takes one
 * lesson from the student's paid plan, never two.
 */

interface StoredAnswer {
  revision: number;
  score: { correct: number; total: number } | null;
}

/** The demo student's stored scores by exercise title, read with the teacher's token. */
async function storedScores(request: APIRequestContext, built: BuiltClass): Promise<Record<string, string>> {
  const teacherToken = await tokenFor(request, USERS.teacher);
  const answers = await api<Record<string, Record<string, StoredAnswer>>>(request, teacherToken, 'get', `classes/${built.classId}/answers`);
  const own = answers[built.studentId] ?? {};
  const scores: Record<string, string> = {};
  for (const [title, id] of Object.entries(built.exerciseIds)) {
    const score = own[id]?.score;
    scores[title] = score ? `${score.correct}/${score.total}` : 'none';
  }
  return scores;
}

/**
 * The student answers one exercise online, then loses the API (the page's own files still load),
 * changes two exercises (kept, "waiting for the connection") and reloads while the API is still
 * away; then the API comes back. `afterReturn` is what the student does then to reach the class
 * again. Every last answer must reach the server and the teacher's page.
 */
async function answersKeptOffline(
  browser: Browser,
  request: APIRequestContext,
  steps: { afterOfflineReload: (student: Page) => Promise<void>; afterReturn: (student: Page, built: BuiltClass) => Promise<void> },
): Promise<void> {
  const built = await buildClass(request);
  await attachLesson(request, built);
  const teacher = await personIn(browser, request, USERS.teacher);
  const student = await personIn(browser, request, USERS.student);
  await teacher.goto(`/classes/${built.classId}`);
  await expect(exerciseCard(teacher, 'Cities').getByText('Sofia has not answered yet')).toBeVisible();

  // One answer saved while the connection is fine.
  await student.goto(`/classes/${built.classId}`);
  const cities = exerciseCard(student, 'Cities');
  const animals = exerciseCard(student, 'Animals');
  await cities.getByRole('group', { name: 'Kyiv is a city.' }).getByRole('radio', { name: 'True' }).click();
  await expect(cities.getByText('Saved')).toBeVisible();
  await expect.poll(() => storedScores(request, built)).toEqual({ Cities: '1/2', Animals: 'none' });

  // The API goes away: two exercises changed, both kept in the browser.
  const cutApi = (route: Route) => route.abort();
  await student.context().route('**/tenant/**', cutApi);
  await cities.getByRole('group', { name: 'Water is dry.' }).getByRole('radio', { name: 'False' }).click();
  await animals.getByRole('group', { name: 'Cats can fly.' }).getByRole('radio', { name: 'False' }).click();
  await expect(cities.getByText('Waiting for the connection: the answer is kept in this browser')).toBeVisible();
  await expect(animals.getByText('Waiting for the connection: the answer is kept in this browser')).toBeVisible();
  expect(await storedScores(request, built)).toEqual({ Cities: '1/2', Animals: 'none' });

  // A reload while the API is still away; `afterOfflineReload` waits until the page has tried
  // the API and settled, so the API's return below never races the page's start.
  await student.reload();
  await steps.afterOfflineReload(student);
  expect(await storedScores(request, built)).toEqual({ Cities: '1/2', Animals: 'none' });

  // The API is back; the student comes back to the class and the page sends what it kept.
  await student.context().unroute('**/tenant/**', cutApi);
  await steps.afterReturn(student, built);
  await expect.poll(() => storedScores(request, built)).toEqual({ Cities: '2/2', Animals: '1/1' });
  await expect(cities.getByRole('group', { name: 'Water is dry.' }).getByRole('radio', { name: 'False' })).toBeChecked();
  await expect(animals.getByRole('group', { name: 'Cats can fly.' }).getByRole('radio', { name: 'False' })).toBeChecked();

  // The teacher's page shows the last answers.
  await expect(exerciseCard(teacher, 'Cities').getByText('Sofia: 2 of 2 correct')).toBeVisible();
  await expect(exerciseCard(teacher, 'Animals').getByText('Sofia: 1 of 1 correct')).toBeVisible();
}

// A reload while the API cannot be reached keeps the student signed in on the profile kept from
// their sign-in, and shows the class as last loaded (docs/decisions/session-offline-restore.md).
test('answers changed while the API is unreachable survive a reload, and the student stays signed in', async ({ browser, request }) => {
  test.setTimeout(120_000);
  await answersKeptOffline(browser, request, {
    afterOfflineReload: async (student) => {
      await expect(student.getByText('The server cannot be reached: this is the class as it was when last loaded.', { exact: false })).toBeVisible();
      await expect(exerciseCard(student, 'Cities').getByText('Waiting for the connection: the answer is kept in this browser')).toBeVisible();
      await expect(exerciseCard(student, 'Animals').getByText('Waiting for the connection: the answer is kept in this browser')).toBeVisible();
    },
    afterReturn: async (student, built) => {
      await student.reload();
      await expect(student).toHaveURL(new RegExp(`/classes/${built.classId}$`));
    },
  });
});

test('answers kept offline are sent for the student even after they signed out and in again', async ({ browser, request }) => {
  test.setTimeout(120_000);
  await answersKeptOffline(browser, request, {
    // Still offline, the student signs out (the shared computer case): the kept answers stay theirs.
    afterOfflineReload: async (student) => {
      await expect(exerciseCard(student, 'Cities').getByText('Waiting for the connection: the answer is kept in this browser')).toBeVisible();
      await student.getByRole('button', { name: /^User menu/ }).click();
      await student.getByRole('menuitem', { name: 'Sign out' }).or(student.getByRole('button', { name: 'Sign out' })).click();
      await expect(student.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    },
    // They sign in again; the answers were kept in the browser for this user and are sent when the class opens.
    afterReturn: async (student, built) => {
      await signInThroughForm(student, USERS.student);
      await expect(student.getByRole('button', { name: /^User menu/ })).toBeVisible();
      await student.goto(`/classes/${built.classId}`);
    },
  });
});

interface UserPlan {
  id: string;
  lessonsRemaining: number;
  lessonsUsed: number;
}

test('completing a lesson takes exactly one lesson from the student’s paid plan, however often it is confirmed', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // A student of their own, so no other journey's lessons or plans touch the count.
  const adminToken = await tokenFor(request, USERS.admin);
  const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `charged.${run}@demo.test`;
  const password = 'learn12345';
  const created = await api<{ id: string }>(request, adminToken, 'post', 'users', { type: 'students', firstName: 'Marta', lastName: `Charged${run}`, email, password, timezone: 'Europe/Kyiv' });
  const plan = await api<{ packs: { id: string }[] }>(request, adminToken, 'post', 'school/plans', { name: `Charge once ${run}`, durationMinutes: 45, validityDays: 60, currency: 'EUR', packs: [{ lessons: 3, price: 9000 }] });
  const assigned = await api<UserPlan>(request, adminToken, 'post', `users/${created.id}/plans`, { planPackId: plan.packs[0]!.id });
  await api(request, adminToken, 'patch', `users/${created.id}/plans/${assigned.id}`, { action: 'pay' });

  const studentToken = await tokenFor(request, email, password);
  const remaining = async () => (await api<UserPlan[]>(request, studentToken, 'get', 'user/plans')).map((userPlan) => userPlan.lessonsRemaining);
  expect(await remaining()).toEqual([3]);

  const built = await buildClass(request, { studentToken });
  await attachLesson(request, built);
  const teacher = await personIn(browser, request, USERS.teacher);
  await teacher.goto(`/classes/${built.classId}`);
  await expect(exerciseCard(teacher, 'Cities')).toBeVisible();

  // Completed through the confirm dialog; the confirm button is double-clicked, as an impatient teacher would.
  await teacher.getByRole('button', { name: 'Complete the lesson' }).click();
  const dialog = teacher.getByRole('alertdialog', { name: 'Complete the lesson?' });
  await dialog.getByRole('button', { name: 'Complete the lesson' }).dblclick();
  await expect(teacher.getByText('The lesson is completed', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(remaining).toEqual([2]);

  // Completed again: the page says nothing was charged, and nothing is.
  await teacher.getByRole('button', { name: 'Complete the lesson' }).click();
  await dialog.getByRole('button', { name: 'Complete the lesson' }).click();
  await expect(teacher.getByText('This lesson was already completed: nothing was charged again')).toBeVisible();
  expect(await remaining()).toEqual([2]);

  // The student's own plans page says the same.
  const student = await personIn(browser, request, email, password);
  await student.goto('/settings/profile/plans');
  const card = student.getByRole('article', { name: `Charge once ${run}` });
  await expect(card.locator('dt', { hasText: 'Remaining' }).locator('+ dd')).toHaveText('2');
  await expect(card.locator('dt', { hasText: 'Used' }).locator('+ dd')).toHaveText('1');
});
