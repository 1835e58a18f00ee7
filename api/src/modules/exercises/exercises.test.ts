import { CHECKABLE_TYPES, type Exercise, type Score, type StudentExercise } from '@school/exercises';
import type { ApiError, Course, Lesson, LessonSection, Section } from '@school/shared/contracts';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { createLessonSection, createPlace, exerciseInputs, lessonSectionsUrl, openLessonTo, sectionsUrl, signIn, uploadPicture, type Place, type Tokens } from '../../test/structure-kit.js';

type One = { data: Exercise };
type Many = { data: Exercise[] };

/** Every string of a JSON value, keys included. */
function stringsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      stringsOf(item, found);
    }
  }
  return found;
}

describe.each(DATABASES)('exercises on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  let picture: string;
  beforeAll(async () => {
    tokens = await signIn(t);
    picture = await uploadPicture(t, tokens.admin);
  });

  const create = async (place: Place, type: (typeof CHECKABLE_TYPES)[number], token = tokens.admin) => {
    const response = await t.request('POST', place.exercisesUrl, { token, body: exerciseInputs(picture)[type] });
    if (response.statusCode !== 201) throw new Error(`${type}: ${response.statusCode} ${response.body}`);
    return body<One>(response).data;
  };
  const list = async (place: Place, token = tokens.admin) => body<Many>(await t.request('GET', place.exercisesUrl, { token })).data;

  describe('create, read, update, delete', () => {
    it('creates one exercise of each of the ten types at the end, and staff read them whole', async () => {
      const place = await createPlace(t, tokens.teacher);
      for (const [index, type] of CHECKABLE_TYPES.entries()) {
        const exercise = await create(place, type, tokens.teacher);
        expect(exercise).toMatchObject({ type, position: index, lessonSectionId: place.lessonSection.id });
      }
      const all = await list(place);
      expect(all.map((each) => each.type)).toEqual([...CHECKABLE_TYPES]);
      expect(all.find((each) => each.type === 'true_false')).toMatchObject({ items: [{ statement: 'Kyiv is a capital', correct: true }, { correct: false }] });
      const one = await t.request('GET', `${place.exercisesUrl}/${all[0]?.id}`, { token: tokens.admin });
      expect(body<One>(one).data).toEqual(all[0]);
    });

    it('answers 400 with field errors for broken content, an unknown type, a foreign field and an unknown picture', async () => {
      const place = await createPlace(t, tokens.admin);
      const inputs = exerciseInputs(picture);
      const cases: [unknown, string, string][] = [
        [{ ...inputs.test, questions: [{ question: 'Why?', answers: [{ text: 'Yes', correct: false }, { text: 'No', correct: false }] }] }, 'questions', 'exercise.correctAnswerMissing'],
        [{ ...inputs.test, questions: [] }, 'questions', 'exercise.questionsMissing'],
        [{ ...inputs.sort_into_columns, columns: [] }, 'columns', 'exercise.columnsMissing'],
        [{ ...inputs.sort_into_columns, columns: [{ name: 'Empty', items: [] }] }, 'columns', 'exercise.columnItemsMissing'],
        [{ ...inputs.fill_in_gaps, text: 'No gaps here' }, 'text', 'exercise.gapsMissing'],
        [{ ...inputs.fill_in_gaps, title: 'x' }, 'title', 'validation.minLength'],
        [{ ...inputs.true_false, text: 'stray' }, 'text', 'exercise.unknownField'],
        [{ ...inputs.label_the_pictures, images: [{ image: 'https://example.com/cat.png', label: 'cat' }] }, 'images', 'structure.imageUnknown'],
        [{ type: 'crossword', title: 'Crossword' }, 'type', 'exercise.unknownType'],
      ];
      for (const [payload, field, code] of cases) {
        const response = await t.request('POST', place.exercisesUrl, { token: tokens.admin, body: payload, lang: 'en' });
        expect({ status: response.statusCode, fields: Object.keys(body<ApiError>(response).fieldErrors ?? {}), code: body<ApiError>(response).code }).toEqual({
          status: 400,
          fields: [field],
          code,
        });
      }
      const missing = await t.request('POST', place.exercisesUrl, { token: tokens.admin, body: { ...inputs.test, questions: [{ question: 'Why?', answers: [{ text: 'Yes' }, { text: 'No' }] }] }, lang: 'en' });
      expect(body<ApiError>(missing).code).toBe('exercise.correctAnswerMissing');
      expect(await list(place)).toEqual([]);
    });

    it('updates title, instruction and content, never the type, and deletes', async () => {
      const place = await createPlace(t, tokens.admin);
      const first = await create(place, 'fill_in_gaps');
      const second = await create(place, 'true_false');
      const url = `${place.exercisesUrl}/${first.id}`;
      const updated = await t.request('PUT', url, { token: tokens.teacher, body: { type: 'fill_in_gaps', title: 'Renamed', instruction: 'Again', text: 'We [are] here.' } });
      expect(updated.statusCode).toBe(200);
      expect(body<One>(updated).data).toMatchObject({ id: first.id, title: 'Renamed', instruction: 'Again', text: 'We [are] here.', position: 0 });
      const retype = await t.request('PUT', url, { token: tokens.admin, body: exerciseInputs(picture).true_false, lang: 'en' });
      expect(retype.statusCode).toBe(400);
      expect(body<ApiError>(retype).fieldErrors).toEqual({ type: ['The type of an exercise cannot be changed'] });
      const broken = await t.request('PUT', url, { token: tokens.admin, body: { type: 'fill_in_gaps', title: 'Renamed', text: 'I [am here' } });
      expect(body<ApiError>(broken).code).toBe('exercise.bracketUnclosed');
      expect((await t.request('DELETE', url, { token: tokens.admin })).statusCode).toBe(204);
      expect((await list(place)).map((each) => [each.id, each.position])).toEqual([[second.id, 0]]);
      const gone = await t.request('GET', url, { token: tokens.admin, lang: 'en' });
      expect(gone.statusCode).toBe(404);
      expect(body<ApiError>(gone).message).toBe('Exercise not found');
    });

    it('deletes a picture no longer named by its exercise, and with its exercise', async () => {
      const place = await createPlace(t, tokens.admin);
      const mine = await uploadPicture(t, tokens.admin);
      const created = body<One>(
        await t.request('POST', place.exercisesUrl, { token: tokens.admin, body: exerciseInputs(mine).label_the_pictures }),
      ).data;
      const next = await uploadPicture(t, tokens.admin);
      await t.request('PUT', `${place.exercisesUrl}/${created.id}`, { token: tokens.admin, body: exerciseInputs(next).label_the_pictures });
      expect((await t.request('GET', mine)).statusCode).toBe(404);
      expect((await t.request('GET', next)).statusCode).toBe(200);
      await t.request('DELETE', `${place.exercisesUrl}/${created.id}`, { token: tokens.admin });
      expect((await t.request('GET', next)).statusCode).toBe(404);
    });
  });

  describe('order', () => {
    it('moves up and down, reorders, and moves to another lesson section at a position', async () => {
      const place = await createPlace(t, tokens.admin);
      const [a, b, c] = [await create(place, 'fill_in_gaps'), await create(place, 'true_false'), await create(place, 'test')];
      const up = await t.request('POST', `${place.exercisesUrl}/${c.id}/move-up`, { token: tokens.admin });
      expect(body<Many>(up).data.map((each) => each.id)).toEqual([a.id, c.id, b.id]);
      const top = await t.request('POST', `${place.exercisesUrl}/${a.id}/move-up`, { token: tokens.admin });
      expect(body<Many>(top).data.map((each) => each.id)).toEqual([a.id, c.id, b.id]);
      const down = await t.request('POST', `${place.exercisesUrl}/${a.id}/move-down`, { token: tokens.admin });
      expect(body<Many>(down).data.map((each) => [each.id, each.position])).toEqual([
        [c.id, 0],
        [a.id, 1],
        [b.id, 2],
      ]);
      const reordered = await t.request('PATCH', `${place.exercisesUrl}/reorder`, {
        token: tokens.admin,
        body: { items: [{ id: b.id, position: 0 }, { id: c.id, position: 1 }, { id: a.id, position: 2 }] },
      });
      expect(body<Many>(reordered).data.map((each) => each.id)).toEqual([b.id, c.id, a.id]);

      const target = await createLessonSection(t, tokens.admin, place.lesson);
      const targetUrl = `${lessonSectionsUrl(place.lesson)}/${target.id}/exercises`;
      const first = body<One>(await t.request('POST', targetUrl, { token: tokens.admin, body: exerciseInputs(picture).word_order })).data;
      const moved = await t.request('PATCH', `${place.exercisesUrl}/${c.id}/move`, { token: tokens.admin, body: { lessonSectionId: target.id, position: 0 } });
      expect(moved.statusCode).toBe(200);
      expect(body<One>(moved).data).toMatchObject({ id: c.id, lessonSectionId: target.id, position: 0 });
      expect((await list(place)).map((each) => [each.id, each.position])).toEqual([
        [b.id, 0],
        [a.id, 1],
      ]);
      const targetList = body<Many>(await t.request('GET', targetUrl, { token: tokens.admin })).data;
      expect(targetList.map((each) => each.id)).toEqual([c.id, first.id]);
      // Without a position: the end.
      await t.request('PATCH', `${place.exercisesUrl}/${b.id}/move`, { token: tokens.admin, body: { lessonSectionId: target.id } });
      expect(body<Many>(await t.request('GET', targetUrl, { token: tokens.admin })).data.map((each) => each.id)).toEqual([c.id, first.id, b.id]);
    });

    it('refuses a move to another school’s or an unknown lesson section, and a bad reorder, changing nothing', async () => {
      const place = await createPlace(t, tokens.admin);
      const a = await create(place, 'fill_in_gaps');
      const foreign = await createPlace(t, tokens.other);
      const moved = await t.request('PATCH', `${place.exercisesUrl}/${a.id}/move`, { token: tokens.admin, body: { lessonSectionId: foreign.lessonSection.id } });
      expect(moved.statusCode).toBe(404);
      expect((await t.request('PATCH', `${place.exercisesUrl}/${a.id}/move`, { token: tokens.admin, body: {} })).statusCode).toBe(400);
      const twice = await t.request('PATCH', `${place.exercisesUrl}/reorder`, { token: tokens.admin, body: { items: [{ id: a.id, position: 0 }, { id: a.id, position: 1 }] } });
      expect(twice.statusCode).toBe(400);
      expect((await list(place)).map((each) => each.id)).toEqual([a.id]);
      expect(await list(foreign, tokens.other)).toEqual([]);
    });
  });

  describe('duplicate and copy', () => {
    it('duplicates right after with the title suffix and a copy of its picture, and copies to another lesson section', async () => {
      const place = await createPlace(t, tokens.admin);
      const labelled = await create(place, 'label_the_pictures');
      const after = await create(place, 'fill_in_gaps');
      const response = await t.request('POST', `${place.exercisesUrl}/${labelled.id}/duplicate`, { token: tokens.admin, lang: 'fr' });
      expect(response.statusCode).toBe(201);
      const copy = body<One>(response).data;
      expect(copy).toMatchObject({ type: 'label_the_pictures', title: 'Label (copie)', position: 1 });
      if (copy.type !== 'label_the_pictures' || labelled.type !== 'label_the_pictures') throw new Error('type');
      expect(copy.images[0]?.image).not.toBe(labelled.images[0]?.image);
      expect((await t.request('GET', copy.images[0]?.image ?? '')).statusCode).toBe(200);
      expect((await list(place)).map((each) => each.id)).toEqual([labelled.id, copy.id, after.id]);

      const other = await createPlace(t, tokens.admin, 'Other place');
      await create(other, 'test');
      const copied = await t.request('POST', `${place.exercisesUrl}/${after.id}/copy`, { token: tokens.teacher, body: { lessonSectionId: other.lessonSection.id } });
      expect(copied.statusCode).toBe(201);
      expect(body<One>(copied).data).toMatchObject({ type: 'fill_in_gaps', title: 'To be', lessonSectionId: other.lessonSection.id, position: 1 });
      expect((await list(place)).length).toBe(3);
      expect((await t.request('POST', `${place.exercisesUrl}/${after.id}/copy`, { token: tokens.admin, body: { lessonSectionId: 'nope' } })).statusCode).toBe(400);
    });
  });

  describe('what a student sees, and the checker', () => {
    it('gives a member student copies with no answer key anywhere', async () => {
      const place = await createPlace(t, tokens.admin);
      for (const type of CHECKABLE_TYPES) await create(place, type);
      await openLessonTo(t, tokens.admin, tokens.student, place.lesson.id);
      const lessonSectionUrl = `${lessonSectionsUrl(place.lesson)}/${place.lessonSection.id}`;
      for (const url of [lessonSectionUrl, place.exercisesUrl]) {
        const response = await t.request('GET', url, { token: tokens.student });
        expect(response.statusCode).toBe(200);
        const strings = stringsOf(response.json());
        expect(strings).not.toContain('correct');
        expect(strings.filter((text) => text.includes('*') || text.includes('[') || text.includes('|'))).toEqual([]);
        // The gap answers of fill_in_gaps appear nowhere; its bracketed text is not sent.
        expect(strings.filter((text) => text === 'am' || text.includes("'m"))).toEqual([]);
        expect(response.body).not.toContain('"label":');
        expect(response.body).not.toContain('"pairs":');
      }
      const gaps = body<{ data: StudentExercise[] }>(await t.request('GET', place.exercisesUrl, { token: tokens.student })).data[0];
      expect(gaps).toMatchObject({ type: 'fill_in_gaps', parts: [{ text: 'I ' }, { gap: 0 }, { text: ' here. She ' }, { gap: 1 }, { text: ' there.' }] });
      expect(gaps).not.toHaveProperty('text');
      const one = body<{ data: StudentExercise }>(await t.request('GET', `${place.exercisesUrl}/${(await list(place))[3]?.id}`, { token: tokens.student })).data;
      expect(one).toMatchObject({ type: 'true_false', items: [{ statement: 'Kyiv is a capital' }, { statement: 'Fish can fly' }] });
      expect(one).not.toHaveProperty('createdAt');
    });

    it('scores right, partly right and wrong answers for staff, changing no exercise', async () => {
      const place = await createPlace(t, tokens.admin);
      const trueFalse = await create(place, 'true_false');
      const gaps = await create(place, 'fill_in_gaps');
      const matching = await create(place, 'match_the_words');
      const check = (id: string, answer: unknown, token = tokens.teacher) => t.request('POST', `${place.exercisesUrl}/${id}/check`, { token, body: answer, lang: 'en' });
      const score = async (id: string, answer: unknown, token?: string) => {
        const response = await check(id, answer, token);
        expect(response.statusCode).toBe(200);
        return body<{ data: Score }>(response).data;
      };
      expect(await score(trueFalse.id, { items: [true, false] })).toEqual({ correct: 2, total: 2, items: [true, true] });
      expect(await score(trueFalse.id, { items: [true, true] }, tokens.admin)).toEqual({ correct: 1, total: 2, items: [true, false] });
      expect(await score(gaps.id, { gaps: ['  ’M ', 'is'] })).toEqual({ correct: 2, total: 2, items: [true, true] });
      expect(await score(gaps.id, { gaps: ['am', 'was'] })).toEqual({ correct: 1, total: 2, items: [true, false] });

      // Matching: the answer indexes the student's shuffled right column.
      await openLessonTo(t, tokens.admin, tokens.student, place.lesson.id);
      const student = body<{ data: { right: string[] } }>(await t.request('GET', `${place.exercisesUrl}/${matching.id}`, { token: tokens.student })).data;
      const right = ['кіт', 'пес', 'корова'].map((word) => student.right.indexOf(word));
      expect(await score(matching.id, { pairs: right })).toMatchObject({ correct: 3, total: 3 });
      expect(await score(matching.id, { pairs: [right[0], right[2], right[1]] })).toMatchObject({ correct: 1, total: 3 });

      const wrongShape = await check(trueFalse.id, { items: 'yes' });
      expect(wrongShape.statusCode).toBe(400);
      expect(body<ApiError>(wrongShape)).toMatchObject({ message: 'The answer does not fit this exercise', fieldErrors: { items: [expect.any(String)] } });
      expect((await check(trueFalse.id, { gaps: [] })).statusCode).toBe(400);
      expect((await t.request('POST', `${place.exercisesUrl}/${trueFalse.id}/check`, { body: { items: [] } })).statusCode).toBe(401);
      expect((await check(trueFalse.id, { items: [true] }, tokens.other)).statusCode).toBe(404);
      expect((await list(place)).map((each) => each.updatedAt)).toEqual([trueFalse.updatedAt, gaps.updatedAt, matching.updatedAt]);
    });
  });

  describe('access', () => {
    it('answers 401 without a token, 403 to a member on writes, 404 to another school, changing nothing', async () => {
      const place = await createPlace(t, tokens.admin);
      const exercise = await create(place, 'true_false');
      const url = `${place.exercisesUrl}/${exercise.id}`;
      const input = exerciseInputs(picture).true_false;
      const writes = (token: string) => [
        t.request('POST', place.exercisesUrl, { token, body: input }),
        t.request('PUT', url, { token, body: input }),
        t.request('DELETE', url, { token }),
        t.request('POST', `${url}/duplicate`, { token }),
        t.request('POST', `${url}/copy`, { token, body: { lessonSectionId: place.lessonSection.id } }),
        t.request('PATCH', `${url}/move`, { token, body: { lessonSectionId: place.lessonSection.id } }),
        t.request('POST', `${url}/move-up`, { token }),
        t.request('POST', `${url}/move-down`, { token }),
        t.request('PATCH', `${place.exercisesUrl}/reorder`, { token, body: { items: [{ id: exercise.id, position: 0 }] } }),
        t.request('POST', '/tenant/files', { token }),
      ];
      for (const response of await Promise.all(writes(tokens.student))) expect(response.statusCode).toBe(403);
      const reads = (token: string) => [t.request('GET', place.exercisesUrl, { token }), t.request('GET', url, { token }), t.request('POST', `${url}/check`, { token, body: { items: [true] } })];
      for (const response of await Promise.all([...writes(''), ...reads('')])) expect(response.statusCode).toBe(401);
      const foreign = await Promise.all([...writes(tokens.other), ...reads(tokens.other)]);
      // The upload is the other school's own business (its own file); every course route is 404.
      for (const response of foreign.filter((_, index) => index !== 9)) expect(response.statusCode).toBe(404);
      expect(await list(place)).toEqual([exercise]);
    });

    it('keeps library exercises read-only, and copying one into an own lesson section works', async () => {
      const library = body<{ data: Course[] }>(await t.request('GET', '/tenant/courses?type=kalyna-academy', { token: tokens.admin })).data[0] as Course;
      const section = body<{ data: Section[] }>(await t.request('GET', sectionsUrl(library.id), { token: tokens.admin })).data[0] as Section;
      const lesson = section.lessons[0] as Lesson;
      const lessonSection = body<{ data: LessonSection[] }>(await t.request('GET', lessonSectionsUrl(lesson), { token: tokens.admin })).data[0] as LessonSection;
      const libraryUrl = `${lessonSectionsUrl(lesson)}/${lessonSection.id}/exercises`;
      const exercises = body<Many>(await t.request('GET', libraryUrl, { token: tokens.admin })).data;
      expect(exercises.length).toBeGreaterThan(0);
      const first = exercises[0] as Exercise;
      for (const response of [
        await t.request('POST', libraryUrl, { token: tokens.admin, body: exerciseInputs(picture).true_false }),
        await t.request('DELETE', `${libraryUrl}/${first.id}`, { token: tokens.admin }),
        await t.request('POST', `${libraryUrl}/${first.id}/duplicate`, { token: tokens.admin }),
        await t.request('POST', `${libraryUrl}/${first.id}/move-down`, { token: tokens.admin }),
      ]) {
        expect(response.statusCode).toBe(403);
      }
      const place = await createPlace(t, tokens.admin);
      const intoLibrary = await t.request('POST', `${place.exercisesUrl}/${(await create(place, 'test')).id}/copy`, { token: tokens.admin, body: { lessonSectionId: lessonSection.id } });
      expect(intoLibrary.statusCode).toBe(403);
      const out = await t.request('POST', `${libraryUrl}/${first.id}/copy`, { token: tokens.admin, body: { lessonSectionId: place.lessonSection.id } });
      expect(out.statusCode).toBe(201);
      expect(body<Many>(await t.request('GET', libraryUrl, { token: tokens.admin })).data).toEqual(exercises);
    });
  });
});
