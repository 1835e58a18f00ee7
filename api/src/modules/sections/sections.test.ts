import type { ApiError, Course, Section } from '@school/shared/contracts';
import { schools } from '../../db/schema.js';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { exercises } from '../exercises/index.js';
import { lessonSections } from '../lesson-sections/index.js';
import { lessons } from '../lessons/index.js';
import { sections } from './sections.table.js';
import {
  courseUrl,
  createCourse,
  createLesson,
  createLessonSection,
  createSection,
  exerciseInputs,
  lessonSectionsUrl,
  sectionsUrl,
  signIn,
  uploadPicture,
  type Tokens,
  openLessonTo,
} from '../../test/structure-kit.js';

type One = { data: Section };
type Many = { data: Section[] };

describe.each(DATABASES)('sections on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  const list = async (courseId: string, token = tokens.admin) => body<Many>(await t.request('GET', sectionsUrl(courseId), { token })).data;
  const course = async (id: string) => body<{ data: Course }>(await t.request('GET', courseUrl(id), { token: tokens.admin })).data;

  describe('GET and POST courses/{courseId}/sections', () => {
    it('creates sections at the end and lists them with their lessons by position, to staff and to members whose class uses the course', async () => {
      const own = await createCourse(t, tokens.teacher);
      const first = await createSection(t, tokens.teacher, own.id, 'First');
      const second = await createSection(t, tokens.admin, own.id, '  Second  ');
      expect(first).toMatchObject({ courseId: own.id, name: 'First', description: 'About the unit', position: 0, lessons: [] });
      expect(second).toMatchObject({ name: 'Second', position: 1 });
      const lessonB = await createLesson(t, tokens.admin, first, 'Beta');
      await createLesson(t, tokens.admin, first, 'Gamma');
      // A member reads a course their classes use, and no other (docs/decisions/lesson-access.md).
      expect((await t.request('GET', sectionsUrl(own.id), { token: tokens.student })).statusCode).toBe(404);
      await openLessonTo(t, tokens.admin, tokens.student, lessonB.id);
      for (const token of [tokens.admin, tokens.student]) {
        const sections = await list(own.id, token);
        expect(sections.map((section) => section.name)).toEqual(['First', 'Second']);
        expect(sections[0]?.lessons.map((lesson) => [lesson.name, lesson.position])).toEqual([
          ['Beta', 0],
          ['Gamma', 1],
        ]);
        expect(sections[0]?.lessons[0]).toEqual(lessonB);
      }
      const one = await t.request('GET', `${sectionsUrl(own.id)}/${first.id}`, { token: tokens.student });
      expect(body<One>(one).data.lessons).toHaveLength(2);
    });

    it('moves the course’s updatedAt with each structure change', async () => {
      const own = await createCourse(t, tokens.admin);
      // Both times are the database's now(), answered to the millisecond: the change must come in a
      // later millisecond than the course's, however fast the machine (a turn of the event loop is not one).
      while (Date.now() <= Date.parse(own.updatedAt)) await new Promise((resolve) => setImmediate(resolve));
      await createSection(t, tokens.admin, own.id);
      expect(Date.parse((await course(own.id)).updatedAt)).toBeGreaterThan(Date.parse(own.updatedAt));
    });

    it('answers 400 with field errors for each rule', async () => {
      const own = await createCourse(t, tokens.admin);
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ name: '' }, { name: ['This field is required'] }],
        [{ name: 'x' }, { name: ['Must be at least 2 characters'] }],
        [{ name: 'x'.repeat(501) }, { name: ['Must be at most 500 characters'] }],
        [{ name: 'Fine', description: 'x'.repeat(501) }, { description: ['Must be at most 500 characters'] }],
        [{ name: 42 }, { name: ['This field is required'] }],
      ];
      for (const [payload, fieldErrors] of cases) {
        const response = await t.request('POST', sectionsUrl(own.id), { token: tokens.admin, body: payload, lang: 'en' });
        expect(response.statusCode).toBe(400);
        expect(body<ApiError>(response).fieldErrors).toEqual(fieldErrors);
      }
      const badId = await t.request('GET', sectionsUrl('nope'), { token: tokens.admin, lang: 'en' });
      expect(body<ApiError>(badId).fieldErrors).toEqual({ courseId: ['Invalid identifier'] });
      expect(await list(own.id)).toEqual([]);
    });
  });

  describe('PUT, DELETE, move, reorder', () => {
    it('updates, moves, reorders and deletes, keeping positions dense', async () => {
      const own = await createCourse(t, tokens.admin);
      const [a, b, c] = [await createSection(t, tokens.admin, own.id, 'Alpha'), await createSection(t, tokens.admin, own.id, 'Beta'), await createSection(t, tokens.admin, own.id, 'Gamma')];
      if (!a || !b || !c) throw new Error('setup');
      const put = await t.request('PUT', `${sectionsUrl(own.id)}/${a.id}`, { token: tokens.teacher, body: { name: 'Alpha 2', description: '' } });
      expect(body<One>(put).data).toMatchObject({ id: a.id, name: 'Alpha 2', description: '', position: 0 });

      const moved = await t.request('PATCH', `${sectionsUrl(own.id)}/${a.id}/move`, { token: tokens.admin, body: { position: 2 } });
      expect(moved.statusCode).toBe(200);
      expect(body<Many>(moved).data.map((s) => [s.name, s.position])).toEqual([
        ['Beta', 0],
        ['Gamma', 1],
        ['Alpha 2', 2],
      ]);
      const reordered = await t.request('PATCH', `${sectionsUrl(own.id)}/reorder`, {
        token: tokens.admin,
        body: { items: [{ id: c.id, position: 0 }, { id: b.id, position: 5 }, { id: a.id, position: 3 }] },
      });
      expect(body<Many>(reordered).data.map((s) => [s.name, s.position])).toEqual([
        ['Gamma', 0],
        ['Alpha 2', 1],
        ['Beta', 2],
      ]);

      expect((await t.request('DELETE', `${sectionsUrl(own.id)}/${a.id}`, { token: tokens.admin })).statusCode).toBe(204);
      expect((await list(own.id)).map((s) => [s.name, s.position])).toEqual([
        ['Gamma', 0],
        ['Beta', 1],
      ]);
      const gone = await t.request('GET', `${sectionsUrl(own.id)}/${a.id}`, { token: tokens.admin, lang: 'en' });
      expect(gone.statusCode).toBe(404);
      expect(body<ApiError>(gone).message).toBe('Section not found');
    });

    it('refuses a bad move or reorder body and a reorder naming a stranger, changing nothing', async () => {
      const own = await createCourse(t, tokens.admin);
      const a = await createSection(t, tokens.admin, own.id, 'Alpha');
      const b = await createSection(t, tokens.admin, own.id, 'Beta');
      const elsewhere = await createSection(t, tokens.admin, (await createCourse(t, tokens.admin)).id, 'Else');
      const badMove = await t.request('PATCH', `${sectionsUrl(own.id)}/${a.id}/move`, { token: tokens.admin, body: { position: -1 } });
      expect(badMove.statusCode).toBe(400);
      expect(Object.keys(body<ApiError>(badMove).fieldErrors ?? {})).toEqual(['position']);
      const empty = await t.request('PATCH', `${sectionsUrl(own.id)}/reorder`, { token: tokens.admin, body: { items: [] } });
      expect(empty.statusCode).toBe(400);
      const twice = await t.request('PATCH', `${sectionsUrl(own.id)}/reorder`, {
        token: tokens.admin,
        body: { items: [{ id: a.id, position: 1 }, { id: a.id, position: 0 }] },
      });
      expect(twice.statusCode).toBe(400);
      const stranger = await t.request('PATCH', `${sectionsUrl(own.id)}/reorder`, {
        token: tokens.admin,
        body: { items: [{ id: b.id, position: 0 }, { id: elsewhere.id, position: 1 }] },
      });
      expect(stranger.statusCode).toBe(404);
      expect((await list(own.id)).map((s) => s.name)).toEqual(['Alpha', 'Beta']);
    });
  });

  describe('duplicate and copy', () => {
    it('deep-copies a section with its lessons, lesson sections and exercises (files too), named in the reader’s language', async () => {
      const own = await createCourse(t, tokens.admin);
      const first = await createSection(t, tokens.admin, own.id, 'First');
      const after = await createSection(t, tokens.admin, own.id, 'After');
      const lesson = await createLesson(t, tokens.admin, first, 'L1');
      const lessonSection = await createLessonSection(t, tokens.admin, lesson);
      await createLessonSection(t, tokens.admin, lesson, true);
      const picture = await uploadPicture(t, tokens.admin);
      const inputs = exerciseInputs(picture);
      const exercisesUrl = `${lessonSectionsUrl(lesson)}/${lessonSection.id}/exercises`;
      for (const input of [inputs.true_false, inputs.label_the_pictures]) {
        expect((await t.request('POST', exercisesUrl, { token: tokens.admin, body: input })).statusCode).toBe(201);
      }

      const response = await t.request('POST', `${sectionsUrl(own.id)}/${first.id}/duplicate`, { token: tokens.admin, lang: 'de' });
      expect(response.statusCode).toBe(201);
      const copy = body<One>(response).data;
      expect(copy).toMatchObject({ name: 'First (Kopie)', position: 1, courseId: own.id });
      expect(copy.lessons.map((l) => l.name)).toEqual(['L1']);
      expect((await list(own.id)).map((s) => [s.id, s.position])).toEqual([
        [first.id, 0],
        [copy.id, 1],
        [after.id, 2],
      ]);
      const copiedLesson = copy.lessons[0];
      if (!copiedLesson) throw new Error('no lesson');
      const copiedSections = body<{ data: { id: string; isHomework: boolean }[] }>(
        await t.request('GET', lessonSectionsUrl(copiedLesson), { token: tokens.admin }),
      ).data;
      expect(copiedSections.map((s) => s.isHomework)).toEqual([false, true]);
      const copiedExercises = body<{ data: { exercises: { type: string; images?: { image: string }[] }[] } }>(
        await t.request('GET', `${lessonSectionsUrl(copiedLesson)}/${copiedSections[0]?.id}`, { token: tokens.admin }),
      ).data.exercises;
      expect(copiedExercises.map((e) => e.type)).toEqual(['true_false', 'label_the_pictures']);
      const copiedPicture = copiedExercises[1]?.images?.[0]?.image;
      expect(copiedPicture).toMatch(/^\/tenant\/files\//);
      expect(copiedPicture).not.toBe(picture);
      expect((await t.request('GET', copiedPicture as string)).statusCode).toBe(200);

      // Deleting the copy deletes its picture, not the original's.
      expect((await t.request('DELETE', `${sectionsUrl(own.id)}/${copy.id}`, { token: tokens.admin })).statusCode).toBe(204);
      expect((await t.request('GET', copiedPicture as string)).statusCode).toBe(404);
      expect((await t.request('GET', picture)).statusCode).toBe(200);
    });

    it('copies a section to the end of another own course, and from a library course', async () => {
      const source = await createCourse(t, tokens.admin, 'Source');
      const section = await createSection(t, tokens.admin, source.id, 'Travel');
      await createLesson(t, tokens.admin, section, 'At the airport');
      const target = await createCourse(t, tokens.admin, 'Target');
      await createSection(t, tokens.admin, target.id, 'Existing');
      const response = await t.request('POST', `${sectionsUrl(source.id)}/${section.id}/copy`, { token: tokens.teacher, body: { courseId: target.id } });
      expect(response.statusCode).toBe(201);
      expect(body<One>(response).data).toMatchObject({ courseId: target.id, name: 'Travel', position: 1 });
      expect((await list(target.id)).map((s) => s.name)).toEqual(['Existing', 'Travel']);
      expect((await list(source.id)).map((s) => s.name)).toEqual(['Travel']);

      const library = body<{ data: Course[] }>(await t.request('GET', '/tenant/courses?type=kalyna-academy', { token: tokens.admin })).data[0] as Course;
      const librarySections = await list(library.id);
      expect(librarySections.length).toBeGreaterThan(0);
      const fromLibrary = await t.request('POST', `${sectionsUrl(library.id)}/${librarySections[0]?.id}/copy`, { token: tokens.admin, body: { courseId: target.id } });
      expect(fromLibrary.statusCode).toBe(201);
      // Into a library: 403; into another school's course or none: 404.
      const intoLibrary = await t.request('POST', `${sectionsUrl(source.id)}/${section.id}/copy`, { token: tokens.admin, body: { courseId: library.id } });
      expect(intoLibrary.statusCode).toBe(403);
      const foreign = body<{ data: Course[] }>(await t.request('GET', '/tenant/courses', { token: tokens.other })).data[0] as Course;
      const intoForeign = await t.request('POST', `${sectionsUrl(source.id)}/${section.id}/copy`, { token: tokens.admin, body: { courseId: foreign.id } });
      expect(intoForeign.statusCode).toBe(404);
      expect((await t.request('POST', `${sectionsUrl(source.id)}/${section.id}/copy`, { token: tokens.admin, body: {} })).statusCode).toBe(400);
      expect(await list(foreign.id, tokens.other)).toEqual([]);
    });

    it('duplicating a course deep-copies its structure; a library course becomes an own course at the end', async () => {
      const own = await createCourse(t, tokens.admin, 'Deep');
      const section = await createSection(t, tokens.admin, own.id, 'Sec');
      const lesson = await createLesson(t, tokens.admin, section, 'Les');
      const lessonSection = await createLessonSection(t, tokens.admin, lesson);
      const exercisesUrl = `${lessonSectionsUrl(lesson)}/${lessonSection.id}/exercises`;
      await t.request('POST', exercisesUrl, { token: tokens.admin, body: exerciseInputs('').fill_in_gaps });
      const copy = body<{ data: Course }>(await t.request('POST', `${courseUrl(own.id)}/duplicate`, { token: tokens.admin, lang: 'en' })).data;
      expect(copy.name).toBe('Deep (copy)');
      const sections = await list(copy.id);
      expect(sections.map((s) => [s.name, s.lessons.map((l) => l.name)])).toEqual([['Sec', ['Les']]]);

      const library = body<{ data: Course[] }>(await t.request('GET', '/tenant/courses?type=kalyna-hub', { token: tokens.admin })).data[0] as Course;
      const response = await t.request('POST', `${courseUrl(library.id)}/duplicate`, { token: tokens.teacher });
      expect(response.statusCode).toBe(201);
      const mine = body<{ data: Course }>(response).data;
      expect(mine).toMatchObject({ type: 'own', name: library.name });
      const ownList = body<{ data: Course[] }>(await t.request('GET', '/tenant/courses', { token: tokens.admin })).data;
      expect(ownList.at(-1)?.id).toBe(mine.id);
      expect((await list(mine.id)).map((s) => s.name)).toEqual((await list(library.id)).map((s) => s.name));
    });

    it('a failure midway leaves nothing: no section, no file row, no bytes', async () => {
      const own = await createCourse(t, tokens.admin);
      const section = await createSection(t, tokens.admin, own.id, 'Fragile');
      const lesson = await createLesson(t, tokens.admin, section);
      const lessonSection = await createLessonSection(t, tokens.admin, lesson);
      const exercisesUrl = `${lessonSectionsUrl(lesson)}/${lessonSection.id}/exercises`;
      for (let index = 0; index < 2; index += 1) {
        await t.request('POST', exercisesUrl, { token: tokens.admin, body: exerciseInputs(await uploadPicture(t, tokens.admin)).label_the_pictures });
      }
      const storage = t.app.storage;
      const copy = storage.copy;
      const written: string[] = [];
      let calls = 0;
      storage.copy = async (from, to) => {
        calls += 1;
        if (calls === 2) throw new Error('disk full');
        written.push(to);
        return copy.call(storage, from, to);
      };
      try {
        const response = await t.request('POST', `${sectionsUrl(own.id)}/${section.id}/duplicate`, { token: tokens.admin });
        expect(response.statusCode).toBe(500);
      } finally {
        storage.copy = copy;
      }
      expect(written).toHaveLength(1);
      expect(await storage.stat(written[0] as string)).toBeNull();
      expect((await t.request('GET', `/tenant/files/${written[0]}`)).statusCode).toBe(404);
      expect((await list(own.id)).map((s) => s.name)).toEqual(['Fragile']);
    });
  });

  describe('access', () => {
    it('answers 401 without a token, 403 to a member on every write and on writes into a library course', async () => {
      const own = await createCourse(t, tokens.admin);
      const section = await createSection(t, tokens.admin, own.id);
      const url = `${sectionsUrl(own.id)}/${section.id}`;
      const writes = (token: string) => [
        t.request('POST', sectionsUrl(own.id), { token, body: { name: 'New one' } }),
        t.request('PUT', url, { token, body: { name: 'Renamed' } }),
        t.request('DELETE', url, { token }),
        t.request('POST', `${url}/duplicate`, { token }),
        t.request('POST', `${url}/copy`, { token, body: { courseId: own.id } }),
        t.request('PATCH', `${url}/move`, { token, body: { position: 0 } }),
        t.request('PATCH', `${sectionsUrl(own.id)}/reorder`, { token, body: { items: [{ id: section.id, position: 0 }] } }),
      ];
      for (const response of await Promise.all(writes(tokens.student))) expect(response.statusCode).toBe(403);
      for (const response of await Promise.all([...writes(''), t.request('GET', sectionsUrl(own.id)), t.request('GET', url)])) expect(response.statusCode).toBe(401);
      expect(await list(own.id)).toEqual([{ ...section, lessons: [] }].map((s) => ({ ...s, updatedAt: expect.any(String) })));

      const library = body<{ data: Course[] }>(await t.request('GET', '/tenant/courses?type=kalyna-academy', { token: tokens.admin })).data[0] as Course;
      const librarySection = (await list(library.id))[0] as Section;
      const libraryUrl = `${sectionsUrl(library.id)}/${librarySection.id}`;
      for (const response of [
        await t.request('POST', sectionsUrl(library.id), { token: tokens.admin, body: { name: 'New one' } }),
        await t.request('PUT', libraryUrl, { token: tokens.admin, body: { name: 'Renamed' } }),
        await t.request('DELETE', libraryUrl, { token: tokens.admin }),
        await t.request('POST', `${libraryUrl}/duplicate`, { token: tokens.admin }),
        await t.request('PATCH', `${libraryUrl}/move`, { token: tokens.admin, body: { position: 0 } }),
      ]) {
        expect(response.statusCode).toBe(403);
      }
      expect((await list(library.id))[0]).toEqual(librarySection);
    });

    it('row-level security covers the four structure tables, even without a filter', async () => {
      const all = await t.app.db.system.select({ id: schools.id, name: schools.name }).from(schools);
      const demo = all.find((school) => school.name === 'Demo School');
      const other = all.find((school) => school.name === 'Other School');
      if (!demo || !other) throw new Error('demo schools missing');
      const seen = (schoolId: string) =>
        t.app.db.inSchool(schoolId, async (tx) => ({
          sections: await tx.select({ schoolId: sections.schoolId }).from(sections),
          lessons: await tx.select({ schoolId: lessons.schoolId }).from(lessons),
          lessonSections: await tx.select({ schoolId: lessonSections.schoolId }).from(lessonSections),
          exercises: await tx.select({ schoolId: exercises.schoolId }).from(exercises),
        }));
      // Both schools have structures (the demo courses, the library courses every school gets):
      // inside one school's context, no query sees a row of the other, filter or none.
      const demoRows = await seen(demo.id);
      for (const rows of Object.values(demoRows)) {
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.schoolId === demo.id)).toBe(true);
      }
      if (t.app.db.rowLevelSecurity) {
        for (const rows of Object.values(await seen(other.id))) {
          expect(rows.length).toBeGreaterThan(0);
          expect(rows.every((row) => row.schoolId === other.id)).toBe(true);
        }
        const own = await createCourse(t, tokens.admin);
        await expect(t.app.db.inSchool(demo.id, (tx) => tx.insert(sections).values({ schoolId: other.id, courseId: own.id, name: 'Sneaky' }))).rejects.toThrow();
      }
    });

    it('answers 404 to another school and changes nothing', async () => {
      const own = await createCourse(t, tokens.admin);
      const section = await createSection(t, tokens.admin, own.id);
      const url = `${sectionsUrl(own.id)}/${section.id}`;
      const other = tokens.other;
      for (const response of [
        await t.request('GET', sectionsUrl(own.id), { token: other }),
        await t.request('GET', url, { token: other }),
        await t.request('POST', sectionsUrl(own.id), { token: other, body: { name: 'Intruder' } }),
        await t.request('PUT', url, { token: other, body: { name: 'Intruder' } }),
        await t.request('DELETE', url, { token: other }),
        await t.request('POST', `${url}/duplicate`, { token: other }),
        await t.request('POST', `${url}/copy`, { token: other, body: { courseId: own.id } }),
        await t.request('PATCH', `${url}/move`, { token: other, body: { position: 0 } }),
        await t.request('PATCH', `${sectionsUrl(own.id)}/reorder`, { token: other, body: { items: [{ id: section.id, position: 0 }] } }),
      ]) {
        expect(response.statusCode).toBe(404);
      }
      // A real section named under the wrong course is not found either.
      const otherCourse = await createCourse(t, tokens.admin);
      expect((await t.request('GET', `${sectionsUrl(otherCourse.id)}/${section.id}`, { token: tokens.admin })).statusCode).toBe(404);
      expect(await list(own.id)).toEqual([section]);
    });
  });
});
