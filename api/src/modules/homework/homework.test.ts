import { sql } from 'drizzle-orm';
import type { Exercise } from '@school/exercises';
import { parseClassEvent, type ClassEvent } from '@school/shared/contracts';
import type { ClassObject, DueHomework, ReviewHomework, Homework, HomeworkLessonChoice, HomeworkSummary, PaginationMeta, StoredAnswer } from '@school/shared/contracts';
import { readRows } from '../../db/client.js';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { createLessonSection, createPlace, lessonSectionsUrl } from '../../test/structure-kit.js';
import { attachLesson, buildClassroomWorld, createClass, errorOf, type ClassroomWorld } from '../../test/classroom-kit.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASES)('homework on %s', (kind) => {
  const t = useTestApp(kind);
  let w: ClassroomWorld;
  /** The demo group (Sofia, Andrii), taught by the teacher: the place's lesson, then the second lesson (current). */
  let group: ClassObject;
  /** Maria's personal class, taught by Iryna. */
  let marias: ClassObject;
  /** An exercise of the second lesson (the class's current one). */
  let current: Exercise;
  /** An exercise of the class's lessons' homework section (the place's lesson). */
  let homeworkSectionExercise: Exercise;
  /** An exercise of a lesson the group class never had. */
  let foreign: Exercise;
  /** Another exercise of the current lesson, in no homework until the visibility test. */
  let spare: Exercise;

  const url = (classId = group.id) => `/tenant/classes/${classId}/homework`;
  const one = (homeworkId: string, classId = group.id) => `${url(classId)}/${homeworkId}`;

  async function create(exerciseIds: string[], token = w.tokens.teacher, classId = group.id): Promise<Homework> {
    const response = await t.request('POST', url(classId), { token, body: { exerciseIds } });
    if (response.statusCode !== 201) throw new Error(`create homework: ${response.statusCode} ${response.body}`);
    return body<{ data: Homework }>(response).data;
  }
  const read = async (homeworkId: string, token: string): Promise<Homework> => body<{ data: Homework }>(await t.request('GET', one(homeworkId), { token })).data;
  const save = (token: string, exerciseId: string, revision: number, answer: unknown, classId = group.id) =>
    t.request('PUT', `/tenant/classes/${classId}/answers/${exerciseId}`, { token, lang: 'en', body: answer, headers: { 'x-answer-revision': String(revision) } });

  /** The homework events of a class, oldest first, with whom they are for (null: everyone). */
  async function homeworkEvents(classId = group.id) {
    const rows = await t.app.db.system.execute(sql`
      select data, member_ids as "memberIds" from class_events where class_id = ${classId} and type = 'homework' order by id`);
    return readRows<{ data: Record<string, unknown>; memberIds: string[] | null }>(rows);
  }

  beforeAll(async () => {
    w = await buildClassroomWorld(t);
    group = await createClass(t, w.tokens.teacher, { name: 'Homework group', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 });
    // The place's lesson gets a homework section with its own exercise.
    const homeworkSection = await createLessonSection(t, w.tokens.admin, w.place.lesson, true);
    const homeworkUrl = `${lessonSectionsUrl(w.place.lesson)}/${homeworkSection.id}/exercises`;
    homeworkSectionExercise = body<{ data: Exercise }>(
      await t.request('POST', homeworkUrl, { token: w.tokens.admin, body: { type: 'fill_in_gaps', title: 'Homework gaps', text: 'We [are] home.' } }),
    ).data;
    await attachLesson(t, w.tokens.teacher, group.id, w.place.lesson.id);
    await attachLesson(t, w.tokens.teacher, group.id, w.secondLesson.lesson.id);
    current = body<{ data: Exercise[] }>(await t.request('GET', w.secondLesson.exercisesUrl, { token: w.tokens.admin })).data[0] as Exercise;
    spare = body<{ data: Exercise }>(
      await t.request('POST', w.secondLesson.exercisesUrl, { token: w.tokens.admin, body: { type: 'true_false', title: 'Spare', items: [{ statement: 'y', correct: false }] } }),
    ).data;
    marias = await createClass(t, w.tokens.admin, { name: 'Maria personal', type: 'personal', teacherId: w.ids.iryna, studentId: w.ids.maria });
    const third = await createClass(t, w.tokens.admin, { name: 'Elsewhere', type: 'personal', teacherId: w.ids.iryna, studentId: w.ids.maria });
    const otherPlace = await createPlace(t, w.tokens.admin, 'Never attached here');
    foreign = body<{ data: Exercise }>(
      await t.request('POST', otherPlace.exercisesUrl, { token: w.tokens.admin, body: { type: 'true_false', title: 'Elsewhere', items: [{ statement: 'x', correct: true }] } }),
    ).data;
    await attachLesson(t, w.tokens.admin, third.id, otherPlace.lesson.id);
    await attachLesson(t, w.tokens.admin, marias.id, w.place.lesson.id);
  });

  describe('POST classes/{id}/homework', () => {
    it('creates a homework numbered from 1 with the exercises in the order chosen, from any lesson the class has had', async () => {
      const first = await create([w.exercises.trueFalse.id, current.id]);
      expect(first).toMatchObject({ classId: group.id, number: 1, status: 0, currentUserStatus: null, createdAt: expect.any(String) });
      expect(first.exercises.map((entry) => entry.exerciseId)).toEqual([w.exercises.trueFalse.id, current.id]);
      expect(first.exercises[0]).toMatchObject({
        lessonId: w.place.lesson.id,
        lessonName: w.place.lesson.name,
        courseId: w.place.course.id,
        courseName: w.place.course.name,
        lessonSectionId: w.place.lessonSection.id,
        isHomeworkSection: false,
        exercise: { id: w.exercises.trueFalse.id, type: 'true_false' },
      });
      // Staff see the whole exercise, and every student of the class with a status.
      expect(JSON.stringify(first.exercises[0]?.exercise)).toContain('"correct":true');
      expect(first.userStatuses.map((entry) => [entry.userId, entry.status, entry.updatedAt])).toEqual(
        expect.arrayContaining([
          [w.ids.student, 0, null],
          [w.ids.andrii, 0, null],
        ]),
      );
      expect(first.userStatuses).toHaveLength(2);
      expect(first.userStatuses[0]).toEqual({ userId: expect.any(String), firstName: expect.any(String), lastName: expect.any(String), status: 0, updatedAt: null });
      // An administrator who does not teach the class may give homework too.
      const second = await create([w.exercises.gaps.id], w.tokens.admin);
      expect(second.number).toBe(2);
    });

    it('gives homework created at once distinct numbers, counting on per class', async () => {
      const created = await Promise.all([1, 2, 3, 4, 5].map(() => create([w.exercises.gaps.id])));
      const numbers = created.map((item) => item.number).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(5);
      expect(numbers[4]! - numbers[0]!).toBe(4);
      // Another class counts from 1 on its own.
      expect((await create([w.exercises.trueFalse.id], w.tokens.iryna, marias.id)).number).toBe(1);
    });

    it('answers 400 for no exercise, a duplicate, an exercise of a lesson the class never had or a missing one', async () => {
      const cases: Array<[unknown, string]> = [
        [{ exerciseIds: [] }, 'Select at least one exercise'],
        [{}, 'Select at least one exercise'],
        [{ exerciseIds: [current.id, current.id] }, 'Each exercise can be chosen only once'],
        [{ exerciseIds: [current.id, foreign.id] }, 'Choose exercises of lessons this class has had'],
        [{ exerciseIds: [MISSING_ID] }, 'Choose exercises of lessons this class has had'],
      ];
      for (const [payload, message] of cases) {
        const response = await t.request('POST', url(), { token: w.tokens.teacher, lang: 'en', body: payload });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toMatchObject({ statusCode: 400, message });
        expect(errorOf(response).fieldErrors?.exerciseIds).toEqual([message]);
      }
      const notUuid = await t.request('POST', url(), { token: w.tokens.teacher, body: { exerciseIds: ['abc'] } });
      expect(notUuid.statusCode).toBe(400);
      expect(errorOf(notUuid).code).toBeTruthy();
    });

    it('refuses students (403), staff not of the class, students of other classes and other schools (404), and the signed-out (401)', async () => {
      const payload = { exerciseIds: [current.id] };
      const student = await t.request('POST', url(), { token: w.tokens.student, lang: 'en', body: payload });
      expect(student.statusCode).toBe(403);
      expect(errorOf(student).code).toBe('errors.forbidden');
      for (const token of [w.tokens.iryna, w.tokens.manager, w.tokens.maria, w.tokens.other]) {
        const response = await t.request('POST', url(), { token, lang: 'en', body: payload });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response)).toMatchObject({ code: 'classroom.notFound', message: 'Class not found' });
      }
      expect((await t.request('POST', url(MISSING_ID), { token: w.tokens.teacher, body: payload })).statusCode).toBe(404);
      expect((await t.request('POST', url('nope'), { token: w.tokens.teacher, body: payload })).statusCode).toBe(400);
      expect((await t.request('POST', url(), { body: payload })).statusCode).toBe(401);
    });
  });

  describe('GET classes/{id}/homework and /{homeworkId}', () => {
    it('pages the list by 10, newest first; a student sees only their own status', async () => {
      for (let index = 0; index < 4; index += 1) await create([current.id]);
      const page1 = body<{ data: HomeworkSummary[]; meta: PaginationMeta }>(await t.request('GET', url(), { token: w.tokens.teacher }));
      expect(page1.data).toHaveLength(10);
      expect(page1.meta.pagination).toEqual({ total: page1.meta.pagination.total, page: 1, limit: 10 });
      expect(page1.meta.pagination.total).toBeGreaterThan(10);
      const numbers = page1.data.map((item) => item.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      expect(page1.data[0]).toMatchObject({ exerciseCount: 1, currentUserStatus: null });
      expect(page1.data[0]?.userStatuses).toHaveLength(2);
      const page2 = body<{ data: HomeworkSummary[]; meta: PaginationMeta }>(await t.request('GET', `${url()}?page=2`, { token: w.tokens.teacher }));
      expect(page2.data.length).toBe(page1.meta.pagination.total - 10);
      expect(page2.data.map((item) => item.number)).not.toContain(numbers[0]);
      const mine = body<{ data: HomeworkSummary[] }>(await t.request('GET', `${url()}?limit=3`, { token: w.tokens.student })).data;
      expect(mine).toHaveLength(3);
      for (const item of mine) {
        expect(item.userStatuses.map((entry) => entry.userId)).toEqual([w.ids.student]);
        expect(item.currentUserStatus).toBe(0);
      }
      expect((await t.request('GET', `${url()}?limit=0`, { token: w.tokens.teacher })).statusCode).toBe(400);
    });

    it('gives a student the student copies (no key, no hidden note), hidden-in-class homework exercises included', async () => {
      const homework = await create([w.exercises.trueFalse.id, w.exercises.teacherNote.id]);
      await t.request('PUT', `/tenant/classes/${group.id}/exercises/${w.exercises.trueFalse.id}/toggle-visibility`, { token: w.tokens.teacher });
      try {
        const seen = await read(homework.id, w.tokens.student);
        expect(seen.exercises.map((entry) => entry.exerciseId)).toEqual([w.exercises.trueFalse.id]);
        expect(JSON.stringify(seen.exercises)).not.toContain('correct');
        expect(seen.userStatuses.map((entry) => entry.userId)).toEqual([w.ids.student]);
        expect(seen.currentUserStatus).toBe(0);
        expect((await read(homework.id, w.tokens.teacher)).exercises).toHaveLength(2);
      } finally {
        await t.request('PUT', `/tenant/classes/${group.id}/exercises/${w.exercises.trueFalse.id}/toggle-visibility`, { token: w.tokens.teacher });
      }
    });

    it('answers 404 for a missing homework, another class’s, and for those without a place in the class', async () => {
      const homework = await create([current.id]);
      const missing = await t.request('GET', one(MISSING_ID), { token: w.tokens.teacher, lang: 'en' });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing)).toMatchObject({ code: 'homework.notFound', message: 'Homework not found' });
      const marias1 = (await create([w.exercises.trueFalse.id], w.tokens.iryna, marias.id)).id;
      expect((await t.request('GET', one(marias1), { token: w.tokens.teacher })).statusCode).toBe(404);
      for (const token of [w.tokens.maria, w.tokens.iryna, w.tokens.manager, w.tokens.other]) {
        expect((await t.request('GET', one(homework.id), { token })).statusCode).toBe(404);
        expect((await t.request('GET', url(), { token })).statusCode).toBe(404);
      }
      expect((await t.request('GET', one(homework.id))).statusCode).toBe(401);
      expect((await t.request('GET', url())).statusCode).toBe(401);
      expect((await t.request('GET', one('nope'), { token: w.tokens.teacher })).statusCode).toBe(400);
      // An administrator who does not teach the class reads it.
      expect((await t.request('GET', one(homework.id), { token: w.tokens.admin })).statusCode).toBe(200);
    });
  });

  describe('answers to homework', () => {
    it('lets a student answer a homework exercise of a past lesson, scored, in both save paths; others stay refused', async () => {
      // Before it is homework, an exercise of a past lesson is not to be answered.
      const before = await save(w.tokens.andrii, homeworkSectionExercise.id, 1, { gaps: ['are'] });
      expect(before.statusCode).toBe(400);
      expect(errorOf(before).message).toBe('This exercise is not in the class’s lesson');
      const homework = await create([homeworkSectionExercise.id]);
      expect(homework.exercises[0]).toMatchObject({ lessonId: w.place.lesson.id, isHomeworkSection: true });
      const first = await save(w.tokens.andrii, homeworkSectionExercise.id, 1, { gaps: ['are'] });
      expect(first.statusCode).toBe(200);
      expect(body<{ data: StoredAnswer }>(first).data).toMatchObject({ revision: 1, score: { correct: 1, total: 1 } });
      // The exercise is now known to the one-round-trip path: the next save is that one statement
      // alone (no other transaction), so its own eligibility check lets a homework exercise through.
      const batch = jest.spyOn(t.app.db, 'preparedInSchool');
      const transaction = jest.spyOn(t.app.db, 'inSchool');
      const second = await save(w.tokens.andrii, homeworkSectionExercise.id, 2, { gaps: ['is'] });
      expect(body<{ data: StoredAnswer }>(second).data).toMatchObject({ revision: 2, score: { correct: 0, total: 1 } });
      expect([batch.mock.calls.length, transaction.mock.calls.length]).toEqual([1, 0]);
      batch.mockRestore();
      transaction.mockRestore();
      // Out of every homework again: both paths refuse it.
      await t.request('POST', `${one(homework.id)}/exercises`, { token: w.tokens.teacher, body: { exerciseId: current.id } });
      await t.request('DELETE', `${one(homework.id)}/exercises/${homeworkSectionExercise.id}`, { token: w.tokens.teacher });
      const after = await save(w.tokens.andrii, homeworkSectionExercise.id, 3, { gaps: ['are'] });
      expect(after.statusCode).toBe(400);
      // A student of another class still cannot answer in this one.
      expect((await save(w.tokens.maria, current.id, 1, { items: [true] })).statusCode).toBe(404);
      // The teacher reads the answer under the student, as with any class answer.
      const answers = body<{ data: Record<string, Record<string, StoredAnswer>> }>(await t.request('GET', `/tenant/classes/${group.id}/answers`, { token: w.tokens.teacher })).data;
      expect(answers[w.ids.andrii]?.[homeworkSectionExercise.id]).toMatchObject({ revision: 2 });
    });

    it('lets a student answer, read and comment on a homework exercise hidden in the live lesson', async () => {
      const toggle = () => t.request('PUT', `/tenant/classes/${group.id}/exercises/${spare.id}/toggle-visibility`, { token: w.tokens.teacher });
      await toggle();
      try {
        const hiddenBefore = await save(w.tokens.student, spare.id, 100, { items: [true] });
        expect(hiddenBefore.statusCode).toBe(404);
        expect((await t.request('GET', `/tenant/classes/${group.id}/answers/${spare.id}`, { token: w.tokens.student })).statusCode).toBe(404);
        await create([spare.id]);
        expect((await save(w.tokens.student, spare.id, 101, { items: [true] })).statusCode).toBe(200);
        const batch = jest.spyOn(t.app.db, 'preparedInSchool');
        const transaction = jest.spyOn(t.app.db, 'inSchool');
        expect(body<{ data: StoredAnswer }>(await save(w.tokens.student, spare.id, 102, { items: [false] })).data).toMatchObject({ revision: 102, score: { correct: 1 } });
        expect([batch.mock.calls.length, transaction.mock.calls.length]).toEqual([1, 0]);
        batch.mockRestore();
        transaction.mockRestore();
        expect((await t.request('GET', `/tenant/classes/${group.id}/answers/${spare.id}`, { token: w.tokens.student })).statusCode).toBe(200);
        expect((await t.request('GET', `/tenant/classes/${group.id}/exercises/${spare.id}/comments`, { token: w.tokens.student })).statusCode).toBe(200);
      } finally {
        await toggle();
      }
    });

    it('moves a student from notDone to inProgress with their first answer after the exercise was given, the others stay', async () => {
      // Sofia answered the place's true/false before it is given below: that does not count.
      await attachLesson(t, w.tokens.teacher, group.id, w.place.lesson.id);
      expect((await save(w.tokens.student, w.exercises.gaps.id, 500, { gaps: ['am', 'is'] })).statusCode).toBe(200);
      await attachLesson(t, w.tokens.teacher, group.id, w.secondLesson.lesson.id);
      const homework = await create([w.exercises.gaps.id, current.id]);
      expect((await read(homework.id, w.tokens.student)).currentUserStatus).toBe(0);
      expect((await save(w.tokens.student, current.id, 600, { items: [true] })).statusCode).toBe(200);
      const sofia = await read(homework.id, w.tokens.student);
      expect(sofia).toMatchObject({ status: 1, currentUserStatus: 1 });
      expect(sofia.userStatuses[0]?.updatedAt).toEqual(expect.any(String));
      const teacher = await read(homework.id, w.tokens.teacher);
      expect(Object.fromEntries(teacher.userStatuses.map((entry) => [entry.userId, entry.status]))).toEqual({ [w.ids.student]: 1, [w.ids.andrii]: 0 });
      expect(teacher.status).toBe(0);
    });
  });

  describe('PUT send-to-check and status', () => {
    it('a student sends it to check (2); the teacher sees it and sets statuses; each student is told only of their own', async () => {
      const homework = await create([current.id]);
      const sent = await t.request('PUT', `${one(homework.id)}/send-to-check`, { token: w.tokens.student });
      expect(sent.statusCode).toBe(200);
      expect(body<{ data: Homework }>(sent).data).toMatchObject({ status: 2, currentUserStatus: 2 });
      const teacherView = await read(homework.id, w.tokens.teacher);
      expect(teacherView.status).toBe(2);
      expect(teacherView.userStatuses.find((entry) => entry.userId === w.ids.student)).toMatchObject({ status: 2, updatedAt: expect.any(String) });
      const done = await t.request('PUT', `${one(homework.id)}/status`, { token: w.tokens.teacher, body: { userId: w.ids.student, status: 3 } });
      expect(done.statusCode).toBe(200);
      expect(body<{ data: Homework }>(done).data.userStatuses.find((entry) => entry.userId === w.ids.student)?.status).toBe(3);
      expect((await read(homework.id, w.tokens.student)).currentUserStatus).toBe(3);
      // An administrator who does not teach the class may set a status too.
      expect((await t.request('PUT', `${one(homework.id)}/status`, { token: w.tokens.admin, body: { userId: w.ids.andrii, status: 1 } })).statusCode).toBe(200);
      expect((await read(homework.id, w.tokens.andrii)).currentUserStatus).toBe(1);
      const events = (await homeworkEvents()).filter((event) => event.data.homeworkId === homework.id);
      expect(events.map((event) => [event.data.action, event.data.userId ?? null, event.data.status ?? null, event.memberIds])).toEqual([
        ['created', null, null, null],
        ['status', w.ids.student, 2, [w.ids.student]],
        ['status', w.ids.student, 3, [w.ids.student]],
        ['status', w.ids.andrii, 1, [w.ids.andrii]],
      ]);
      // Sending again what was sent, or giving the status one has, changes nothing and tells no one.
      expect((await t.request('PUT', `${one(homework.id)}/send-to-check`, { token: w.tokens.andrii })).statusCode).toBe(200);
      await t.request('PUT', `${one(homework.id)}/send-to-check`, { token: w.tokens.andrii });
      await t.request('PUT', `${one(homework.id)}/status`, { token: w.tokens.teacher, body: { userId: w.ids.andrii, status: 2 } });
      expect((await homeworkEvents()).filter((event) => event.data.homeworkId === homework.id)).toHaveLength(5);
    });

    it('refuses send-to-check to staff (403) and those without a place (404)', async () => {
      const homework = await create([current.id]);
      const teacher = await t.request('PUT', `${one(homework.id)}/send-to-check`, { token: w.tokens.teacher, lang: 'en' });
      expect(teacher.statusCode).toBe(403);
      expect(errorOf(teacher)).toMatchObject({ code: 'homework.staffCannotSend', message: 'Only students send homework to check' });
      for (const token of [w.tokens.maria, w.tokens.other, w.tokens.iryna]) {
        expect((await t.request('PUT', `${one(homework.id)}/send-to-check`, { token })).statusCode).toBe(404);
      }
      expect((await t.request('PUT', `${one(MISSING_ID)}/send-to-check`, { token: w.tokens.student })).statusCode).toBe(404);
      expect((await t.request('PUT', `${one(homework.id)}/send-to-check`)).statusCode).toBe(401);
    });

    it('refuses a status from a student (403), for someone not in the class or outside 0 to 3 (400)', async () => {
      const homework = await create([current.id]);
      const statusUrl = `${one(homework.id)}/status`;
      const student = await t.request('PUT', statusUrl, { token: w.tokens.student, body: { userId: w.ids.student, status: 3 } });
      expect(student.statusCode).toBe(403);
      const outsider = await t.request('PUT', statusUrl, { token: w.tokens.teacher, lang: 'en', body: { userId: w.ids.maria, status: 3 } });
      expect(outsider.statusCode).toBe(400);
      expect(errorOf(outsider)).toMatchObject({ code: 'homework.studentNotInClass', fieldErrors: { userId: ['Choose a student of this class'] } });
      for (const status of [4, -1, '3', null]) {
        const response = await t.request('PUT', statusUrl, { token: w.tokens.teacher, lang: 'en', body: { userId: w.ids.student, status } });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).fieldErrors?.status).toEqual(['Choose a status: not done, in progress, needs review or done']);
      }
      for (const token of [w.tokens.iryna, w.tokens.maria, w.tokens.other]) {
        expect((await t.request('PUT', statusUrl, { token, body: { userId: w.ids.student, status: 3 } })).statusCode).toBe(404);
      }
      expect((await t.request('PUT', statusUrl, { body: { userId: w.ids.student, status: 3 } })).statusCode).toBe(401);
    });
  });

  describe('exercises of a homework, and deleting it', () => {
    it('adds at the end and removes, never the last one, with an event each', async () => {
      const homework = await create([current.id]);
      const added = await t.request('POST', `${one(homework.id)}/exercises`, { token: w.tokens.teacher, body: { exerciseId: w.exercises.trueFalse.id } });
      expect(added.statusCode).toBe(200);
      expect(body<{ data: Homework }>(added).data.exercises.map((entry) => entry.exerciseId)).toEqual([current.id, w.exercises.trueFalse.id]);
      const again = await t.request('POST', `${one(homework.id)}/exercises`, { token: w.tokens.teacher, lang: 'en', body: { exerciseId: current.id } });
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).message).toBe('This exercise is already in the homework');
      const elsewhere = await t.request('POST', `${one(homework.id)}/exercises`, { token: w.tokens.teacher, body: { exerciseId: foreign.id } });
      expect(elsewhere.statusCode).toBe(400);
      expect(errorOf(elsewhere).code).toBe('homework.exerciseNotInClass');
      const removed = await t.request('DELETE', `${one(homework.id)}/exercises/${current.id}`, { token: w.tokens.teacher });
      expect(removed.statusCode).toBe(200);
      expect(body<{ data: Homework }>(removed).data.exercises.map((entry) => entry.exerciseId)).toEqual([w.exercises.trueFalse.id]);
      const notThere = await t.request('DELETE', `${one(homework.id)}/exercises/${current.id}`, { token: w.tokens.teacher });
      expect(notThere.statusCode).toBe(404);
      expect(errorOf(notThere).code).toBe('homework.exerciseNotInHomework');
      const last = await t.request('DELETE', `${one(homework.id)}/exercises/${w.exercises.trueFalse.id}`, { token: w.tokens.teacher, lang: 'en' });
      expect(last.statusCode).toBe(400);
      expect(errorOf(last).message).toBe('A homework needs at least one exercise');
      expect((await read(homework.id, w.tokens.teacher)).exercises).toHaveLength(1);
      const actions = (await homeworkEvents()).filter((event) => event.data.homeworkId === homework.id).map((event) => [event.data.action, event.memberIds]);
      expect(actions).toEqual([
        ['created', null],
        ['exercises', null],
        ['exercises', null],
      ]);
    });

    it('never leaves a homework empty when its two exercises are removed at once', async () => {
      const homework = await create([current.id, w.exercises.trueFalse.id]);
      const [a, b] = await Promise.all([
        t.request('DELETE', `${one(homework.id)}/exercises/${current.id}`, { token: w.tokens.teacher }),
        t.request('DELETE', `${one(homework.id)}/exercises/${w.exercises.trueFalse.id}`, { token: w.tokens.teacher }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
      expect((await read(homework.id, w.tokens.teacher)).exercises).toHaveLength(1);
    });

    it('refuses exercise changes to students (403) and those without a place (404)', async () => {
      const homework = await create([current.id]);
      const add = (token?: string) => t.request('POST', `${one(homework.id)}/exercises`, { token, body: { exerciseId: w.exercises.trueFalse.id } });
      const remove = (token?: string) => t.request('DELETE', `${one(homework.id)}/exercises/${current.id}`, { token });
      expect((await add(w.tokens.student)).statusCode).toBe(403);
      expect((await remove(w.tokens.student)).statusCode).toBe(403);
      for (const token of [w.tokens.iryna, w.tokens.maria, w.tokens.other]) {
        expect((await add(token)).statusCode).toBe(404);
        expect((await remove(token)).statusCode).toBe(404);
      }
      expect((await add()).statusCode).toBe(401);
      expect((await remove()).statusCode).toBe(401);
      const broken = await t.request('POST', `${one(homework.id)}/exercises`, { token: w.tokens.teacher, body: { exerciseId: 'x' } });
      expect(broken.statusCode).toBe(400);
    });

    it('deletes a homework (staff only); its number is not given again', async () => {
      const homework = await create([current.id]);
      expect((await t.request('DELETE', one(homework.id), { token: w.tokens.student })).statusCode).toBe(403);
      for (const token of [w.tokens.iryna, w.tokens.maria, w.tokens.other]) expect((await t.request('DELETE', one(homework.id), { token })).statusCode).toBe(404);
      expect((await t.request('DELETE', one(homework.id))).statusCode).toBe(401);
      expect((await t.request('DELETE', one(homework.id), { token: w.tokens.teacher })).statusCode).toBe(204);
      expect((await t.request('GET', one(homework.id), { token: w.tokens.teacher })).statusCode).toBe(404);
      expect((await t.request('DELETE', one(homework.id), { token: w.tokens.teacher })).statusCode).toBe(404);
      expect((await create([current.id])).number).toBe(homework.number + 1);
      const events = (await homeworkEvents()).filter((event) => event.data.homeworkId === homework.id);
      expect(events.map((event) => event.data.action)).toEqual(['created', 'deleted']);
    });
  });

  describe('the class stream', () => {
    /** Reads a class's stream from after `lastEventId` until `done` holds for the homework events read. */
    async function replay(token: string, lastEventId: number, done: (events: ClassEvent[]) => boolean): Promise<ClassEvent[]> {
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('the app is not listening');
      const controller = new AbortController();
      const response = await fetch(`http://127.0.0.1:${address.port}/tenant/classes/${group.id}/events`, {
        headers: { authorization: `Bearer ${token}`, 'last-event-id': String(lastEventId) },
        signal: controller.signal,
      });
      const reader = response.body?.getReader();
      if (!reader) throw new Error('no stream');
      const events: ClassEvent[] = [];
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        while (!done(events)) {
          const { done: ended, value } = await reader.read();
          if (ended) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
            const event = parseClassEvent(field('id') ?? '', field('event') ?? '', field('data') ?? '');
            if (event?.type === 'homework') events.push(event);
          }
        }
      } finally {
        controller.abort();
      }
      return events;
    }

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('tells staff every status change and each student only their own', async () => {
      const [last] = readRows<{ id: number }>(await t.app.db.system.execute(sql`select coalesce(max(id), 0)::int as id from class_events where class_id = ${group.id}`));
      const homework = await create([current.id]);
      await t.request('PUT', `${one(homework.id)}/send-to-check`, { token: w.tokens.student });
      await t.request('PUT', `${one(homework.id)}/status`, { token: w.tokens.teacher, body: { userId: w.ids.andrii, status: 3 } });
      // Everyone's last event: the end of what each one reads.
      await t.request('DELETE', one(homework.id), { token: w.tokens.teacher });
      const ended = (events: ClassEvent[]) => events.some((event) => event.type === 'homework' && event.data.action === 'deleted' && event.data.homeworkId === homework.id);
      const seen = async (token: string) =>
        (await replay(token, last?.id ?? 0, ended)).flatMap((event) => (event.type === 'homework' && event.data.homeworkId === homework.id ? [[event.data.action, event.data.userId ?? null]] : []));
      expect(await seen(w.tokens.teacher)).toEqual([
        ['created', null],
        ['status', w.ids.student],
        ['status', w.ids.andrii],
        ['deleted', null],
      ]);
      expect(await seen(w.tokens.student)).toEqual([
        ['created', null],
        ['status', w.ids.student],
        ['deleted', null],
      ]);
      expect(await seen(w.tokens.andrii)).toEqual([
        ['created', null],
        ['status', w.ids.andrii],
        ['deleted', null],
      ]);
    });
  });

  describe('the demo data', () => {
    it('gives the demo group class homework 1 from its lesson’s homework section, to be done by Sofia', async () => {
      const classes = body<{ data: ClassObject[] }>(await t.request('GET', '/tenant/classes/my?q=Tue', { token: w.tokens.student })).data;
      const demo = classes.find((item) => item.name === 'English A1 · Tue and Thu');
      expect(demo).toBeDefined();
      const list = body<{ data: HomeworkSummary[] }>(await t.request('GET', url(demo?.id), { token: w.tokens.student })).data;
      expect(list.map((item) => [item.number, item.currentUserStatus])).toEqual([[1, 0]]);
      const detail = body<{ data: Homework }>(await t.request('GET', one(list[0]?.id ?? '', demo?.id), { token: w.tokens.student })).data;
      expect(detail.exercises.length).toBeGreaterThan(0);
      expect(detail.exercises.every((entry) => entry.isHomeworkSection)).toBe(true);
      // The next one the teacher gives there is number 2.
      const next = await create([detail.exercises[0]?.exerciseId ?? ''], w.tokens.teacher, demo?.id);
      expect(next.number).toBe(2);
      await t.request('DELETE', one(next.id, demo?.id), { token: w.tokens.teacher });
    });
  });

  describe('the exercise picker and what is due', () => {
    it('lists the lessons the class has had, current first, homework sections first (staff only)', async () => {
      const response = await t.request('GET', `${url()}/choices`, { token: w.tokens.teacher });
      expect(response.statusCode).toBe(200);
      const choices = body<{ data: HomeworkLessonChoice[] }>(response).data;
      expect(choices.map((choice) => [choice.lessonId, choice.isCurrent])).toEqual([
        [w.secondLesson.lesson.id, true],
        [w.place.lesson.id, false],
      ]);
      const place = choices[1];
      expect(place?.sections.map((section) => section.isHomework)).toEqual([true, false]);
      expect(place?.sections[0]?.exercises).toEqual([{ id: homeworkSectionExercise.id, type: 'fill_in_gaps', title: 'Homework gaps', position: expect.any(Number) }]);
      expect(place?.sections[1]?.exercises.map((exercise) => exercise.id)).toEqual([w.exercises.trueFalse.id, w.exercises.gaps.id, w.exercises.teacherNote.id, w.exercises.article.id]);
      expect((await t.request('GET', `${url()}/choices`, { token: w.tokens.student })).statusCode).toBe(403);
      for (const token of [w.tokens.iryna, w.tokens.maria, w.tokens.other]) expect((await t.request('GET', `${url()}/choices`, { token })).statusCode).toBe(404);
      expect((await t.request('GET', `${url()}/choices`)).statusCode).toBe(401);
    });

    it('gives a student their homework not yet sent or done, across classes; staff none', async () => {
      const homework = await create([current.id]);
      const due = async (token: string) => body<{ data: DueHomework[] }>(await t.request('GET', '/tenant/homework/due', { token })).data;
      const sofias = await due(w.tokens.student);
      expect(sofias[0]).toEqual({ classId: group.id, className: group.name, homeworkId: homework.id, number: homework.number, status: 0, exerciseCount: 1, createdAt: expect.any(String) });
      expect(sofias.every((item) => item.status < 2)).toBe(true);
      await t.request('PUT', `${one(homework.id)}/send-to-check`, { token: w.tokens.student });
      expect((await due(w.tokens.student)).map((item) => item.homeworkId)).not.toContain(homework.id);
      expect((await due(w.tokens.andrii)).map((item) => item.homeworkId)).toContain(homework.id);
      expect((await due(w.tokens.maria)).every((item) => item.classId !== group.id)).toBe(true);
      expect(await due(w.tokens.teacher)).toEqual([]);
      expect((await t.request('GET', '/tenant/homework/due')).statusCode).toBe(401);
    });
  });

  describe('GET homework/review', () => {
    const review = async (token: string, query = '?limit=50') => {
      const response = await t.request('GET', `/tenant/homework/review${query}`, { token, lang: 'en' });
      expect(response.statusCode).toBe(200);
      return body<{ data: ReviewHomework[] }>(response).data;
    };

    it('gives the teacher the homework their students sent to check, per homework with who sent it, until it is reviewed', async () => {
      const homework = await create([current.id]);
      const mariasHomework = await create([w.exercises.trueFalse.id], w.tokens.iryna, marias.id);
      expect((await review(w.tokens.teacher)).map((item) => item.homeworkId)).not.toContain(homework.id);

      await t.request('PUT', `${one(homework.id)}/send-to-check`, { token: w.tokens.student });
      await t.request('PUT', `${one(homework.id)}/send-to-check`, { token: w.tokens.andrii });
      await t.request('PUT', `${one(mariasHomework.id, marias.id)}/send-to-check`, { token: w.tokens.maria });
      const waiting = (await review(w.tokens.teacher)).find((item) => item.homeworkId === homework.id);
      expect(waiting).toEqual({
        classId: group.id,
        className: group.name,
        homeworkId: homework.id,
        number: homework.number,
        students: [expect.objectContaining({ userId: w.ids.student }), expect.objectContaining({ userId: w.ids.andrii })],
        sentAt: waiting?.students[0]?.sentAt,
      });
      expect(waiting?.students[0]).toEqual({ userId: w.ids.student, firstName: expect.any(String), lastName: expect.any(String), sentAt: expect.any(String) });
      // Maria's class is Iryna's: the teacher does not see it, Iryna does.
      expect((await review(w.tokens.teacher)).map((item) => item.classId)).not.toContain(marias.id);
      expect((await review(w.tokens.iryna)).map((item) => item.homeworkId)).toContain(mariasHomework.id);

      // Reviewed (done) for one student: only the other still waits; for both: it leaves the list.
      await t.request('PUT', `${one(homework.id)}/status`, { token: w.tokens.teacher, body: { userId: w.ids.student, status: 3 } });
      const after = (await review(w.tokens.teacher)).find((item) => item.homeworkId === homework.id);
      expect(after?.students.map((student) => student.userId)).toEqual([w.ids.andrii]);
      await t.request('PUT', `${one(homework.id)}/status`, { token: w.tokens.teacher, body: { userId: w.ids.andrii, status: 1 } });
      expect((await review(w.tokens.teacher)).map((item) => item.homeworkId)).not.toContain(homework.id);

      // At most `limit` homework.
      expect(await review(w.tokens.teacher, '?limit=1')).toHaveLength(1);
    });

    it('answers 400 for a limit out of range, with a clear message', async () => {
      for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?limit=1.5']) {
        const response = await t.request('GET', `/tenant/homework/review${query}`, { token: w.tokens.teacher, lang: 'en' });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toBe('Ask for 1 to 50 homework');
      }
    });

    it('is for staff who teach or administer: 401 without a token, 403 for a student or a manager', async () => {
      expect((await t.request('GET', '/tenant/homework/review')).statusCode).toBe(401);
      expect((await t.request('GET', '/tenant/homework/review', { token: w.tokens.student })).statusCode).toBe(403);
      expect((await t.request('GET', '/tenant/homework/review', { token: w.tokens.manager })).statusCode).toBe(403);
      // An administrator who teaches none of these classes has nothing to review here.
      expect((await review(w.tokens.admin)).map((item) => item.classId)).not.toContain(group.id);
    });

    it('shows another school nothing of this one', async () => {
      const homework = await create([current.id]);
      await t.request('PUT', `${one(homework.id)}/send-to-check`, { token: w.tokens.student });
      expect((await review(w.tokens.teacher)).map((item) => item.homeworkId)).toContain(homework.id);
      const others = await review(w.tokens.other);
      expect(others.map((item) => item.homeworkId)).not.toContain(homework.id);
      expect(others.every((item) => item.classId !== group.id && item.classId !== marias.id)).toBe(true);
    });
  });
});
