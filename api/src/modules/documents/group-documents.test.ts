import { eq } from 'drizzle-orm';
import type { ApiError, GroupDetail, PaginationMeta, UserDocument } from '@school/shared/contracts';
import { DATABASES, JPEG_BYTES, PNG_1PX, body, signInCast, useTestApp } from '../../test/harness.js';
import { DOC, PDF, documentForm as form } from '../../test/documents-kit.js';
import { userDocuments } from './documents.table.js';

type One = { data: UserDocument };
type Page = { data: UserDocument[]; meta: PaginationMeta };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const pdf = { name: 'plan.pdf', type: 'application/pdf', data: PDF };

describe.each(DATABASES)('group documents on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = { admin: '', manager: '', teacher: '', student: '', andrii: '', other: '' };
  const ids = { student: '', andrii: '' };
  let made = 0;

  beforeAll(async () => {
    const cast = await signInCast(t, { admin: 'admin@demo.test', manager: 'manager@demo.test', teacher: 'teacher@demo.test', student: 'student@demo.test', andrii: 'andrii@demo.test', other: 'admin@other.test' });
    Object.assign(tokens, cast.tokens);
    Object.assign(ids, cast.ids);
  });

  async function group(members: string[] = [], token = tokens.admin): Promise<string> {
    made += 1;
    const created = await t.request('POST', '/tenant/groups', { token, body: { name: `Paper group ${made}` } });
    expect(created.statusCode).toBe(201);
    const id = body<{ data: GroupDetail }>(created).data.id;
    for (const userId of members) {
      expect((await t.request('POST', `/tenant/groups/${id}/users`, { token, body: { userId } })).statusCode).toBe(200);
    }
    return id;
  }

  async function upload(groupId: string, fields: Record<string, string>, file = pdf, token = tokens.manager) {
    const response = await t.request('POST', `/tenant/groups/${groupId}/documents`, { token, ...form(fields, file) });
    expect(response.statusCode).toBe(201);
    return body<One>(response).data;
  }

  const keysOf = async (groupId: string) =>
    (await t.app.db.system.select({ key: userDocuments.storageKey }).from(userDocuments).where(eq(userDocuments.groupId, groupId))).map((row) => row.key);

  it('uploads by content, lists newest first with paging (10 by default), reads, renames and deletes', async () => {
    const groupId = await group();
    const plan = await upload(groupId, { name: 'Course plan', type: 'public' });
    expect(plan).toMatchObject({ name: 'Course plan', fileName: 'plan.pdf', size: PDF.length, type: 'public' });
    expect(plan).not.toHaveProperty('groupName');
    const doc = await upload(groupId, {}, { name: 'Правила групи.doc', type: 'application/msword', data: DOC });
    expect(doc).toMatchObject({ name: 'Правила групи', type: 'private' });
    // A JPEG sent as "photo.pdf" is accepted as what it is.
    const photo = await upload(groupId, { type: 'private' }, { name: 'photo.pdf', type: 'application/pdf', data: JPEG_BYTES });

    const first = body<Page>(await t.request('GET', `/tenant/groups/${groupId}/documents`, { token: tokens.admin }));
    expect(first.meta.pagination).toEqual({ total: 3, page: 1, limit: 10 });
    expect(first.data.map((item) => item.id)).toEqual([photo.id, doc.id, plan.id]);
    const second = body<Page>(await t.request('GET', `/tenant/groups/${groupId}/documents?page=2&limit=2`, { token: tokens.admin }));
    expect([second.meta.pagination, second.data.map((item) => item.id)]).toEqual([{ total: 3, page: 2, limit: 2 }, [plan.id]]);
    expect(body<One>(await t.request('GET', `/tenant/groups/${groupId}/documents/${plan.id}`, { token: tokens.manager })).data).toEqual(plan);

    const renamed = await t.request('PUT', `/tenant/groups/${groupId}/documents/${doc.id}`, { token: tokens.manager, body: { name: ' Group rules ', type: 'public' } });
    expect(renamed.statusCode).toBe(200);
    expect(body<One>(renamed).data).toMatchObject({ name: 'Group rules', type: 'public', fileName: 'Правила групи.doc' });

    const [key] = await t.app.db.system.select({ key: userDocuments.storageKey }).from(userDocuments).where(eq(userDocuments.id, photo.id));
    expect((await t.request('DELETE', `/tenant/groups/${groupId}/documents/${photo.id}`, { token: tokens.manager })).statusCode).toBe(204);
    expect(await t.app.storage.stat(key?.key ?? '')).toBeNull();
    expect((await t.request('GET', `/tenant/groups/${groupId}/documents/${photo.id}`, { token: tokens.manager })).statusCode).toBe(404);
    expect((await t.request('GET', `/tenant/groups/${groupId}/documents/${photo.id}/download`, { token: tokens.manager })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/tenant/groups/${groupId}/documents/${photo.id}`, { token: tokens.manager })).statusCode).toBe(404);
  });

  it('downloads the bytes under the original file name, never cached or sniffed', async () => {
    const groupId = await group();
    const doc = await upload(groupId, { name: 'Timetable', type: 'private' }, { name: 'Розклад (осінь).png', type: 'image/png', data: PNG_1PX });
    const response = await t.request('GET', `/tenant/groups/${groupId}/documents/${doc.id}/download`, { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG_1PX)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="_______ (_____).png"; filename*=UTF-8''${encodeURIComponent('Розклад ')}%28${encodeURIComponent('осінь')}%29.png`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses other formats (415), more than 10 MB (413), no file or a broken upload (400) and broken fields (400), storing nothing', async () => {
    const groupId = await group();
    const url = `/tenant/groups/${groupId}/documents`;
    const text = await t.request('POST', url, { token: tokens.admin, lang: 'en', ...form({}, { name: 'notes.pdf', type: 'application/pdf', data: Buffer.from('plain text pretending') }) });
    expect(text.statusCode).toBe(415);
    expect(body<ApiError>(text)).toMatchObject({ message: 'Only PDF, DOC, DOCX, JPG, PNG, GIF and WebP files are allowed', fieldErrors: { file: ['Only PDF, DOC, DOCX, JPG, PNG, GIF and WebP files are allowed'] } });
    const ole = await t.request('POST', url, { token: tokens.admin, ...form({}, { name: 'sheet.xls', type: 'application/vnd.ms-excel', data: DOC }) });
    expect(ole.statusCode).toBe(415);
    const big = await t.request('POST', url, { token: tokens.admin, lang: 'uk', ...form({}, { name: 'big.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) }) });
    expect(big.statusCode).toBe(413);
    expect(body<ApiError>(big).message).toBe('Розмір файлу не повинен перевищувати 10 МБ');
    const none = await t.request('POST', url, { token: tokens.admin, lang: 'en', ...form({ name: 'Nothing' }) });
    expect(none.statusCode).toBe(400);
    expect(body<ApiError>(none).fieldErrors).toEqual({ file: ['Choose a file to upload'] });
    expect((await t.request('POST', url, { token: tokens.admin, body: { name: 'json' } })).statusCode).toBe(400);
    const cut = form({}, pdf);
    const broken = await t.request('POST', url, { token: tokens.admin, headers: cut.headers, payload: cut.payload.subarray(0, cut.payload.length - 30) });
    expect(broken.statusCode).toBe(400);
    const fields = await t.request('POST', url, { token: tokens.admin, lang: 'en', ...form({ name: 'x', type: 'secret' }, pdf) });
    expect(fields.statusCode).toBe(400);
    expect(body<ApiError>(fields).fieldErrors).toEqual({ name: ['Must be at least 2 characters'], type: ['Choose public or private'] });

    const kept = await upload(groupId, { name: 'Kept', type: 'private' });
    const rename = await t.request('PUT', `${url}/${kept.id}`, { token: tokens.admin, lang: 'en', body: { name: '', type: 'hidden' } });
    expect(rename.statusCode).toBe(400);
    expect(body<ApiError>(rename).fieldErrors).toMatchObject({ name: ['This field is required'] });
    expect((await t.request('GET', `${url}?limit=101`, { token: tokens.admin })).statusCode).toBe(400);
    expect((await t.request('GET', `${url}?page=0`, { token: tokens.admin })).statusCode).toBe(400);
    for (const [method, path] of [
      ['GET', `/tenant/groups/xyz/documents`],
      ['GET', `${url}/xyz`],
      ['DELETE', `${url}/xyz`],
      ['GET', `${url}/xyz/download`],
    ] as const) {
      expect((await t.request(method, path, { token: tokens.admin })).statusCode).toBe(400);
    }
    const page = body<Page>(await t.request('GET', url, { token: tokens.admin }));
    expect(page.data).toEqual([kept]);
  });

  it('is for users-management and admin-access: 401 without a token, 403 for a teacher or a student', async () => {
    const groupId = await group([ids.student]);
    const doc = await upload(groupId, { name: 'Guarded', type: 'public' });
    const urls = [
      ['GET', `/tenant/groups/${groupId}/documents`],
      ['GET', `/tenant/groups/${groupId}/documents/${doc.id}`],
      ['GET', `/tenant/groups/${groupId}/documents/${doc.id}/download`],
      ['DELETE', `/tenant/groups/${groupId}/documents/${doc.id}`],
    ] as const;
    for (const [method, url] of urls) {
      expect((await t.request(method, url)).statusCode).toBe(401);
      for (const token of [tokens.teacher, tokens.student]) expect((await t.request(method, url, { token })).statusCode).toBe(403);
    }
    const put = `/tenant/groups/${groupId}/documents/${doc.id}`;
    expect((await t.request('PUT', put, { body: { name: 'Mine', type: 'private' } })).statusCode).toBe(401);
    expect((await t.request('PUT', put, { token: tokens.teacher, body: { name: 'Mine', type: 'private' } })).statusCode).toBe(403);
    const post = `/tenant/groups/${groupId}/documents`;
    expect((await t.request('POST', post, form({}, pdf))).statusCode).toBe(401);
    expect((await t.request('POST', post, { token: tokens.student, ...form({}, pdf) })).statusCode).toBe(403);
    expect((await t.request('POST', post, { token: tokens.teacher, ...form({}, pdf) })).statusCode).toBe(403);
    // Nothing changed.
    expect(body<One>(await t.request('GET', put, { token: tokens.admin })).data).toEqual(doc);
  });

  it('keeps schools apart: another school’s group or document is 404 on every call and stays', async () => {
    const ours = await group();
    const mine = await upload(ours, { name: 'Ours', type: 'public' });
    const theirs = await group([], tokens.other);
    const theirDoc = await upload(theirs, { name: 'Their file', type: 'public' }, pdf, tokens.other);

    const foreign = [
      ['GET', `/tenant/groups/${theirs}/documents`, 'Group not found'],
      ['GET', `/tenant/groups/${theirs}/documents/${theirDoc.id}`, 'Document not found'],
      ['GET', `/tenant/groups/${theirs}/documents/${theirDoc.id}/download`, 'Document not found'],
      ['DELETE', `/tenant/groups/${theirs}/documents/${theirDoc.id}`, 'Document not found'],
      // Their document under our group's address is not ours either.
      ['GET', `/tenant/groups/${ours}/documents/${theirDoc.id}`, 'Document not found'],
      ['GET', `/tenant/groups/${MISSING_ID}/documents`, 'Group not found'],
    ] as const;
    for (const [method, url, message] of foreign) {
      const response = await t.request(method, url, { token: tokens.admin, lang: 'en' });
      expect(response.statusCode).toBe(404);
      expect(body<ApiError>(response).message).toBe(message);
    }
    expect((await t.request('PUT', `/tenant/groups/${theirs}/documents/${theirDoc.id}`, { token: tokens.admin, body: { name: 'Taken', type: 'private' } })).statusCode).toBe(404);
    const post = await t.request('POST', `/tenant/groups/${theirs}/documents`, { token: tokens.admin, lang: 'en', ...form({}, pdf) });
    expect([post.statusCode, body<ApiError>(post).message]).toEqual([404, 'Group not found']);
    // And the other way round.
    expect((await t.request('GET', `/tenant/groups/${ours}/documents`, { token: tokens.other })).statusCode).toBe(404);
    expect((await t.request('GET', `/tenant/groups/${ours}/documents/${mine.id}/download`, { token: tokens.other })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/tenant/groups/${ours}/documents/${mine.id}`, { token: tokens.other })).statusCode).toBe(404);

    expect(body<One>(await t.request('GET', `/tenant/groups/${theirs}/documents/${theirDoc.id}`, { token: tokens.other })).data).toEqual(theirDoc);
    expect(body<One>(await t.request('GET', `/tenant/groups/${ours}/documents/${mine.id}`, { token: tokens.admin })).data).toEqual(mine);
  });

  describe('a member’s own documents (user/documents)', () => {
    it('adds the public documents of the member’s groups, never private ones nor other groups’', async () => {
      const mineGroup = await group([ids.andrii, ids.student]);
      const elsewhere = await group([ids.student]);
      const shown = await upload(mineGroup, { name: 'Reading list', type: 'public' }, { name: 'reading.png', type: 'image/png', data: PNG_1PX });
      const hidden = await upload(mineGroup, { name: 'Teacher notes', type: 'private' });
      const notMine = await upload(elsewhere, { name: 'Other group plan', type: 'public' });

      const page = body<Page>(await t.request('GET', '/tenant/user/documents?limit=100', { token: tokens.andrii }));
      const listed = page.data.map((item) => item.id);
      expect(listed).toContain(shown.id);
      expect(listed).not.toContain(hidden.id);
      expect(listed).not.toContain(notMine.id);
      expect(page.data.every((item) => item.type === 'public')).toBe(true);
      const groupName = body<{ data: GroupDetail }>(await t.request('GET', `/tenant/groups/${mineGroup}`, { token: tokens.admin })).data.name;
      expect(page.data.find((item) => item.id === shown.id)).toEqual({ ...shown, groupName });
      expect(page.meta.pagination.total).toBe(page.data.length);

      const file = await t.request('GET', `/tenant/user/documents/${shown.id}/download`, { token: tokens.andrii });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
      expect(file.headers['content-disposition']).toContain('filename="reading.png"');
      for (const id of [hidden.id, notMine.id]) {
        expect((await t.request('GET', `/tenant/user/documents/${id}/download`, { token: tokens.andrii })).statusCode).toBe(404);
      }
      // The other member of the group sees it too; staff still have no own-documents page.
      expect(body<Page>(await t.request('GET', '/tenant/user/documents?limit=100', { token: tokens.student })).data.map((item) => item.id)).toEqual(
        expect.arrayContaining([shown.id, notMine.id]),
      );
      expect((await t.request('GET', `/tenant/user/documents/${shown.id}/download`, { token: tokens.admin })).statusCode).toBe(403);

      // Made private, or the member taken out of the group: it is gone from their view.
      await t.request('PUT', `/tenant/groups/${mineGroup}/documents/${shown.id}`, { token: tokens.admin, body: { name: 'Reading list', type: 'private' } });
      expect((await t.request('GET', `/tenant/user/documents/${shown.id}/download`, { token: tokens.student })).statusCode).toBe(404);
      await t.request('PUT', `/tenant/groups/${mineGroup}/documents/${shown.id}`, { token: tokens.admin, body: { name: 'Reading list', type: 'public' } });
      await t.request('DELETE', `/tenant/groups/${mineGroup}/users`, { token: tokens.admin, body: { userId: ids.andrii } });
      expect((await t.request('GET', `/tenant/user/documents/${shown.id}/download`, { token: tokens.andrii })).statusCode).toBe(404);
      expect(body<Page>(await t.request('GET', '/tenant/user/documents?limit=100', { token: tokens.andrii })).data.map((item) => item.id)).not.toContain(shown.id);
      expect((await t.request('GET', `/tenant/user/documents/${shown.id}/download`, { token: tokens.student })).statusCode).toBe(200);
    });

    it('pages the member’s own and group documents together, newest first', async () => {
      const groupId = await group([ids.andrii]);
      const before = body<Page>(await t.request('GET', '/tenant/user/documents', { token: tokens.andrii })).meta.pagination.total;
      const own = await t.request('POST', `/tenant/users/${ids.andrii}/documents`, { token: tokens.admin, ...form({ name: 'Own certificate', type: 'public' }, pdf) });
      const ownId = body<One>(own).data.id;
      const shared = await upload(groupId, { name: 'Shared plan', type: 'public' });
      const page = body<Page>(await t.request('GET', '/tenant/user/documents?limit=2', { token: tokens.andrii }));
      expect(page.meta.pagination).toEqual({ total: before + 2, page: 1, limit: 2 });
      expect(page.data.map((item) => item.id)).toEqual([shared.id, ownId]);
      expect(page.data[1]).not.toHaveProperty('groupName');
    });
  });

  it('deleting a group deletes its documents with the bytes; its students and their own documents stay', async () => {
    const groupId = await group([ids.andrii]);
    const gone = await upload(groupId, { name: 'Group handout', type: 'public' });
    await upload(groupId, { name: 'Group register', type: 'private' });
    const own = body<One>(await t.request('POST', `/tenant/users/${ids.andrii}/documents`, { token: tokens.admin, ...form({ name: 'Kept own', type: 'public' }, pdf) })).data;
    const keys = await keysOf(groupId);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await t.app.storage.stat(key)).not.toBeNull();

    expect((await t.request('DELETE', `/tenant/groups/${groupId}`, { token: tokens.admin })).statusCode).toBe(204);
    expect(await keysOf(groupId)).toEqual([]);
    for (const key of keys) expect(await t.app.storage.stat(key)).toBeNull();
    expect((await t.request('GET', `/tenant/groups/${groupId}/documents`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await t.request('GET', `/tenant/user/documents/${gone.id}/download`, { token: tokens.andrii })).statusCode).toBe(404);
    expect((await t.request('GET', `/tenant/user/documents/${own.id}/download`, { token: tokens.andrii })).statusCode).toBe(200);
  });

  it('holds exactly one owner in the database', async () => {
    const groupId = await group();
    const [school] = await t.app.db.system.select({ schoolId: userDocuments.schoolId }).from(userDocuments).limit(1);
    const row = { schoolId: school?.schoolId ?? '', name: 'Orphan', type: 'public' as const, storageKey: MISSING_ID, fileName: 'a.pdf', contentType: 'application/pdf', size: 1 };
    await expect(t.app.db.system.insert(userDocuments).values({ ...row, userId: null, groupId: null })).rejects.toThrow();
    await expect(t.app.db.system.insert(userDocuments).values({ ...row, userId: ids.andrii, groupId })).rejects.toThrow();
  });
});
