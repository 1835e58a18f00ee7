import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL, DEMO_PASSWORD, USERS } from './env';
import { signedIn, tokenFor } from './helpers';

/** What the classroom journeys start from: a class of the demo teacher with a lesson of two exercises. */
export interface BuiltClass {
  classId: string;
  className: string;
  courseName: string;
  lessonId: string;
  lessonName: string;
  /** Exercise ids by title: `Cities` (two true/false items) and `Animals` (one). */
  exerciseIds: Record<'Cities' | 'Animals', string>;
  studentId: string;
}

/** One call to the tenant API with a bearer token; fails the test with the address and status when refused. */
export async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put' | 'patch', url: string, data?: unknown): Promise<T> {
  const response = await request[method](`${BASE_URL}/tenant/${url}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A lesson with two true/false exercises (Cities: "Kyiv is a city." true, "Water is dry." false;
 * Animals: "Cats can fly." false), and a personal class of the demo teacher for a student (the
 * demo student unless `studentToken` says another).
 */
export async function buildClass(request: APIRequestContext, options: { studentToken?: string } = {}): Promise<BuiltClass> {
  const teacherToken = await tokenFor(request, USERS.teacher);
  const studentToken = options.studentToken ?? (await tokenFor(request, USERS.student));
  const teacher = await api<{ user: { id: string } }>(request, teacherToken, 'get', 'auth/profile');
  const student = await api<{ user: { id: string } }>(request, studentToken, 'get', 'auth/profile');
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const courseName = `Classroom journey ${stamp}`;
  const lessonName = `Live lesson ${stamp}`;
  const course = await api<{ id: string }>(request, teacherToken, 'post', 'courses', { name: courseName, description: '', courseLanguage: 'en', teachingLanguage: 'uk', level: 'a2', type: 'own' });
  const section = await api<{ id: string }>(request, teacherToken, 'post', `courses/${course.id}/sections`, { name: 'Unit 1', description: '' });
  const lesson = await api<{ id: string }>(request, teacherToken, 'post', `courses/${course.id}/sections/${section.id}/lessons`, { name: lessonName, description: '' });
  const lessonPath = `courses/${course.id}/sections/${section.id}/lessons/${lesson.id}/sections`;
  const lessonSection = await api<{ id: string }>(request, teacherToken, 'post', lessonPath, { isHomework: false });
  const exerciseIds = { Cities: '', Animals: '' };
  for (const [title, items] of [
    ['Cities', [{ statement: 'Kyiv is a city.', correct: true }, { statement: 'Water is dry.', correct: false }]],
    ['Animals', [{ statement: 'Cats can fly.', correct: false }]],
  ] as const) {
    const exercise = await api<{ id: string }>(request, teacherToken, 'post', `${lessonPath}/${lessonSection.id}/exercises`, { type: 'true_false', title, instruction: 'True or false?', items });
    exerciseIds[title] = exercise.id;
  }
  const className = `Personal ${stamp}`;
  const klass = await api<{ id: string }>(request, teacherToken, 'post', 'classes', { name: className, type: 'personal', teacherId: teacher.user.id, studentId: student.user.id });
  return { classId: klass.id, className, courseName, lessonId: lesson.id, lessonName, exerciseIds, studentId: student.user.id };
}

/** Attaches the built lesson to its class through the API, for journeys that are not about choosing it. */
export async function attachLesson(request: APIRequestContext, built: BuiltClass): Promise<void> {
  const teacherToken = await tokenFor(request, USERS.teacher);
  await api(request, teacherToken, 'put', `classes/${built.classId}/attach-lesson`, { lessonId: built.lessonId });
}

/**
 * The contexts `personIn` opened, by the test that opened them. The browser lives as long as the
 * worker, and a context nobody closes keeps its pages running: their live class streams, polls and
 * timers. Left open, the journeys' people pile up (ten pages by the classroom journey in a full
 * run) and load the machine every later journey runs on. So a journey's people are closed when
 * the next journey asks for one; the last journey's go with the worker.
 */
const opened = new Map<BrowserContext, string>();

async function closePeopleOfEarlierJourneys(): Promise<void> {
  const current = test.info().testId;
  for (const [context, testId] of opened) {
    if (testId === current) continue;
    opened.delete(context);
    // Already closed by the journey itself, or with its browser: nothing to do.
    await context.close().catch(() => undefined);
  }
}

/** A person in their own browser context (their own storage), signed in with a real token. */
export async function personIn(browser: Browser, request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Page> {
  await closePeopleOfEarlierJourneys();
  const context = await browser.newContext();
  opened.set(context, test.info().testId);
  const page = await context.newPage();
  await signedIn(page, request, email, 'en', password);
  return page;
}

/**
 * Opens lessons to the demo student the way a school does (a member reads only what their classes
 * open, docs/decisions/lesson-access.md): a personal class of the demo teacher with the first
 * lesson attached and the others granted. Answers the class id.
 */
export async function openLessonsToStudent(request: APIRequestContext, lessonIds: readonly string[]): Promise<string> {
  const teacherToken = await tokenFor(request, USERS.teacher);
  const studentToken = await tokenFor(request, USERS.student);
  const teacher = await api<{ user: { id: string } }>(request, teacherToken, 'get', 'auth/profile');
  const student = await api<{ user: { id: string } }>(request, studentToken, 'get', 'auth/profile');
  const [first, ...rest] = lessonIds;
  const klass = await api<{ id: string }>(request, teacherToken, 'post', 'classes', { name: `Reading ${Date.now()}`, type: 'personal', teacherId: teacher.user.id, studentId: student.user.id });
  if (first) await api(request, teacherToken, 'put', `classes/${klass.id}/attach-lesson`, { lessonId: first });
  for (const lessonId of rest) await api(request, teacherToken, 'post', `classes/${klass.id}/lesson-access`, { lessonId });
  return klass.id;
}
