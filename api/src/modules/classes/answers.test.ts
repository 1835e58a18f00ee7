import { sql } from 'drizzle-orm';
import type { AnswersMap, ClassObject, StoredAnswer } from '@school/shared/contracts';
import { readRows } from '../../db/client.js';
import { DATABASES, body, multipart, useTestApp, webmRecording } from '../../test/harness.js';
import { createPlace } from '../../test/structure-kit.js';
import { removeUnreferencedRecordings } from '../files/index.js';
import { attachLesson, buildClassroomWorld, createClass, errorOf, type ClassroomWorld } from '../../test/classroom-kit.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASES)('class answers on %s', (kind) => {
  const t = useTestApp(kind);
  let w: ClassroomWorld;
  let group: ClassObject;
  let empty: ClassObject;

  beforeAll(async () => {
    w = await buildClassroomWorld(t);
    group = await createClass(t, w.tokens.teacher, { name: 'A1 evening class', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 });
    await attachLesson(t, w.tokens.teacher, group.id, w.place.lesson.id);
    empty = await createClass(t, w.tokens.teacher, { name: 'No lesson yet', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.student });
  });

  const answerUrl = (exerciseId: string, classId = group.id) => `/tenant/classes/${classId}/answers/${exerciseId}`;

  function save(token: string, exerciseId: string, revision: number | string | undefined, answer: unknown, classId = group.id) {
    return t.request('PUT', answerUrl(exerciseId, classId), {
      token,
      lang: 'en',
      body: answer,
      ...(revision === undefined ? {} : { headers: { 'x-answer-revision': String(revision) } }),
    });
  }

  describe('PUT classes/{id}/answers/{exerciseId}', () => {
    it('stores the answer with the server’s score', async () => {
      const response = await save(w.tokens.student, w.exercises.trueFalse.id, 1, { items: [true, true] });
      expect(response.statusCode).toBe(200);
      const stored = body<{ data: StoredAnswer }>(response).data;
      expect(stored).toEqual({ answer: { items: [true, true] }, revision: 1, score: { correct: 1, total: 2, items: [true, false] }, savedAt: expect.any(String) });
      const gaps = body<{ data: StoredAnswer }>(await save(w.tokens.student, w.exercises.gaps.id, 1, { gaps: [" 'M ", 'is'] })).data;
      expect(gaps.score).toEqual({ correct: 2, total: 2, items: [true, true] });
    });

    it('never lets an older revision overwrite a newer answer, and answers what is stored', async () => {
      const id = w.exercises.trueFalse.id;
      await save(w.tokens.andrii, id, 5, { items: [true, false] });
      const late = await save(w.tokens.andrii, id, 4, { items: [false, false] });
      expect(late.statusCode).toBe(200);
      expect(body<{ data: StoredAnswer }>(late).data).toMatchObject({ answer: { items: [true, false] }, revision: 5, score: { correct: 2 } });
      const same = await save(w.tokens.andrii, id, 5, { items: [null, null] });
      expect(body<{ data: StoredAnswer }>(same).data).toMatchObject({ revision: 5, answer: { items: [true, false] } });
      // Twenty saves at once, in shuffled order: the highest revision is what stays.
      const revisions = [12, 3, 20, 7, 15, 9, 18, 6, 11, 19, 8, 13, 10, 16, 14, 17, 6, 20, 1, 2];
      const answers = await Promise.all(revisions.map((revision) => save(w.tokens.andrii, id, revision + 5, { items: [revision % 2 === 0, null] })));
      expect(answers.every((response) => response.statusCode === 200)).toBe(true);
      const final = body<{ data: StoredAnswer | null }>(await t.request('GET', answerUrl(id), { token: w.tokens.andrii })).data;
      expect(final).toMatchObject({ revision: 25, answer: { items: [true, null] } });
    });

    it('answers 400 with a message for a missing or broken revision and a broken answer, never 5xx', async () => {
      const id = w.exercises.trueFalse.id;
      for (const revision of [undefined, 'abc', '-1', '1.5', '']) {
        const response = await save(w.tokens.student, id, revision, { items: [true] });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).fieldErrors).toEqual({ 'x-answer-revision': ['The answer revision must be a whole number, 0 or more'] });
      }
      const wrongShape = await save(w.tokens.student, id, 50, { gaps: ['a'] });
      expect(wrongShape.statusCode).toBe(400);
      expect(errorOf(wrongShape).message).toBeTruthy();
      for (const payload of ['[1,2]', '"text"', '{"items":', 'null']) {
        const response = await t.request('PUT', answerUrl(id), { token: w.tokens.student, headers: { 'x-answer-revision': '51', 'content-type': 'application/json' }, payload });
        expect(response.statusCode).toBe(400);
      }
      const control = await save(w.tokens.student, w.exercises.gaps.id, 52, { gaps: ['a\u0007', 'b'] });
      expect(control.statusCode).toBe(400);
      expect(errorOf(control).fieldErrors).toEqual({ gaps: ['The text contains control characters that are not allowed'] });
      const surrogate = await t.request('PUT', answerUrl(w.exercises.gaps.id), {
        token: w.tokens.student,
        lang: 'en',
        headers: { 'x-answer-revision': '53', 'content-type': 'application/json' },
        payload: '{"gaps":["\\udc00","b"]}',
      });
      expect(surrogate.statusCode).toBe(400);
      expect(errorOf(surrogate).fieldErrors?.gaps?.[0]).toMatch(/broken character/);
      const huge = await save(w.tokens.student, id, 1e16, { items: [true] });
      expect(huge.statusCode).toBe(400);
      // Nothing of the refused saves was stored.
      expect(body<{ data: StoredAnswer }>(await t.request('GET', answerUrl(id), { token: w.tokens.student })).data.revision).toBe(1);
    });

    it('refuses exercises that are not answered, not in the lesson, hidden from students or missing', async () => {
      const article = await save(w.tokens.student, w.exercises.article.id, 1, { text: 'x' });
      expect(article.statusCode).toBe(400);
      expect(errorOf(article).message).toBe('This exercise takes no answer');
      const note = await save(w.tokens.student, w.exercises.teacherNote.id, 1, {});
      expect(note.statusCode).toBe(404);
      const secondLessonExercise = body<{ data: { id: string }[] }>(await t.request('GET', w.secondLesson.exercisesUrl, { token: w.tokens.admin })).data[0]?.id ?? '';
      const elsewhere = await save(w.tokens.student, secondLessonExercise, 1, { items: [true] });
      expect(elsewhere.statusCode).toBe(400);
      expect(errorOf(elsewhere).message).toBe('This exercise is not in the class’s lesson');
      const noLesson = await save(w.tokens.student, w.exercises.trueFalse.id, 1, { items: [true] }, empty.id);
      expect(noLesson.statusCode).toBe(400);
      expect((await save(w.tokens.student, MISSING_ID, 1, { items: [true] })).statusCode).toBe(404);
      expect((await save(w.tokens.student, 'abc', 1, { items: [true] })).statusCode).toBe(400);
    });

    it('refuses staff, students of other classes, other schools and the signed-out', async () => {
      const id = w.exercises.trueFalse.id;
      const teacher = await save(w.tokens.teacher, id, 1, { items: [true] });
      expect(teacher.statusCode).toBe(403);
      expect(errorOf(teacher).message).toBe('Only students answer exercises');
      expect((await save(w.tokens.admin, id, 1, { items: [true] })).statusCode).toBe(403);
      const maria = await save(w.tokens.maria, id, 1, { items: [true] });
      expect(maria.statusCode).toBe(404);
      expect(errorOf(maria).message).toBe('Class not found');
      expect((await save(w.tokens.other, id, 1, { items: [true] })).statusCode).toBe(403);
      expect((await t.request('PUT', answerUrl(id), { body: { items: [true] }, headers: { 'x-answer-revision': '1' } })).statusCode).toBe(401);
    });
  });

  describe('the one-round-trip save', () => {
    // After a first save the exercise is known to the server, and saves take the fast statement:
    // every rule must still hold there, not only on the full path.
    it('scores with the key of an edited exercise, refuses a hidden one, a signed-out token and a student who left', async () => {
      const id = w.exercises.trueFalse.id;
      const url = `${w.place.exercisesUrl}/${id}`;
      expect(body<{ data: StoredAnswer }>(await save(w.tokens.andrii, id, 100, { items: [true, false] })).data.score).toMatchObject({ correct: 2 });
      // The second save is one prepared statement and no other transaction (token, membership and all in it).
      // On PostgreSQL this also proves the cached exercise still matches: its clock has
      // microseconds, a JavaScript date only milliseconds (PGlite's clock has milliseconds only).
      const batch = jest.spyOn(t.app.db, 'preparedInSchool');
      const transaction = jest.spyOn(t.app.db, 'inSchool');
      expect(body<{ data: StoredAnswer }>(await save(w.tokens.andrii, id, 101, { items: [true, false] })).data.score).toMatchObject({ correct: 2 });
      expect([batch.mock.calls.length, transaction.mock.calls.length]).toEqual([1, 0]);
      batch.mockRestore();
      transaction.mockRestore();
      const edited = await t.request('PUT', url, {
        token: w.tokens.admin,
        body: { type: 'true_false', title: 'Facts', items: [{ statement: 'Kyiv is a capital', correct: true }, { statement: 'Fish can fly', correct: true }] },
      });
      expect(edited.statusCode).toBe(200);
      expect(body<{ data: StoredAnswer }>(await save(w.tokens.andrii, id, 102, { items: [true, false] })).data.score).toEqual({ correct: 1, total: 2, items: [true, false] });
      expect(body<{ data: StoredAnswer }>(await save(w.tokens.andrii, id, 103, { items: [true, true] })).data.score).toMatchObject({ correct: 2 });

      await t.request('PUT', `/tenant/classes/${group.id}/exercises/${id}/toggle-visibility`, { token: w.tokens.teacher });
      expect((await save(w.tokens.andrii, id, 104, { items: [true, true] })).statusCode).toBe(404);
      await t.request('PUT', `/tenant/classes/${group.id}/exercises/${id}/toggle-visibility`, { token: w.tokens.teacher });

      const second = await t.login('andrii@demo.test');
      expect((await save(second, id, 105, { items: [true, true] })).statusCode).toBe(200);
      expect((await t.request('POST', '/tenant/auth/logout', { token: second })).statusCode).toBeLessThan(300);
      expect((await save(second, id, 106, { items: [true, true] })).statusCode).toBe(401);

      await t.request('DELETE', `/tenant/groups/${w.groupA1}/users`, { token: w.tokens.admin, body: { userId: w.ids.andrii } });
      expect((await save(w.tokens.andrii, id, 107, { items: [true, true] })).statusCode).toBe(404);
      await t.request('POST', `/tenant/groups/${w.groupA1}/users`, { token: w.tokens.admin, body: { userId: w.ids.andrii } });
      const back = await save(w.tokens.andrii, id, 108, { items: [false, false] });
      expect(body<{ data: StoredAnswer }>(back).data).toMatchObject({ revision: 108, score: { correct: 0 } });
      // Put the key back for the tests that follow.
      await t.request('PUT', url, {
        token: w.tokens.admin,
        body: { type: 'true_false', title: 'Facts', items: [{ statement: 'Kyiv is a capital', correct: true }, { statement: 'Fish can fly', correct: false }] },
      });
    });
  });

  describe('GET classes/{id}/answers', () => {
    it('gives staff every student’s answers and a student only their own', async () => {
      const all = body<{ data: AnswersMap }>(await t.request('GET', `/tenant/classes/${group.id}/answers`, { token: w.tokens.teacher })).data;
      expect(Object.keys(all).sort()).toEqual([w.ids.student, w.ids.andrii].sort());
      expect(all[w.ids.student]?.[w.exercises.trueFalse.id]).toMatchObject({ revision: 1, score: { correct: 1, total: 2 } });
      const byAdmin = body<{ data: AnswersMap }>(await t.request('GET', `/tenant/classes/${group.id}/answers`, { token: w.tokens.admin })).data;
      expect(byAdmin).toEqual(all);
      const own = body<{ data: AnswersMap }>(await t.request('GET', `/tenant/classes/${group.id}/answers`, { token: w.tokens.student })).data;
      expect(Object.keys(own)).toEqual([w.ids.student]);
      expect(Object.keys(own[w.ids.student] ?? {}).sort()).toEqual([w.exercises.trueFalse.id, w.exercises.gaps.id].sort());
      expect((await t.request('GET', `/tenant/classes/${group.id}/answers`, { token: w.tokens.maria })).statusCode).toBe(404);
      expect((await t.request('GET', `/tenant/classes/${group.id}/answers`, { token: w.tokens.iryna })).statusCode).toBe(404);
      expect((await t.request('GET', `/tenant/classes/${group.id}/answers`, { token: w.tokens.other })).statusCode).toBe(404);
      expect((await t.request('GET', `/tenant/classes/${group.id}/answers`)).statusCode).toBe(401);
    });

    it('reads one answer: a student their own, staff a named student’s', async () => {
      const id = w.exercises.trueFalse.id;
      expect(body<{ data: StoredAnswer }>(await t.request('GET', answerUrl(id), { token: w.tokens.student })).data.revision).toBe(1);
      expect((await t.request('GET', `${answerUrl(id)}?studentId=${w.ids.andrii}`, { token: w.tokens.student })).statusCode).toBe(403);
      expect(body<{ data: StoredAnswer }>(await t.request('GET', `${answerUrl(id)}?studentId=${w.ids.andrii}`, { token: w.tokens.teacher })).data.revision).toBe(108);
      const unnamed = await t.request('GET', answerUrl(id), { token: w.tokens.teacher, lang: 'en' });
      expect(unnamed.statusCode).toBe(400);
      expect(errorOf(unnamed).fieldErrors).toEqual({ studentId: ['Choose the student'] });
      expect(body<{ data: null }>(await t.request('GET', answerUrl(w.exercises.gaps.id), { token: w.tokens.andrii })).data).toBeNull();
    });
  });

  describe('clearing answers', () => {
    it('lets a student clear their own answer and the teacher a named student’s; others are refused', async () => {
      const id = w.exercises.gaps.id;
      await save(w.tokens.andrii, id, 1, { gaps: ['am', 'is'] });
      expect((await t.request('DELETE', `${answerUrl(id)}?studentId=${w.ids.andrii}`, { token: w.tokens.student })).statusCode).toBe(403);
      expect((await t.request('DELETE', `${answerUrl(id)}?studentId=${w.ids.andrii}`, { token: w.tokens.admin })).statusCode).toBe(403);
      expect((await t.request('DELETE', `${answerUrl(id)}?studentId=${w.ids.andrii}`, { token: w.tokens.other })).statusCode).toBe(404);
      expect((await t.request('DELETE', `${answerUrl(id)}?studentId=${w.ids.andrii}`)).statusCode).toBe(401);
      expect((await t.request('DELETE', answerUrl(id), { token: w.tokens.teacher })).statusCode).toBe(400);
      expect((await t.request('DELETE', `${answerUrl(id)}?studentId=${w.ids.andrii}`, { token: w.tokens.teacher })).statusCode).toBe(204);
      expect(body<{ data: null }>(await t.request('GET', answerUrl(id), { token: w.tokens.andrii })).data).toBeNull();
      expect((await t.request('DELETE', answerUrl(id), { token: w.tokens.student })).statusCode).toBe(204);
      expect(body<{ data: null }>(await t.request('GET', answerUrl(id), { token: w.tokens.student })).data).toBeNull();
      // A cleared answer starts again from any revision.
      expect(body<{ data: StoredAnswer }>(await save(w.tokens.student, id, 1, { gaps: ['am', 'are'] })).data.score).toMatchObject({ correct: 1 });
    });

    it('resets one exercise for every student, and the whole lesson (the teacher only)', async () => {
      const id = w.exercises.trueFalse.id;
      const reset = `/tenant/classes/${group.id}/exercises/${id}/reset-answers`;
      for (const token of [w.tokens.student, w.tokens.admin]) expect((await t.request('POST', reset, { token })).statusCode).toBe(403);
      expect((await t.request('POST', reset, { token: w.tokens.maria })).statusCode).toBe(404);
      expect((await t.request('POST', reset)).statusCode).toBe(401);
      expect((await t.request('POST', `/tenant/classes/${group.id}/exercises/${MISSING_ID}/reset-answers`, { token: w.tokens.teacher })).statusCode).toBe(404);
      expect((await t.request('POST', reset, { token: w.tokens.teacher })).statusCode).toBe(204);
      const after = body<{ data: AnswersMap }>(await t.request('GET', `/tenant/classes/${group.id}/answers`, { token: w.tokens.teacher })).data;
      expect(Object.values(after).some((entry) => id in entry)).toBe(false);
      expect(after[w.ids.student]?.[w.exercises.gaps.id]).toBeDefined();
      const clearAll = `/tenant/classes/${group.id}/answers`;
      expect((await t.request('DELETE', clearAll, { token: w.tokens.student })).statusCode).toBe(403);
      expect((await t.request('DELETE', `/tenant/classes/${empty.id}/answers`, { token: w.tokens.teacher })).statusCode).toBe(400);
      expect((await t.request('DELETE', clearAll, { token: w.tokens.teacher })).statusCode).toBe(204);
      expect(body<{ data: AnswersMap }>(await t.request('GET', clearAll, { token: w.tokens.teacher })).data).toEqual({});
    });
  });

  describe('voice answers', () => {
    it('keeps a student’s own recording as the answer (unscored), refuses another’s, and the cleanup keeps it', async () => {
      const place = await createPlace(t, w.tokens.admin, 'Speaking');
      const created = await t.request('POST', place.exercisesUrl, { token: w.tokens.admin, body: { type: 'voice_recording', title: 'Tell us', duration: 60 } });
      const exerciseId = body<{ data: { id: string } }>(created).data.id;
      const personal = await createClass(t, w.tokens.teacher, { name: 'Speaking club', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.andrii });
      await attachLesson(t, w.tokens.teacher, personal.id, place.lesson.id);
      const record = async (token: string) =>
        body<{ data: { url: string } }>(await t.request('POST', '/tenant/files/recordings', { token, ...multipart('file', 'r.webm', 'audio/webm', webmRecording()) })).data.url;
      const own = await record(w.tokens.andrii);
      const sofias = await record(w.tokens.student);
      const foreign = await save(w.tokens.andrii, exerciseId, 1, { audio: sofias, seconds: 3 }, personal.id);
      expect(foreign.statusCode).toBe(400);
      expect(errorOf(foreign).fieldErrors).toEqual({ audio: ['Record and save the answer first'] });
      const saved = await save(w.tokens.andrii, exerciseId, 2, { audio: own, seconds: 3.5 }, personal.id);
      expect(saved.statusCode).toBe(200);
      expect(body<{ data: StoredAnswer }>(saved).data).toMatchObject({ answer: { audio: own, seconds: 3.5 }, score: null });
      // Long after the grace period, the answered recording stays; the unanswered one goes.
      const removed = await t.app.recordingCleanup.runOnce();
      expect(removed).toEqual([]);
      const later = await removeUnreferencedRecordings(t.app.db.system, t.app.storage, new Date(Date.now() + 86_400_000));
      expect(later.map((key) => sofias.endsWith(key))).toEqual([true]);
      expect((await t.request('GET', own, { token: w.tokens.teacher })).statusCode).toBe(200);
    });
  });

  // Last: it leaves newer answers than the tests above expect.
  describe('saves arriving together', () => {
    // Saves of one class that arrive while one is being written go out together (one statement,
    // one commit): each must still get its own answer, and the class's events stay one per stored
    // answer, numbered without gaps, a second save of the same answer waiting for the first.
    it('stores saves of several students at once, each answered with its own, their events numbered in turn', async () => {
      const eventsOf = async () =>
        readRows<{ id: number; data: { studentId: string; exerciseId: string; revision: number } }>(
          await t.app.db.system.execute(sql`select id::int as id, data from class_events where class_id = ${group.id} and type = 'answer' order by id`),
        );
      const before = (await eventsOf()).length;
      const tf = w.exercises.trueFalse.id;
      const gaps = w.exercises.gaps.id;
      const saves: Array<[string, string, string, number, unknown]> = [
        [w.tokens.andrii, w.ids.andrii, tf, 300, { items: [true, false] }],
        [w.tokens.andrii, w.ids.andrii, gaps, 300, { gaps: ['am', 'is'] }],
        [w.tokens.student, w.ids.student, tf, 300, { items: [false, false] }],
        [w.tokens.student, w.ids.student, gaps, 300, { gaps: ['is', 'is'] }],
        [w.tokens.andrii, w.ids.andrii, tf, 301, { items: [false, true] }],
      ];
      const answers = await Promise.all(saves.map(([token, , exerciseId, revision, answer]) => save(token, exerciseId, revision, answer)));
      // Which of Andrii's two saves of the same exercise is written first depends on how the
      // requests interleave: if revision 301 wins the race, revision 300 is answered with it
      // (the newer answer stays, and is what the client learns) and stores no event.
      const [last] = saves.slice(-1);
      const overtaken = answers.map((response, index) => {
        expect(response.statusCode).toBe(200);
        const [, , , revision, answer] = saves[index] ?? [];
        const data = body<{ data: StoredAnswer }>(response).data;
        if (index === 0 && data.revision === last?.[3]) {
          expect(data).toMatchObject({ revision: last[3], answer: last[4] });
          return true;
        }
        expect(data).toMatchObject({ revision, answer });
        return false;
      });
      const stored = saves.filter((_, index) => !overtaken[index]);
      const events = (await eventsOf()).slice(before);
      expect(events.map((event) => `${event.data.studentId}:${event.data.exerciseId}:${event.data.revision}`).sort()).toEqual(
        stored.map(([, studentId, exerciseId, revision]) => `${studentId}:${exerciseId}:${revision}`).sort(),
      );
      const first = events[0]?.id ?? 0;
      expect(events.map((event) => event.id)).toEqual(events.map((_, index) => first + index));
      const final = body<{ data: StoredAnswer | null }>(await t.request('GET', answerUrl(tf), { token: w.tokens.andrii })).data;
      expect(final).toMatchObject({ revision: 301, answer: { items: [false, true] } });
    });
  });
});
