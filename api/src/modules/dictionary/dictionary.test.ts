import type { ApiError, ClassDictionary, DictionaryEntry, DictionaryStudent, PaginationMeta } from '@school/shared/contracts';
import { classes } from '../classes/index.js';
import { groups } from '../groups/index.js';
import { DATABASES, body, signInCast, useTestApp } from '../../test/harness.js';
import { and, eq } from 'drizzle-orm';

type One = { data: DictionaryEntry };
type Page = { data: DictionaryEntry[]; meta: PaginationMeta };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const word = (phrase: string, extra: Record<string, unknown> = {}) => ({ phrase, translation: `${phrase} (uk)`, language: 'en', ...extra });

describe.each(DATABASES)('dictionary on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = { admin: '', manager: '', teacher: '', student: '', andrii: '', maria: '', other: '', otherStudent: '' };
  const ids = { admin: '', manager: '', teacher: '', student: '', andrii: '', maria: '', other: '', otherStudent: '' };
  let theirEntry = '';

  beforeAll(async () => {
    const cast = await signInCast(t, {
      admin: 'admin@demo.test',
      manager: 'manager@demo.test',
      teacher: 'teacher@demo.test',
      student: 'student@demo.test',
      andrii: 'andrii@demo.test',
      maria: 'maria@demo.test',
      other: 'admin@other.test',
    });
    Object.assign(tokens, cast.tokens);
    Object.assign(ids, cast.ids);
    const email = 'dictionary-student@other.test';
    const created = await t.request('POST', '/tenant/users', {
      token: tokens.other,
      body: { type: 'students', firstName: 'Olha', lastName: 'Other', email, password: 'password-123' },
    });
    expect(created.statusCode).toBe(201);
    ids.otherStudent = body<{ data: { id: string } }>(created).data.id;
    tokens.otherStudent = await t.login(email, 'password-123');
    theirEntry = body<One>(await t.request('POST', '/tenant/dictionary', { token: tokens.otherStudent, body: word('theirs') })).data.id;
  });

  async function add(token: string, payload: Record<string, unknown>): Promise<DictionaryEntry> {
    const response = await t.request('POST', '/tenant/dictionary', { token, body: payload });
    expect(response.statusCode).toBe(201);
    return body<One>(response).data;
  }

  describe('a member’s own dictionary', () => {
    it('adds, reads, replaces and deletes their own word; studentId is ignored', async () => {
      const entry = await add(tokens.student, { ...word(' apple ', { translation: ' яблуко ' }), customTranslation: ' яблучко ', audio: 'https://cdn.example/apple.mp3', studentId: ids.andrii });
      expect(entry).toEqual({
        id: expect.any(String),
        phrase: 'apple',
        translation: 'яблуко',
        customTranslation: 'яблучко',
        audio: 'https://cdn.example/apple.mp3',
        language: 'en',
        studentId: ids.student,
        createdAt: expect.any(String),
      });
      expect(body<One>(await t.request('GET', `/tenant/dictionary/${entry.id}`, { token: tokens.student })).data).toEqual(entry);
      // PUT takes the whole entry: what is left out is cleared.
      const replaced = await t.request('PUT', `/tenant/dictionary/${entry.id}`, { token: tokens.student, body: { phrase: 'apples', translation: 'яблука', language: 'en' } });
      expect(replaced.statusCode).toBe(200);
      expect(body<One>(replaced).data).toMatchObject({ id: entry.id, phrase: 'apples', translation: 'яблука', customTranslation: null, audio: null, studentId: ids.student });
      expect((await t.request('DELETE', `/tenant/dictionary/${entry.id}`, { token: tokens.student })).statusCode).toBe(204);
      expect((await t.request('GET', `/tenant/dictionary/${entry.id}`, { token: tokens.student })).statusCode).toBe(404);
    });

    it('lists only their own words, newest first, searched by phrase or translation, paged by 10', async () => {
      for (let n = 1; n <= 12; n += 1) await add(tokens.andrii, word(`word ${String(n).padStart(2, '0')}`));
      await add(tokens.andrii, word('Haus', { translation: 'будинок', customTranslation: 'домівка', language: 'de' }));
      await add(tokens.maria, word('maria’s word'));
      const first = body<Page>(await t.request('GET', `/tenant/dictionary?studentId=${ids.maria}`, { token: tokens.andrii }));
      expect(first.meta.pagination).toEqual({ total: 13, page: 1, limit: 10 });
      expect(first.data.every((entry) => entry.studentId === ids.andrii)).toBe(true);
      expect(first.data[0]?.phrase).toBe('Haus');
      const second = body<Page>(await t.request('GET', '/tenant/dictionary?page=2', { token: tokens.andrii }));
      expect(second.data.map((entry) => entry.phrase)).toEqual(['word 03', 'word 02', 'word 01']);
      const byTranslation = body<Page>(await t.request('GET', `/tenant/dictionary?q=${encodeURIComponent('ДОМІВ')}`, { token: tokens.andrii }));
      expect(byTranslation.data.map((entry) => entry.phrase)).toEqual(['Haus']);
      const wildcard = body<Page>(await t.request('GET', '/tenant/dictionary?q=%25', { token: tokens.andrii }));
      expect(wildcard.meta.pagination.total).toBe(0);
    });

    it('answers 409 with a message for the same phrase in the same language twice (any case), on POST and PUT', async () => {
      await add(tokens.maria, word('Cat'));
      const again = await t.request('POST', '/tenant/dictionary', { token: tokens.maria, lang: 'en', body: word('cAT ') });
      expect(again.statusCode).toBe(409);
      expect(body<ApiError>(again)).toMatchObject({ message: 'This word is already in the student’s dictionary', fieldErrors: { phrase: ['This word is already in the student’s dictionary'] } });
      // Another language, or another student, may have it.
      await add(tokens.maria, word('cat', { language: 'fr' }));
      await add(tokens.andrii, word('cat'));
      const dog = await add(tokens.maria, word('dog'));
      const rename = await t.request('PUT', `/tenant/dictionary/${dog.id}`, { token: tokens.maria, lang: 'en', body: word('CAT') });
      expect(rename.statusCode).toBe(409);
      expect(body<One>(await t.request('GET', `/tenant/dictionary/${dog.id}`, { token: tokens.maria })).data.phrase).toBe('dog');
    });

    it('answers 404 for another student’s entry and another school’s, and changes nothing', async () => {
      const sofias = await add(tokens.student, word('secret'));
      for (const id of [sofias.id, theirEntry, MISSING_ID]) {
        for (const [method, payload] of [['GET'], ['PUT', word('taken')], ['DELETE']] as const) {
          const response = await t.request(method, `/tenant/dictionary/${id}`, { token: id === sofias.id ? tokens.andrii : tokens.student, lang: 'en', ...(payload ? { body: payload } : {}) });
          expect(response.statusCode).toBe(404);
          expect(body<ApiError>(response).message).toBe('Dictionary entry not found');
        }
      }
      expect(body<One>(await t.request('GET', `/tenant/dictionary/${sofias.id}`, { token: tokens.student })).data.phrase).toBe('secret');
      expect(body<One>(await t.request('GET', `/tenant/dictionary/${theirEntry}`, { token: tokens.otherStudent })).data.phrase).toBe('theirs');
    });
  });

  describe('staff', () => {
    it('list every student’s words of the school, or one student’s, never another school’s', async () => {
      const all = body<Page>(await t.request('GET', '/tenant/dictionary?limit=100', { token: tokens.teacher }));
      const owners = new Set(all.data.map((entry) => entry.studentId));
      expect(owners.has(ids.andrii) && owners.has(ids.maria)).toBe(true);
      expect(owners.has(ids.otherStudent)).toBe(false);
      const marias = body<Page>(await t.request('GET', `/tenant/dictionary?studentId=${ids.maria}&limit=100`, { token: tokens.manager }));
      expect(marias.data.length).toBeGreaterThan(0);
      expect(marias.data.every((entry) => entry.studentId === ids.maria)).toBe(true);
      // The spec's other name for the filter, `userId`, filters the same.
      const byUserId = body<Page>(await t.request('GET', `/tenant/dictionary?userId=${ids.maria}&limit=100`, { token: tokens.manager }));
      expect(byUserId.data.map((entry) => entry.id)).toEqual(marias.data.map((entry) => entry.id));
      const theirs = body<Page>(await t.request('GET', `/tenant/dictionary?studentId=${ids.otherStudent}`, { token: tokens.admin }));
      expect(theirs.meta.pagination.total).toBe(0);
      expect((await t.request('GET', `/tenant/dictionary/${theirEntry}`, { token: tokens.admin })).statusCode).toBe(404);
      // Another school's token reaches none of ours: not listed, not found, not changed.
      const ours = marias.data[0] as DictionaryEntry;
      expect(body<Page>(await t.request('GET', `/tenant/dictionary?studentId=${ids.maria}`, { token: tokens.other })).meta.pagination.total).toBe(0);
      for (const [method, payload] of [['GET'], ['PUT', word('taken', { studentId: ids.otherStudent })], ['DELETE']] as const)
        expect((await t.request(method, `/tenant/dictionary/${ours.id}`, { token: tokens.other, ...(payload ? { body: payload } : {}) })).statusCode).toBe(404);
      expect(body<One>(await t.request('GET', `/tenant/dictionary/${ours.id}`, { token: tokens.maria })).data).toEqual(ours);
    });

    it('write a named student’s words: required, a student of this school', async () => {
      const entry = await add(tokens.teacher, word('teacher’s gift', { studentId: ids.maria }));
      expect(entry.studentId).toBe(ids.maria);
      const moved = await t.request('PUT', `/tenant/dictionary/${entry.id}`, { token: tokens.admin, body: word('teacher’s gift', { studentId: ids.andrii }) });
      expect(body<One>(moved).data.studentId).toBe(ids.andrii);
      // Named as `userId` (the spec's other name), the same student; `studentId` wins over it.
      const named = await add(tokens.teacher, word('named by userId', { userId: ids.maria }));
      expect(named.studentId).toBe(ids.maria);
      const both = await add(tokens.teacher, word('named twice', { studentId: ids.andrii, userId: ids.maria }));
      expect(both.studentId).toBe(ids.andrii);
      for (const id of [named.id, both.id]) expect((await t.request('DELETE', `/tenant/dictionary/${id}`, { token: tokens.manager })).statusCode).toBe(204);
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [word('no student'), { studentId: ['Choose the student whose word it is'] }],
        [word('a teacher', { studentId: ids.teacher }), { studentId: ['Choose a student of the school'] }],
        [word('another school', { studentId: ids.otherStudent }), { studentId: ['Choose a student of the school'] }],
      ];
      for (const [payload, fieldErrors] of cases) {
        const response = await t.request('POST', '/tenant/dictionary', { token: tokens.teacher, lang: 'en', body: payload });
        expect(response.statusCode).toBe(400);
        expect(body<ApiError>(response).fieldErrors).toEqual(fieldErrors);
      }
      expect((await t.request('DELETE', `/tenant/dictionary/${entry.id}`, { token: tokens.manager })).statusCode).toBe(204);
    });

    it('GET dictionary/students: the school’s students by name, staff only', async () => {
      const response = await t.request('GET', '/tenant/dictionary/students', { token: tokens.teacher });
      expect(response.statusCode).toBe(200);
      const students = body<{ data: DictionaryStudent[] }>(response).data;
      expect(students.map((student) => student.id)).toEqual(expect.arrayContaining([ids.student, ids.andrii, ids.maria]));
      expect(students.map((student) => student.id)).not.toContain(ids.teacher);
      expect(students.map((student) => student.id)).not.toContain(ids.otherStudent);
      expect(students[0]).toEqual({ id: expect.any(String), firstName: expect.any(String), lastName: expect.any(String), email: expect.any(String) });
      expect((await t.request('GET', '/tenant/dictionary/students', { token: tokens.student })).statusCode).toBe(403);
      expect((await t.request('GET', '/tenant/dictionary/students')).statusCode).toBe(401);
      const theirs = body<{ data: DictionaryStudent[] }>(await t.request('GET', '/tenant/dictionary/students', { token: tokens.other })).data;
      expect(theirs.map((student) => student.id)).toEqual([ids.otherStudent]);
    });
  });

  describe('bad input and missing token', () => {
    it('answers 400 with a message per broken field', async () => {
      const cases: [unknown, Record<string, string[]>][] = [
        [{}, { phrase: ['This field is required'], translation: ['This field is required'], language: ['Choose the language of the word'] }],
        [word('x', { language: 'xx' }), { phrase: ['Must be at least 2 characters'], language: ['Choose the language of the word'] }],
        [word('y'.repeat(501), { translation: 'ok', customTranslation: 'z'.repeat(501) }), { phrase: ['Must be at most 500 characters'], customTranslation: ['Must be at most 500 characters'] }],
        [word('audio', { audio: 'javascript:alert(1)' }), { audio: ['Enter an audio link starting with http:// or https://'] }],
        [word('a\u0000b', { translation: 'ok' }), { phrase: ['The text contains control characters that are not allowed'] }],
        [word('bell', { translation: 'ring\u0007' }), { translation: ['The text contains control characters that are not allowed'] }],
      ];
      for (const [payload, fieldErrors] of cases) {
        const response = await t.request('POST', '/tenant/dictionary', { token: tokens.student, lang: 'en', body: payload });
        expect(response.statusCode).toBe(400);
        const error = body<ApiError>(response);
        expect(error.message).toEqual(expect.any(String));
        expect(error.fieldErrors).toEqual(fieldErrors);
      }
      // A lone half of a surrogate pair: JSON carries it, no UTF-8 text can.
      const lone = await t.request('POST', '/tenant/dictionary', {
        token: tokens.student,
        lang: 'en',
        payload: '{"phrase":"smile \\ud83d","translation":"усмішка","language":"en"}',
        headers: { 'content-type': 'application/json' },
      });
      expect(lone.statusCode).toBe(400);
      expect(body<ApiError>(lone).fieldErrors).toEqual({ phrase: [expect.stringContaining('broken character')] });
      const query = await t.request('GET', '/tenant/dictionary?page=0&studentId=12', { token: tokens.admin, lang: 'en' });
      expect(query.statusCode).toBe(400);
      expect(Object.keys(body<ApiError>(query).fieldErrors ?? {}).sort()).toEqual(['page', 'studentId']);
      expect((await t.request('GET', '/tenant/dictionary/12', { token: tokens.student })).statusCode).toBe(400);
      const search = await t.request('GET', `/tenant/dictionary?q=${'q'.repeat(501)}`, { token: tokens.student });
      expect(search.statusCode).toBe(400);
    });

    it('answers 401 without a token on every call', async () => {
      const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
        ['GET', '/tenant/dictionary'],
        ['POST', '/tenant/dictionary', word('nope')],
        ['GET', `/tenant/dictionary/${theirEntry}`],
        ['PUT', `/tenant/dictionary/${theirEntry}`, word('nope')],
        ['DELETE', `/tenant/dictionary/${theirEntry}`],
        ['GET', `/tenant/classes/${MISSING_ID}/dictionary`],
      ];
      for (const [method, url, payload] of calls) expect((await t.request(method, url, payload ? { body: payload } : {})).statusCode).toBe(401);
    });
  });

  describe('GET classes/{id}/dictionary', () => {
    let personal = '';
    let group = '';
    let theirClass = '';

    beforeAll(async () => {
      const db = t.app.db.system;
      const schoolOf = async (userId: string) => (await db.query.users.findFirst({ where: (users, { eq: is }) => is(users.id, userId) }))?.schoolId as string;
      const school = await schoolOf(ids.teacher);
      const [evening] = await db.select().from(groups).where(and(eq(groups.schoolId, school), eq(groups.name, 'English A1 — evening')));
      const rows = await db
        .insert(classes)
        .values([
          { schoolId: school, name: 'Maria 1:1', type: 'personal', teacherId: ids.teacher, studentId: ids.maria },
          { schoolId: school, name: 'A1 evening', type: 'group', teacherId: ids.admin, groupId: evening?.id ?? null },
          { schoolId: await schoolOf(ids.other), name: 'Theirs', type: 'personal', teacherId: ids.other, studentId: ids.otherStudent },
        ])
        .returning({ id: classes.id });
      [personal, group, theirClass] = rows.map((row) => row.id) as [string, string, string];
      for (let n = 1; n <= 11; n += 1) await add(tokens.student, word(`class word ${n}`));
    });

    const read = (classId: string, token: string, query = '') => t.request('GET', `/tenant/classes/${classId}/dictionary${query}`, { token, lang: 'en' });

    it('pages one student’s words for the class’s teacher, an administrator and the student', async () => {
      const first = await read(group, tokens.admin, `?userId=${ids.student}&limit=10`);
      expect(first.statusCode).toBe(200);
      const page = body<{ data: ClassDictionary }>(first).data;
      expect(page).toMatchObject({ total: expect.any(Number), page: 1, limit: 10, hasMore: true, classId: group, userId: ids.student });
      expect(page.entries).toHaveLength(10);
      expect(page.entries.every((entry) => entry.studentId === ids.student)).toBe(true);
      const last = body<{ data: ClassDictionary }>(await read(group, tokens.student, `?page=${Math.ceil(page.total / 10)}`)).data;
      expect(last.hasMore).toBe(false);
      expect(last.userId).toBe(ids.student);
      const own = body<{ data: ClassDictionary }>(await read(personal, tokens.teacher, `?userId=${ids.maria}`)).data;
      expect(own.entries.every((entry) => entry.studentId === ids.maria)).toBe(true);
      expect(own.total).toBeGreaterThan(0);
    });

    it('refuses what the caller may not read', async () => {
      // A teacher of another class, without admin-access.
      expect((await read(group, tokens.teacher, `?userId=${ids.student}`)).statusCode).toBe(403);
      expect((await read(group, tokens.manager, `?userId=${ids.student}`)).statusCode).toBe(403);
      // A student reads only themselves, and only in their own classes.
      const someoneElse = await read(group, tokens.student, `?userId=${ids.andrii}`);
      expect(someoneElse.statusCode).toBe(403);
      expect(body<ApiError>(someoneElse).message).toBe('A student sees only their own dictionary');
      expect((await read(personal, tokens.student)).statusCode).toBe(404);
      // Staff name a student of the class.
      expect(body<ApiError>(await read(personal, tokens.teacher)).fieldErrors).toEqual({ userId: ['Choose the student whose word it is'] });
      expect(body<ApiError>(await read(personal, tokens.teacher, `?userId=${ids.andrii}`)).fieldErrors).toEqual({ userId: ['Choose a student of this class'] });
      // Another school's class is not found, for its staff as for ours.
      const theirs = await read(theirClass, tokens.admin, `?userId=${ids.otherStudent}`);
      expect(theirs.statusCode).toBe(404);
      expect(body<ApiError>(theirs).message).toBe('Class not found');
      expect((await read(personal, tokens.other, `?userId=${ids.maria}`)).statusCode).toBe(404);
      expect((await read(MISSING_ID, tokens.admin)).statusCode).toBe(404);
      expect((await read(personal, tokens.teacher, `?userId=${ids.maria}&limit=101`)).statusCode).toBe(400);
    });
  });
});
