import type { BalanceEntry, ClassComment, ClassObject, CommentList, LessonCompletion, MaterialsHistoryItem, UserPlan } from '@school/shared/contracts';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { attachLesson, buildClassroomWorld, createClass, errorOf, type ClassroomWorld } from '../../test/classroom-kit.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASES)('classroom visibility, comments and completion on %s', (kind) => {
  const t = useTestApp(kind);
  let w: ClassroomWorld;
  let group: ClassObject;

  beforeAll(async () => {
    w = await buildClassroomWorld(t);
    group = await createClass(t, w.tokens.teacher, { name: 'A1 evening class', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 });
    await attachLesson(t, w.tokens.teacher, group.id, w.place.lesson.id);
  });

  const exercisesOf = (view: ClassObject) => view.courseLesson?.sections.flatMap((section) => section.exercises.map((exercise) => exercise.id)) ?? [];

  describe('visibility', () => {
    const toggleUrl = (exerciseId: string) => `/tenant/classes/${group.id}/exercises/${exerciseId}/toggle-visibility`;
    const hiddenUrl = () => `/tenant/classes/${group.id}/exercises/hidden`;

    it('hides an exercise from the students (class, answers, comments) and shows it again', async () => {
      const id = w.exercises.gaps.id;
      const hide = await t.request('PUT', toggleUrl(id), { token: w.tokens.teacher });
      expect(hide.statusCode).toBe(200);
      expect(body<{ data: { isHidden: boolean } }>(hide).data).toEqual({ isHidden: true });
      expect(body<{ data: { hiddenExerciseIds: string[] } }>(await t.request('GET', hiddenUrl(), { token: w.tokens.teacher })).data).toEqual({ hiddenExerciseIds: [id] });
      expect(body<{ data: { hiddenExerciseIds: string[] } }>(await t.request('GET', hiddenUrl(), { token: w.tokens.admin })).data.hiddenExerciseIds).toEqual([id]);
      const student = body<{ data: ClassObject }>(await t.request('GET', `/tenant/classes/${group.id}`, { token: w.tokens.student })).data;
      expect(exercisesOf(student)).not.toContain(id);
      expect(exercisesOf(body<{ data: ClassObject }>(await t.request('GET', `/tenant/classes/${group.id}`, { token: w.tokens.teacher })).data)).toContain(id);
      const save = await t.request('PUT', `/tenant/classes/${group.id}/answers/${id}`, { token: w.tokens.student, body: { gaps: ['am', 'is'] }, headers: { 'x-answer-revision': '1' } });
      expect(save.statusCode).toBe(404);
      expect((await t.request('GET', `/tenant/classes/${group.id}/exercises/${id}/comments`, { token: w.tokens.student })).statusCode).toBe(404);
      const show = await t.request('PUT', toggleUrl(id), { token: w.tokens.teacher });
      expect(body<{ data: { isHidden: boolean } }>(show).data).toEqual({ isHidden: false });
      expect(exercisesOf(body<{ data: ClassObject }>(await t.request('GET', `/tenant/classes/${group.id}`, { token: w.tokens.student })).data)).toContain(id);
    });

    it('is the class teacher’s: students and administrators 403, outsiders 404, bad ids 400', async () => {
      const id = w.exercises.trueFalse.id;
      expect((await t.request('PUT', toggleUrl(id))).statusCode).toBe(401);
      const student = await t.request('PUT', toggleUrl(id), { token: w.tokens.student, lang: 'en' });
      expect(student.statusCode).toBe(403);
      expect(errorOf(student).message).toBe('Only the class’s teacher can do this');
      expect((await t.request('PUT', toggleUrl(id), { token: w.tokens.admin })).statusCode).toBe(403);
      for (const token of [w.tokens.maria, w.tokens.iryna, w.tokens.other]) expect((await t.request('PUT', toggleUrl(id), { token })).statusCode).toBe(404);
      expect((await t.request('PUT', toggleUrl(MISSING_ID), { token: w.tokens.teacher })).statusCode).toBe(404);
      expect((await t.request('PUT', toggleUrl('x'), { token: w.tokens.teacher })).statusCode).toBe(400);
      expect((await t.request('GET', hiddenUrl(), { token: w.tokens.student })).statusCode).toBe(403);
      expect((await t.request('GET', hiddenUrl(), { token: w.tokens.other })).statusCode).toBe(404);
      expect((await t.request('GET', hiddenUrl())).statusCode).toBe(401);
      expect(body<{ data: { hiddenExerciseIds: string[] } }>(await t.request('GET', hiddenUrl(), { token: w.tokens.teacher })).data.hiddenExerciseIds).toEqual([]);
    });
  });

  describe('comments', () => {
    const url = (exerciseId = w.exercises.trueFalse.id) => `/tenant/classes/${group.id}/exercises/${exerciseId}/comments`;
    const post = (token: string, payload: unknown) => t.request('POST', url(), { token, lang: 'en', body: payload });
    const list = async (token: string) => body<{ data: CommentList }>(await t.request('GET', url(), { token })).data;

    it('shows a student the comments to them, to everyone and their own; staff all of them', async () => {
      const toAll = await post(w.tokens.teacher, { message: 'Everyone: check the second statement', recipientId: null });
      expect(toAll.statusCode).toBe(201);
      expect(body<{ data: ClassComment }>(toAll).data).toMatchObject({
        message: 'Everyone: check the second statement',
        author: { id: w.ids.teacher, firstName: 'Taras', lastName: 'Teacher' },
        recipientId: null,
        exerciseId: w.exercises.trueFalse.id,
      });
      expect((await post(w.tokens.teacher, { message: 'Andrii, well done', recipientId: w.ids.andrii })).statusCode).toBe(201);
      expect((await post(w.tokens.student, { message: ' Why is it false?\nI thought fish fly. ' })).statusCode).toBe(201);
      expect((await post(w.tokens.student, { message: 'x'.repeat(2000), recipientId: w.ids.student })).statusCode).toBe(201);

      const teacher = await list(w.tokens.teacher);
      expect(teacher).toMatchObject({ canComment: true, isTeacher: true });
      expect(teacher.comments).toHaveLength(4);
      const sofia = await list(w.tokens.student);
      expect(sofia).toMatchObject({ canComment: true, isTeacher: false });
      expect(sofia.comments.map((comment) => comment.message.slice(0, 20))).toEqual(['Everyone: check the ', 'Why is it false?\nI t', 'x'.repeat(20)]);
      const andrii = await list(w.tokens.andrii);
      expect(andrii.comments.map((comment) => comment.message.slice(0, 20))).toEqual(['Everyone: check the ', 'Andrii, well done', 'Why is it false?\nI t']);
      expect(await list(w.tokens.admin)).toMatchObject({ canComment: false, isTeacher: false });
    });

    it('answers 400 for an empty, too long or broken message and a recipient outside the class', async () => {
      const cases: [unknown, Record<string, string[]>][] = [
        [{ message: '   ' }, { message: ['This field is required'] }],
        [{}, { message: ['This field is required'] }],
        [{ message: 'x'.repeat(2001) }, { message: ['A comment can be at most 2,000 characters'] }],
        [{ message: 'bell\u0007' }, { message: ['The text contains control characters that are not allowed'] }],
        [{ message: 'Hi', recipientId: 'x' }, { recipientId: ['Invalid identifier'] }],
        [{ message: 'Hi', recipientId: w.ids.maria }, { recipientId: ['The recipient must be a student of this class'] }],
        [{ message: 'Hi', recipientId: w.ids.teacher }, { recipientId: ['The recipient must be a student of this class'] }],
      ];
      for (const [payload, fieldErrors] of cases) {
        const response = await post(w.tokens.teacher, payload);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).fieldErrors).toEqual(fieldErrors);
      }
      const surrogate = await t.request('POST', url(), { token: w.tokens.teacher, lang: 'en', headers: { 'content-type': 'application/json' }, payload: '{"message":"\\ud800 hi"}' });
      expect(surrogate.statusCode).toBe(400);
      expect(errorOf(surrogate).fieldErrors?.message?.[0]).toMatch(/broken character/);
    });

    it('refuses administrators (403), outsiders (404) and the signed-out (401)', async () => {
      expect((await post(w.tokens.admin, { message: 'Hello' })).statusCode).toBe(403);
      for (const token of [w.tokens.maria, w.tokens.iryna, w.tokens.other]) {
        expect((await post(token, { message: 'Hello' })).statusCode).toBe(404);
        expect((await t.request('GET', url(), { token })).statusCode).toBe(404);
      }
      expect((await t.request('POST', url(), { body: { message: 'Hello' } })).statusCode).toBe(401);
      expect((await t.request('GET', url())).statusCode).toBe(401);
      expect((await t.request('GET', url(MISSING_ID), { token: w.tokens.teacher })).statusCode).toBe(404);
      expect((await t.request('GET', url(w.exercises.teacherNote.id), { token: w.tokens.student })).statusCode).toBe(404);
    });
  });

  describe('complete-lesson', () => {
    const remaining = async () => {
      const plans = body<{ data: UserPlan[] }>(await t.request('GET', '/tenant/user/plans', { token: w.tokens.student })).data;
      return plans.reduce((sum, plan) => sum + plan.lessonsRemaining, 0);
    };
    const complete = (token = w.tokens.teacher, classId = group.id) => t.request('POST', `/tenant/classes/${classId}/complete-lesson`, { token, lang: 'en' });

    it('charges each student with a paid plan one lesson, once, and names those who had none', async () => {
      const before = await remaining();
      expect(before).toBeGreaterThan(0);
      const first = await complete();
      expect(first.statusCode).toBe(200);
      const completion = body<{ data: LessonCompletion }>(first).data;
      expect(completion).toMatchObject({ lessonId: w.place.lesson.id, charged: [w.ids.student], notCharged: [w.ids.andrii], alreadyCompleted: false });
      expect(await remaining()).toBe(before - 1);
      // A retry (or a double click) charges nothing more and says so.
      const again = body<{ data: LessonCompletion }>(await complete()).data;
      expect(again).toEqual({ ...completion, alreadyCompleted: true });
      expect(await remaining()).toBe(before - 1);
      const history = body<{ data: BalanceEntry[] }>(await t.request('GET', '/tenant/user/plans/history', { token: w.tokens.student })).data;
      expect(history.filter((entry) => entry.type === 'lessonCompleted').length).toBeGreaterThanOrEqual(1);
      const materials = body<{ data: MaterialsHistoryItem[] }>(await t.request('GET', `/tenant/classes/${group.id}/materials-history`, { token: w.tokens.teacher })).data;
      expect(materials[0]?.completedAt).toBe(completion.completedAt);
    });

    it('charges once when two completions of a new lesson arrive at the same time', async () => {
      await attachLesson(t, w.tokens.teacher, group.id, w.secondLesson.lesson.id);
      const before = await remaining();
      const results = await Promise.all([complete(), complete(w.tokens.admin), complete()]);
      expect(results.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const completions = results.map((response) => body<{ data: LessonCompletion }>(response).data);
      expect(completions.filter((completion) => !completion.alreadyCompleted)).toHaveLength(1);
      expect(await remaining()).toBe(before - 1);
    });

    it('refuses a class without a lesson (400), students (403), outsiders (404) and the signed-out (401)', async () => {
      const fresh = await createClass(t, w.tokens.teacher, { name: 'Fresh', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.student });
      const none = await complete(w.tokens.teacher, fresh.id);
      expect(none.statusCode).toBe(400);
      expect(errorOf(none).message).toBe('Attach a lesson to the class first');
      expect((await complete(w.tokens.student)).statusCode).toBe(403);
      for (const token of [w.tokens.maria, w.tokens.iryna, w.tokens.other]) expect((await complete(token)).statusCode).toBe(404);
      expect((await t.request('POST', `/tenant/classes/${group.id}/complete-lesson`)).statusCode).toBe(401);
    });
  });
});
