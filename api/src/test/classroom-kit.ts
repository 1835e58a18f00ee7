import type { Exercise } from '@school/exercises';
import type { ApiError, ClassObject, GroupDetail } from '@school/shared/contracts';
import { body, signInCast, type TestApp } from './harness.js';
import { createPlace, type Place } from './structure-kit.js';

/** The people of the classroom tests: the demo school's and one of the other school. */
export const CLASSROOM_CAST = {
  admin: 'admin@demo.test',
  teacher: 'teacher@demo.test',
  iryna: 'iryna.teacher@demo.test',
  manager: 'manager@demo.test',
  student: 'student@demo.test',
  andrii: 'andrii@demo.test',
  maria: 'maria@demo.test',
  other: 'admin@other.test',
} as const;

export type CastName = keyof typeof CLASSROOM_CAST;

export interface ClassroomWorld {
  tokens: Record<CastName, string>;
  ids: Record<CastName, string>;
  /** The demo group with Sofia (student) and Andrii. */
  groupA1: string;
  /** An own course's lesson: a true/false, a fill-in-gaps, a note students never see, an article. */
  place: Place;
  exercises: { trueFalse: Exercise; gaps: Exercise; teacherNote: Exercise; article: Exercise };
  /** A second lesson of the same course, with one true/false. */
  secondLesson: Place;
}

async function created<T>(t: TestApp, url: string, token: string, payload: unknown): Promise<T> {
  const response = await t.request('POST', url, { token, body: payload });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return body<{ data: T }>(response).data;
}

export async function buildClassroomWorld(t: TestApp): Promise<ClassroomWorld> {
  const { tokens, ids } = await signInCast(t, CLASSROOM_CAST);
  const groups = body<{ data: { id: string; name: string }[] }>(await t.request('GET', '/tenant/groups?q=A1', { token: tokens.admin })).data;
  const groupA1 = groups[0]?.id ?? '';
  const place = await createPlace(t, tokens.admin, 'Classroom course');
  const trueFalse = await created<Exercise>(t, place.exercisesUrl, tokens.admin, {
    type: 'true_false',
    title: 'Facts',
    items: [
      { statement: 'Kyiv is a capital', correct: true },
      { statement: 'Fish can fly', correct: false },
    ],
  });
  const gaps = await created<Exercise>(t, place.exercisesUrl, tokens.admin, { type: 'fill_in_gaps', title: 'To be', text: "I [am|'m] here. She [is] there." });
  const teacherNote = await created<Exercise>(t, place.exercisesUrl, tokens.admin, { type: 'notify', text: 'Ask about the weekend first', color: 'yellow', visibleToStudent: false });
  const article = await created<Exercise>(t, place.exercisesUrl, tokens.admin, { type: 'article', title: 'Reading', article: { format: 'plain', text: 'A short text.' } });
  const secondLesson = await createPlace(t, tokens.admin, 'Second course');
  await created<Exercise>(t, secondLesson.exercisesUrl, tokens.admin, { type: 'true_false', title: 'More facts', items: [{ statement: 'Water is wet', correct: true }] });
  return { tokens, ids, groupA1, place, exercises: { trueFalse, gaps, teacherNote, article }, secondLesson };
}

/** Creates a class through the API (as the admin unless told) and answers it. */
export async function createClass(t: TestApp, token: string, input: Record<string, unknown>): Promise<ClassObject> {
  return created<ClassObject>(t, '/tenant/classes', token, input);
}

export async function attachLesson(t: TestApp, token: string, classId: string, lessonId: string): Promise<ClassObject> {
  const response = await t.request('PUT', `/tenant/classes/${classId}/attach-lesson`, { token, body: { lessonId } });
  if (response.statusCode !== 200) throw new Error(`attach: ${response.statusCode} ${response.body}`);
  return body<{ data: ClassObject }>(response).data;
}

export const errorOf = (response: { json: () => unknown }) => response.json() as ApiError;
export type { GroupDetail };
