import type { ClassObject, IncorrectWords, StoredAnswer } from '@school/shared/contracts';
import { DATABASES, body, multipart, useTestApp, webmRecording } from '../../test/harness.js';
import { createPlace, type Place } from '../../test/structure-kit.js';
import { attachLesson, buildClassroomWorld, createClass, errorOf, type ClassroomWorld } from '../../test/classroom-kit.js';

describe.each(DATABASES)('reviewing a student’s work in the classroom on %s', (kind) => {
  const t = useTestApp(kind);
  let w: ClassroomWorld;
  let group: ClassObject;
  let place: Place;
  const ids = { voice: '', gaps: '', match: '', choose: '', facts: '' };

  const created = async (input: Record<string, unknown>) => {
    const response = await t.request('POST', place.exercisesUrl, { token: w.tokens.admin, body: input });
    if (response.statusCode !== 201) throw new Error(response.body);
    return body<{ data: { id: string } }>(response).data.id;
  };
  const save = (token: string, exerciseId: string, revision: number, answer: unknown, classId = group.id) =>
    t.request('PUT', `/tenant/classes/${classId}/answers/${exerciseId}`, { token, lang: 'en', body: answer, headers: { 'x-answer-revision': String(revision) } });
  const record = async (token: string) => {
    const response = await t.request('POST', '/tenant/files/recordings', { token, ...multipart('file', 'r.webm', 'audio/webm', webmRecording()) });
    return body<{ data: { url: string } }>(response).data.url;
  };

  beforeAll(async () => {
    w = await buildClassroomWorld(t);
    place = await createPlace(t, w.tokens.admin, 'Review course');
    ids.voice = await created({ type: 'voice_recording', title: 'Tell us', duration: 60 });
    ids.gaps = await created({ type: 'fill_in_gaps', title: 'To be', text: "I [am|'m] here. She [is] there." });
    ids.match = await created({ type: 'match_the_words', title: 'Pairs', pairs: [{ left: 'cat', right: 'кіт' }, { left: 'dog', right: 'пес' }] });
    ids.choose = await created({ type: 'choose_correct_option', title: 'Verbs', text: 'She [go/goes*/going] home. They [is/are*] late.' });
    ids.facts = await created({ type: 'true_false', title: 'Facts', items: [{ statement: 'Fish can fly', correct: false }] });
    group = await createClass(t, w.tokens.teacher, { name: 'Review class', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 });
    await attachLesson(t, w.tokens.teacher, group.id, place.lesson.id);
    // Maria learns the same lesson in a class of her own.
    const marias = await createClass(t, w.tokens.teacher, { name: 'Maria alone', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.maria });
    await attachLesson(t, w.tokens.teacher, marias.id, place.lesson.id);
  });

  describe('the recording of a voice answer', () => {
    let audio: Buffer;
    const url = (query = '', exerciseId = ids.voice) => `/tenant/classes/${group.id}/answers/${exerciseId}/recording${query}`;

    beforeAll(async () => {
      const address = await record(w.tokens.student);
      expect((await save(w.tokens.student, ids.voice, 1, { audio: address, seconds: 2.5 })).statusCode).toBe(200);
      audio = webmRecording();
    });

    it('plays for the class’s teacher and administrators (naming the student) and for the student herself', async () => {
      for (const token of [w.tokens.teacher, w.tokens.admin]) {
        const response = await t.request('GET', url(`?studentId=${w.ids.student}`), { token });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('audio/webm');
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.rawPayload.equals(audio)).toBe(true);
      }
      const own = await t.request('GET', url(), { token: w.tokens.student });
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.length).toBe(audio.length);
    });

    it('is refused to classmates, other classes, other teachers, other schools and the signed-out', async () => {
      const classmate = await t.request('GET', url(`?studentId=${w.ids.student}`), { token: w.tokens.andrii, lang: 'en' });
      expect(classmate.statusCode).toBe(403);
      // Maria is a member of another class with the same lesson; Iryna teaches other classes.
      for (const token of [w.tokens.maria, w.tokens.iryna, w.tokens.manager, w.tokens.other]) {
        const response = await t.request('GET', url(`?studentId=${w.ids.student}`), { token, lang: 'en' });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('classroom.notFound');
      }
      expect((await t.request('GET', url(`?studentId=${w.ids.student}`))).statusCode).toBe(401);
    });

    it('says what is wrong: no student named, a student not in the class, no recording, bad ids', async () => {
      const unnamed = await t.request('GET', url(), { token: w.tokens.teacher, lang: 'en' });
      expect(unnamed.statusCode).toBe(400);
      expect(errorOf(unnamed).fieldErrors).toEqual({ studentId: ['Choose the student'] });
      const stranger = await t.request('GET', url(`?studentId=${w.ids.maria}`), { token: w.tokens.teacher, lang: 'en' });
      expect(stranger.statusCode).toBe(400);
      expect(errorOf(stranger).fieldErrors).toEqual({ studentId: ['The student is not in this class'] });
      const none = await t.request('GET', url(), { token: w.tokens.andrii, lang: 'en' });
      expect(none.statusCode).toBe(404);
      expect(errorOf(none).message).toBe('The student has no saved recording for this exercise');
      expect((await save(w.tokens.student, ids.facts, 1, { items: [false] })).statusCode).toBe(200);
      expect((await t.request('GET', url(`?studentId=${w.ids.student}`, ids.facts), { token: w.tokens.teacher })).statusCode).toBe(404);
      expect((await t.request('GET', url('?studentId=nope'), { token: w.tokens.teacher })).statusCode).toBe(400);
      expect((await t.request('GET', `/tenant/classes/${group.id}/answers/nope/recording`, { token: w.tokens.teacher })).statusCode).toBe(400);
    });
  });

  describe('incorrect words', () => {
    const url = (query = '', classId = group.id) => `/tenant/classes/${classId}/incorrect-words${query}`;
    const wordsOf = async (token: string, query = '') => {
      const response = await t.request('GET', url(query), { token });
      expect(response.statusCode).toBe(200);
      return body<{ data: IncorrectWords }>(response).data;
    };

    it('lists the key’s words of the items a student tried and got wrong, once each, with the dictionary’s knowledge', async () => {
      // "am" wrong, the second gap left empty (not a wrong word).
      expect((await save(w.tokens.andrii, ids.gaps, 1, { gaps: ['are', ''] })).statusCode).toBe(200);
      // Both left words matched with the same right word: exactly one of them is wrong.
      const matched = body<{ data: StoredAnswer }>(await save(w.tokens.andrii, ids.match, 1, { pairs: [0, 0] })).data;
      const wrongPair = matched.score?.items[0] === false ? { phrase: 'cat', translation: 'кіт' } : { phrase: 'dog', translation: 'пес' };
      // "goes" wrong, "are" right.
      expect((await save(w.tokens.andrii, ids.choose, 1, { gaps: ['go', 'are'] })).statusCode).toBe(200);
      // A statement got wrong is no word.
      expect((await save(w.tokens.andrii, ids.facts, 1, { items: [true] })).statusCode).toBe(200);

      const first = await wordsOf(w.tokens.teacher, `?studentId=${w.ids.andrii}`);
      expect(first).toMatchObject({ studentId: w.ids.andrii, lessonId: place.lesson.id, language: 'en' });
      expect(first.words).toEqual([
        { phrase: 'am', translation: null, exerciseId: ids.gaps, exerciseTitle: 'To be', inDictionary: false },
        { ...wrongPair, exerciseId: ids.match, exerciseTitle: 'Pairs', inDictionary: false },
        { phrase: 'goes', translation: null, exerciseId: ids.choose, exerciseTitle: 'Verbs', inDictionary: false },
      ]);

      // Added to his dictionary (in another case), the word says so; adding it again is refused.
      const entry = { studentId: w.ids.andrii, phrase: 'AM', translation: 'бути', language: 'en' };
      expect((await t.request('POST', '/tenant/dictionary', { token: w.tokens.teacher, body: entry })).statusCode).toBe(201);
      expect((await t.request('POST', '/tenant/dictionary', { token: w.tokens.teacher, body: { ...entry, phrase: 'am' } })).statusCode).toBe(409);
      const after = await wordsOf(w.tokens.teacher, `?studentId=${w.ids.andrii}`);
      expect(after.words.map((word) => [word.phrase, word.inDictionary])).toEqual([
        ['am', true],
        [wrongPair.phrase, false],
        ['goes', false],
      ]);

      // The student reads his own; the administrator too; a classmate with nothing wrong gets none.
      expect((await wordsOf(w.tokens.andrii)).words).toHaveLength(3);
      expect((await wordsOf(w.tokens.admin, `?studentId=${w.ids.andrii}`)).words).toHaveLength(3);
      expect((await wordsOf(w.tokens.teacher, `?studentId=${w.ids.student}`)).words).toEqual([]);
      // A corrected answer takes its word off the list.
      expect((await save(w.tokens.andrii, ids.choose, 2, { gaps: ['goes', 'are'] })).statusCode).toBe(200);
      expect((await wordsOf(w.tokens.andrii)).words.map((word) => word.phrase)).toEqual(['am', wrongPair.phrase]);
    });

    it('answers no words for a class without a lesson', async () => {
      const bare = await createClass(t, w.tokens.teacher, { name: 'Bare', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.andrii });
      const response = await t.request('GET', url(`?studentId=${w.ids.andrii}`, bare.id), { token: w.tokens.teacher });
      expect(body<{ data: IncorrectWords }>(response).data).toEqual({ studentId: w.ids.andrii, lessonId: null, language: null, words: [] });
    });

    it('is the class’s: 401, 403 for another student’s, 404 for outsiders and other schools, 400 for a missing or wrong student', async () => {
      expect((await t.request('GET', url(`?studentId=${w.ids.andrii}`))).statusCode).toBe(401);
      expect((await t.request('GET', url(`?studentId=${w.ids.andrii}`), { token: w.tokens.student })).statusCode).toBe(403);
      for (const token of [w.tokens.maria, w.tokens.iryna, w.tokens.other]) expect((await t.request('GET', url(`?studentId=${w.ids.andrii}`), { token })).statusCode).toBe(404);
      expect((await t.request('GET', url(), { token: w.tokens.teacher })).statusCode).toBe(400);
      expect((await t.request('GET', url(`?studentId=${w.ids.maria}`), { token: w.tokens.teacher })).statusCode).toBe(400);
      expect((await t.request('GET', url('?studentId=x'), { token: w.tokens.teacher })).statusCode).toBe(400);
    });
  });
});
