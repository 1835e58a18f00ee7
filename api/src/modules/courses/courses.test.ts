import type { ApiError, Course } from '@school/shared/contracts';
import { DATABASES, PNG_1PX, body, multipart, useTestApp, type TestApp } from '../../test/harness.js';
import { createPlace, openLessonTo } from '../../test/structure-kit.js';

type One = { data: Course };
type Many = { data: Course[] };

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Conversation Club',
  description: 'Weekly speaking practice',
  courseLanguage: 'en',
  teachingLanguage: 'uk',
  level: 'b1',
  ...overrides,
});

async function listOwn(t: TestApp, token: string): Promise<Course[]> {
  return body<Many>(await t.request('GET', '/tenant/courses?type=own', { token })).data;
}

describe.each(DATABASES)('courses on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = { admin: '', teacher: '', student: '', other: '' };

  beforeAll(async () => {
    tokens.admin = await t.login('admin@demo.test');
    tokens.teacher = await t.login('teacher@demo.test');
    tokens.student = await t.login('student@demo.test');
    tokens.other = await t.login('admin@other.test');
  });

  async function create(overrides: Record<string, unknown> = {}, token = tokens.admin): Promise<Course> {
    const response = await t.request('POST', '/tenant/courses', { token, body: { ...input(overrides), type: 'own' } });
    expect(response.statusCode).toBe(201);
    return body<One>(response).data;
  }

  describe('GET courses', () => {
    it('lists own courses by default, sorted by position, to staff', async () => {
      const response = await t.request('GET', '/tenant/courses', { token: tokens.admin });
      expect(response.statusCode).toBe(200);
      const courses = body<Many>(response).data;
      expect(courses.length).toBeGreaterThanOrEqual(3);
      expect(courses.every((course) => course.type === 'own')).toBe(true);
      expect(courses.map((course) => course.position)).toEqual([...courses.map((course) => course.position)].sort((a, b) => a - b));
    });

    it('gives a member only the courses their classes use, and no other course by id (404)', async () => {
      // Sofia's demo classes work on English for Beginners; nothing of the libraries.
      expect((await listOwn(t, tokens.student)).map((course) => course.name)).toEqual(['English for Beginners']);
      expect(body<Many>(await t.request('GET', '/tenant/courses?type=kalyna-academy', { token: tokens.student })).data).toEqual([]);
      const place = await createPlace(t, tokens.admin, 'Opened later');
      expect((await t.request('GET', `/tenant/courses/${place.course.id}`, { token: tokens.student })).statusCode).toBe(404);
      expect((await listOwn(t, tokens.student)).map((course) => course.id)).not.toContain(place.course.id);
      await openLessonTo(t, tokens.admin, tokens.student, place.lesson.id);
      expect((await listOwn(t, tokens.student)).map((course) => course.id)).toContain(place.course.id);
      expect((await t.request('GET', `/tenant/courses/${place.course.id}`, { token: tokens.student })).statusCode).toBe(200);
    });

    it('filters by library type and searches name and description without regard to case', async () => {
      const academy = body<Many>(await t.request('GET', '/tenant/courses?type=kalyna-academy', { token: tokens.teacher })).data;
      expect(academy.length).toBeGreaterThan(0);
      expect(academy.every((course) => course.type === 'kalyna-academy')).toBe(true);
      const hub = body<Many>(await t.request('GET', '/tenant/courses?type=kalyna-hub', { token: tokens.teacher })).data;
      expect(hub.every((course) => course.type === 'kalyna-hub')).toBe(true);

      const byName = body<Many>(await t.request('GET', '/tenant/courses?type=own&search=BUSINESS', { token: tokens.admin })).data;
      expect(byName.map((course) => course.name)).toEqual(['Business English']);
      const byDescription = body<Many>(await t.request('GET', `/tenant/courses?search=${encodeURIComponent('exam-style')}`, { token: tokens.admin })).data;
      expect(byDescription.map((course) => course.name)).toEqual(['IELTS Preparation']);
      // Pattern characters are literal.
      expect(body<Many>(await t.request('GET', '/tenant/courses?search=%25', { token: tokens.admin })).data).toEqual([]);
    });

    it('never lists another school’s courses', async () => {
      const demo = (await listOwn(t, tokens.admin)).map((course) => course.id);
      const other = await listOwn(t, tokens.other);
      expect(other.length).toBeGreaterThan(0);
      expect(other.some((course) => demo.includes(course.id))).toBe(false);
    });

    it('answers 400 for an unknown type and a too long search, 401 without a token', async () => {
      const type = await t.request('GET', '/tenant/courses?type=secret', { token: tokens.admin, lang: 'en' });
      expect(type.statusCode).toBe(400);
      expect(body<ApiError>(type)).toMatchObject({ message: 'Unknown course type', fieldErrors: { type: ['Unknown course type'] } });
      const search = await t.request('GET', `/tenant/courses?search=${'x'.repeat(501)}`, { token: tokens.admin });
      expect(body<ApiError>(search).fieldErrors).toEqual({ search: ['Не більше 500 символів'] });
      expect((await t.request('GET', '/tenant/courses')).statusCode).toBe(401);
    });
  });

  describe('POST courses', () => {
    it('creates an own course at the end of the list (teacher too)', async () => {
      const before = await listOwn(t, tokens.admin);
      const course = await create({ name: '  Phonetics Lab  ' }, tokens.teacher);
      expect(course).toMatchObject({ name: 'Phonetics Lab', type: 'own', level: 'b1', image: null, description: 'Weekly speaking practice' });
      expect(course.position).toBe(Math.max(...before.map((c) => c.position)) + 1);
      const after = await listOwn(t, tokens.admin);
      expect(after.at(-1)?.id).toBe(course.id);
      // The type may be left out: own is the only one that can be created.
      const implicit = await t.request('POST', '/tenant/courses', { token: tokens.admin, body: input({ description: undefined }) });
      expect(implicit.statusCode).toBe(201);
      expect(body<One>(implicit).data.description).toBe('');
    });

    it('answers 400 with translated field errors for each rule', async () => {
      const cases: [Record<string, unknown>, Record<string, string[]>, string][] = [
        [{ name: '' }, { name: ['This field is required'] }, 'en'],
        [{ name: 'x' }, { name: ['Must be at least 2 characters'] }, 'en'],
        [{ name: 'x'.repeat(501) }, { name: ['Must be at most 500 characters'] }, 'en'],
        [{ description: 'x'.repeat(501) }, { description: ['Must be at most 500 characters'] }, 'en'],
        [{ courseLanguage: 'xx' }, { courseLanguage: ['Choose a language'] }, 'en'],
        [{ teachingLanguage: undefined }, { teachingLanguage: ['Оберіть мову'] }, 'uk'],
        [{ level: 'd1' }, { level: ['Оберіть рівень'] }, 'uk'],
        [{ type: 'kalyna-hub' }, { type: ['Unknown course type'] }, 'en'],
        [{ name: 42 }, { name: ['This field is required'] }, 'en'],
      ];
      for (const [overrides, fieldErrors, lang] of cases) {
        const response = await t.request('POST', '/tenant/courses', { token: tokens.admin, body: { ...input(), ...overrides }, lang });
        expect(response.statusCode).toBe(400);
        expect(body<ApiError>(response).fieldErrors).toEqual(fieldErrors);
        expect(body<ApiError>(response).message).toBe(Object.values(fieldErrors)[0]?.[0]);
      }
      const several = await t.request('POST', '/tenant/courses', { token: tokens.admin, body: {}, lang: 'en' });
      expect(body<ApiError>(several).message).toBe('Invalid data, please check the form');
      const broken = await t.request('POST', '/tenant/courses', { token: tokens.admin, payload: '{', headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode).toBe(400);
    });

    it('answers 403 to a member and 401 without a token', async () => {
      const member = await t.request('POST', '/tenant/courses', { token: tokens.student, body: input(), lang: 'en' });
      expect(member.statusCode).toBe(403);
      expect(body<ApiError>(member)).toMatchObject({ code: 'errors.forbidden', message: 'You do not have permission to do this' });
      expect((await t.request('POST', '/tenant/courses', { body: input() })).statusCode).toBe(401);
    });
  });

  describe('GET, PUT, DELETE courses/{id}', () => {
    it('reads, updates and deletes an own course', async () => {
      const course = await create({ name: 'Temporary' });
      const read = await t.request('GET', `/tenant/courses/${course.id}`, { token: tokens.teacher });
      expect(read.statusCode).toBe(200);
      expect(body<One>(read).data).toEqual(course);

      const updated = await t.request('PUT', `/tenant/courses/${course.id}`, {
        token: tokens.teacher,
        body: input({ name: 'Renamed', level: 'c2', courseLanguage: 'de' }),
      });
      expect(updated.statusCode).toBe(200);
      expect(body<One>(updated).data).toMatchObject({ id: course.id, name: 'Renamed', level: 'c2', courseLanguage: 'de', position: course.position });

      const removed = await t.request('DELETE', `/tenant/courses/${course.id}`, { token: tokens.admin });
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      const gone = await t.request('GET', `/tenant/courses/${course.id}`, { token: tokens.admin, lang: 'en' });
      expect(gone.statusCode).toBe(404);
      expect(body<ApiError>(gone)).toMatchObject({ code: 'errors.courseNotFound', message: 'Course not found' });
    });

    it('answers 400 for a malformed id and for an invalid update', async () => {
      const malformed = await t.request('GET', '/tenant/courses/not-a-uuid', { token: tokens.admin, lang: 'en' });
      expect(malformed.statusCode).toBe(400);
      expect(body<ApiError>(malformed).fieldErrors).toEqual({ id: ['Invalid identifier'] });
      const course = (await listOwn(t, tokens.admin))[0] as Course;
      const invalid = await t.request('PUT', `/tenant/courses/${course.id}`, { token: tokens.admin, body: input({ name: '' }), lang: 'uk' });
      expect(invalid.statusCode).toBe(400);
      expect(body<ApiError>(invalid).fieldErrors).toEqual({ name: ["Це поле обов'язкове"] });
    });

    it('answers 404 for another school’s course and never changes it', async () => {
      const foreign = (await listOwn(t, tokens.other))[0] as Course;
      const url = `/tenant/courses/${foreign.id}`;
      expect((await t.request('GET', url, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('PUT', url, { token: tokens.admin, body: input() })).statusCode).toBe(404);
      expect((await t.request('DELETE', url, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('POST', `${url}/duplicate`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('DELETE', `${url}/image`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('PUT', `${url}/image`, { token: tokens.admin, ...multipart('file', 'a.png', 'image/png', PNG_1PX) })).statusCode).toBe(404);
      const still = body<One>(await t.request('GET', url, { token: tokens.other })).data;
      expect(still).toEqual(foreign);
    });

    it('answers 403 on writes to a library course, and to a member on any write', async () => {
      const library = body<Many>(await t.request('GET', '/tenant/courses?type=kalyna-hub', { token: tokens.admin })).data[0] as Course;
      const url = `/tenant/courses/${library.id}`;
      expect((await t.request('GET', url, { token: tokens.admin })).statusCode).toBe(200);
      for (const response of [
        await t.request('PUT', url, { token: tokens.admin, body: input() }),
        await t.request('DELETE', url, { token: tokens.admin }),
        await t.request('PUT', `${url}/image`, { token: tokens.admin, ...multipart('file', 'a.png', 'image/png', PNG_1PX) }),
        await t.request('DELETE', `${url}/image`, { token: tokens.admin }),
      ]) {
        expect(response.statusCode).toBe(403);
      }

      const own = (await listOwn(t, tokens.admin))[0] as Course;
      const ownUrl = `/tenant/courses/${own.id}`;
      for (const response of [
        await t.request('PUT', ownUrl, { token: tokens.student, body: input() }),
        await t.request('DELETE', ownUrl, { token: tokens.student }),
        await t.request('POST', `${ownUrl}/duplicate`, { token: tokens.student }),
        await t.request('PUT', `${ownUrl}/image`, { token: tokens.student, ...multipart('file', 'a.png', 'image/png', PNG_1PX) }),
        await t.request('DELETE', `${ownUrl}/image`, { token: tokens.student }),
        await t.request('PATCH', '/tenant/courses/reorder', { token: tokens.student, body: { items: [{ id: own.id, position: 0 }] } }),
      ]) {
        expect(response.statusCode).toBe(403);
      }
      expect(body<One>(await t.request('GET', ownUrl, { token: tokens.admin })).data).toEqual(own);
    });

    it('answers 401 without a token on every course route', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const calls: [Parameters<TestApp['request']>[0], string][] = [
        ['GET', `/tenant/courses/${id}`],
        ['PUT', `/tenant/courses/${id}`],
        ['DELETE', `/tenant/courses/${id}`],
        ['POST', `/tenant/courses/${id}/duplicate`],
        ['PUT', `/tenant/courses/${id}/image`],
        ['DELETE', `/tenant/courses/${id}/image`],
        ['PATCH', '/tenant/courses/reorder'],
      ];
      for (const [method, url] of calls) expect((await t.request(method, url)).statusCode).toBe(401);
    });
  });

  describe('POST courses/{id}/duplicate', () => {
    it('copies a course right after the original, with its own copy of the image', async () => {
      const original = await create({ name: 'Original' });
      const withImage = body<One>(
        await t.request('PUT', `/tenant/courses/${original.id}/image`, { token: tokens.admin, ...multipart('file', 'c.png', 'image/png', PNG_1PX) }),
      ).data;
      const next = await create({ name: 'Next one' });

      const response = await t.request('POST', `/tenant/courses/${original.id}/duplicate`, { token: tokens.teacher, lang: 'en' });
      expect(response.statusCode).toBe(201);
      const copy = body<One>(response).data;
      expect(copy).toMatchObject({ name: 'Original (copy)', type: 'own', level: original.level, description: original.description });
      expect(copy.id).not.toBe(original.id);
      expect(copy.image).toMatch(/^\/tenant\/files\//);
      expect(copy.image).not.toBe(withImage.image);
      expect((await t.request('GET', copy.image as string)).rawPayload.equals(PNG_1PX)).toBe(true);

      const ids = (await listOwn(t, tokens.admin)).map((course) => course.id);
      expect(ids.indexOf(copy.id)).toBe(ids.indexOf(original.id) + 1);
      expect(ids.indexOf(next.id)).toBe(ids.indexOf(copy.id) + 1);

      // Deleting the copy leaves the original's image alone.
      await t.request('DELETE', `/tenant/courses/${copy.id}`, { token: tokens.admin });
      expect((await t.request('GET', copy.image as string)).statusCode).toBe(404);
      expect((await t.request('GET', withImage.image as string)).statusCode).toBe(200);
    });

    it('keeps the copy’s name within 500 characters', async () => {
      const long = await create({ name: 'n'.repeat(500) });
      const copy = body<One>(await t.request('POST', `/tenant/courses/${long.id}/duplicate`, { token: tokens.admin })).data;
      expect(copy.name).toHaveLength(500);
      expect(copy.name.endsWith(' (копія)')).toBe(true);
    });

    it('names the copy in the language of the person who makes it, Ukrainian by default', async () => {
      const original = await create({ name: 'Grammar' });
      const names: Record<string, string> = {};
      for (const lang of ['', 'en', 'de', 'es', 'fr', 'it', 'zh-CN', 'pl']) {
        const response = await t.request('POST', `/tenant/courses/${original.id}/duplicate`, { token: tokens.admin, ...(lang ? { lang } : {}) });
        names[lang] = body<One>(response).data.name;
      }
      expect(names).toEqual({
        '': 'Grammar (копія)',
        en: 'Grammar (copy)',
        de: 'Grammar (Kopie)',
        es: 'Grammar (copia)',
        fr: 'Grammar (copie)',
        it: 'Grammar (copia)',
        'zh-CN': 'Grammar（副本）',
        pl: 'Grammar (копія)',
      });
    });
  });

  describe('PATCH courses/reorder', () => {
    it('applies the new positions and answers the whole list in its new order', async () => {
      const before = await listOwn(t, tokens.admin);
      const reversed = [...before].reverse();
      const response = await t.request('PATCH', '/tenant/courses/reorder', {
        token: tokens.teacher,
        body: { items: reversed.map((course, position) => ({ id: course.id, position })) },
      });
      expect(response.statusCode).toBe(200);
      expect(body<Many>(response).data.map((course) => course.id)).toEqual(reversed.map((course) => course.id));
      expect((await listOwn(t, tokens.admin)).map((course) => course.id)).toEqual(reversed.map((course) => course.id));
    });

    it('changes nothing when one id is unknown, foreign, a library course or repeated', async () => {
      const before = await listOwn(t, tokens.admin);
      const [first, second] = before as [Course, Course];
      const foreign = (await listOwn(t, tokens.other))[0] as Course;
      const library = body<Many>(await t.request('GET', '/tenant/courses?type=kalyna-academy', { token: tokens.admin })).data[0] as Course;
      const attempts: [{ id: string; position: number }[], number][] = [
        [[{ id: second.id, position: 0 }, { id: foreign.id, position: 1 }], 404],
        [[{ id: second.id, position: 0 }, { id: '00000000-0000-4000-8000-000000000000', position: 1 }], 404],
        [[{ id: second.id, position: 0 }, { id: library.id, position: 1 }], 400],
        [[{ id: second.id, position: 0 }, { id: second.id, position: 1 }, { id: first.id, position: 2 }], 400],
      ];
      for (const [items, status] of attempts) {
        const response = await t.request('PATCH', '/tenant/courses/reorder', { token: tokens.admin, body: { items } });
        expect(response.statusCode).toBe(status);
      }
      expect(await listOwn(t, tokens.admin)).toEqual(before);
      expect((await listOwn(t, tokens.other))[0]).toEqual(foreign);
    });

    it('answers 400 with translated field errors for bad bodies', async () => {
      const empty = await t.request('PATCH', '/tenant/courses/reorder', { token: tokens.admin, body: { items: [] }, lang: 'en' });
      expect(empty.statusCode).toBe(400);
      expect(body<ApiError>(empty)).toMatchObject({ message: 'Nothing to reorder', fieldErrors: { items: ['Nothing to reorder'] } });
      const badId = await t.request('PATCH', '/tenant/courses/reorder', { token: tokens.admin, body: { items: [{ id: 'x', position: 0 }] }, lang: 'uk' });
      expect(body<ApiError>(badId).fieldErrors).toEqual({ items: ['Некоректний ідентифікатор'] });
      const negative = await t.request('PATCH', '/tenant/courses/reorder', {
        token: tokens.admin,
        body: { items: [{ id: '00000000-0000-4000-8000-000000000000', position: -1 }] },
      });
      expect(negative.statusCode).toBe(400);
      expect((await t.request('PATCH', '/tenant/courses/reorder', { token: tokens.admin, body: {} })).statusCode).toBe(400);
    });
  });

  describe('course image', () => {
    it('uploads, replaces and removes the image, deleting old bytes', async () => {
      const course = await create({ name: 'Picture course' });
      const url = `/tenant/courses/${course.id}/image`;
      const first = body<One>(await t.request('PUT', url, { token: tokens.teacher, ...multipart('file', 'a.png', 'image/png', PNG_1PX) })).data;
      expect(first.image).toMatch(/^\/tenant\/files\/[0-9a-f-]{36}$/);
      const second = body<One>(await t.request('PUT', url, { token: tokens.teacher, ...multipart('file', 'b.png', 'image/png', PNG_1PX) })).data;
      expect((await t.request('GET', first.image as string)).statusCode).toBe(404);
      const removed = await t.request('DELETE', url, { token: tokens.teacher });
      expect(removed.statusCode).toBe(200);
      expect(body<One>(removed).data.image).toBeNull();
      expect((await t.request('GET', second.image as string)).statusCode).toBe(404);
    });

    it('refuses non-images (415), large files (413) and a missing file (400)', async () => {
      const course = await create({ name: 'Refusing course' });
      const url = `/tenant/courses/${course.id}/image`;
      const text = await t.request('PUT', url, { token: tokens.admin, lang: 'en', ...multipart('file', 'fake.png', 'image/png', Buffer.from('hello')) });
      expect(text.statusCode).toBe(415);
      expect(body<ApiError>(text).message).toBe('Only images are allowed');
      const big = await t.request('PUT', url, { token: tokens.admin, lang: 'en', ...multipart('file', 'big.png', 'image/png', Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)])) });
      expect(big.statusCode).toBe(413);
      expect(body<ApiError>(big).message).toBe('File size must not exceed 1 MB');
      const none = await t.request('PUT', url, { token: tokens.admin, lang: 'en' });
      expect(none.statusCode).toBe(400);
      expect(body<ApiError>(none).message).toBe('Choose a file to upload');
      expect(body<One>(await t.request('GET', `/tenant/courses/${course.id}`, { token: tokens.admin })).data.image).toBeNull();
    });

    it('deletes the image file with its course', async () => {
      const course = await create({ name: 'Short-lived' });
      const withImage = body<One>(
        await t.request('PUT', `/tenant/courses/${course.id}/image`, { token: tokens.admin, ...multipart('file', 'a.png', 'image/png', PNG_1PX) }),
      ).data;
      await t.request('DELETE', `/tenant/courses/${course.id}`, { token: tokens.admin });
      expect((await t.request('GET', withImage.image as string)).statusCode).toBe(404);
    });
  });
});
