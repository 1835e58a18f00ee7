import type { ApiError, PaginationMeta, UserDocument } from '@school/shared/contracts';
import { DATABASES, JPEG_BYTES, PNG_1PX, body, signInCast, useTestApp } from '../../test/harness.js';
import { DOC, PDF, documentForm as form } from '../../test/documents-kit.js';
import { attachmentHeader } from './documents.service.js';

type One = { data: UserDocument };
type Page = { data: UserDocument[]; meta: PaginationMeta };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
describe.each(DATABASES)('documents on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = { admin: '', manager: '', teacher: '', student: '', andrii: '', other: '' };
  const ids = { student: '', andrii: '', other: '' };

  beforeAll(async () => {
    const cast = await signInCast(t, { admin: 'admin@demo.test', manager: 'manager@demo.test', teacher: 'teacher@demo.test', student: 'student@demo.test', andrii: 'andrii@demo.test', other: 'admin@other.test' });
    Object.assign(tokens, cast.tokens);
    Object.assign(ids, cast.ids);
  });

  async function upload(userId: string, fields: Record<string, string>, file = { name: 'contract.pdf', type: 'application/pdf', data: PDF }, token = tokens.manager) {
    const response = await t.request('POST', `/tenant/users/${userId}/documents`, { token, ...form(fields, file) });
    expect(response.statusCode).toBe(201);
    return body<One>(response).data;
  }

  it('uploads by content (PDF, DOC, images), lists newest first with paging, reads, renames and deletes', async () => {
    const contract = await upload(ids.andrii, { name: 'Contract 2026', type: 'private' });
    expect(contract).toMatchObject({ name: 'Contract 2026', fileName: 'contract.pdf', size: PDF.length, type: 'private' });
    const doc = await upload(ids.andrii, { type: 'public' }, { name: 'Домашнє завдання.doc', type: 'application/msword', data: DOC });
    expect(doc).toMatchObject({ name: 'Домашнє завдання', type: 'public' });
    // A JPEG sent as "photo.pdf" is accepted as what it is, and its file name says so.
    const photo = await upload(ids.andrii, {}, { name: 'photo.pdf', type: 'application/pdf', data: JPEG_BYTES });
    expect(photo).toMatchObject({ name: 'photo', type: 'private', fileName: 'photo.jpg' });
    const download = await t.request('GET', `/tenant/users/${ids.andrii}/documents/${photo.id}/download`, { token: tokens.admin });
    expect({ type: download.headers['content-type'], disposition: download.headers['content-disposition'] }).toEqual({
      type: 'image/jpeg',
      disposition: `attachment; filename="photo.jpg"; filename*=UTF-8''photo.jpg`,
    });

    const page = body<Page>(await t.request('GET', `/tenant/users/${ids.andrii}/documents?limit=2`, { token: tokens.admin }));
    expect(page.meta.pagination).toEqual({ total: 3, page: 1, limit: 2 });
    expect(page.data.map((item) => item.id)).toEqual([photo.id, doc.id]);
    expect(body<One>(await t.request('GET', `/tenant/users/${ids.andrii}/documents/${contract.id}`, { token: tokens.admin })).data).toEqual(contract);

    const renamed = await t.request('PUT', `/tenant/users/${ids.andrii}/documents/${contract.id}`, { token: tokens.manager, body: { name: ' Signed contract ', type: 'public' } });
    expect(renamed.statusCode).toBe(200);
    expect(body<One>(renamed).data).toMatchObject({ name: 'Signed contract', type: 'public', fileName: 'contract.pdf' });

    const removed = await t.request('DELETE', `/tenant/users/${ids.andrii}/documents/${photo.id}`, { token: tokens.manager });
    expect(removed.statusCode).toBe(204);
    expect((await t.request('GET', `/tenant/users/${ids.andrii}/documents/${photo.id}/download`, { token: tokens.manager })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/tenant/users/${ids.andrii}/documents/${photo.id}`, { token: tokens.manager })).statusCode).toBe(404);
  });

  it('gives a file name whose extension contradicts the bytes the right one, and keeps names already right', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['invoice.exe', PDF, 'invoice.pdf'],
      ['scan', PDF, 'scan.pdf'],
      ['letter.docx', PDF, 'letter.pdf'],
      ['picture.JPEG', JPEG_BYTES, 'picture.JPEG'],
      ['icon.svg', PNG_1PX, 'icon.png'],
      ['.pdf', JPEG_BYTES, '.pdf.jpg'],
    ];
    for (const [sent, data, stored] of cases) {
      const document = await upload(ids.student, { name: 'Some file', type: 'private' }, { name: sent, type: 'application/octet-stream', data: data as typeof PDF });
      expect({ sent, fileName: document.fileName }).toEqual({ sent, fileName: stored });
    }
  });

  it('downloads the bytes under the original file name, never cached or sniffed', async () => {
    const doc = await upload(ids.student, { name: 'Certificate', type: 'private' }, { name: 'Сертифікат B2 (final).pdf', type: 'application/pdf', data: PDF });
    const response = await t.request('GET', `/tenant/users/${ids.student}/documents/${doc.id}/download`, { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="__________ B2 (final).pdf"; filename*=UTF-8''${encodeURIComponent('Сертифікат B2 ')}%28final%29.pdf`,
    );
    // Quotes and backslashes cannot end the quoted fallback early.
    expect(attachmentHeader('a"b\\c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''${encodeURIComponent('a"b\\c.pdf')}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses other formats (415), more than 10 MB (413), no file (400) and broken fields (400), storing nothing', async () => {
    const before = body<Page>(await t.request('GET', `/tenant/users/${ids.andrii}/documents`, { token: tokens.admin })).meta.pagination.total;
    const text = await t.request('POST', `/tenant/users/${ids.andrii}/documents`, {
      token: tokens.admin,
      lang: 'en',
      ...form({}, { name: 'notes.pdf', type: 'application/pdf', data: Buffer.from('plain text pretending') }),
    });
    expect(text.statusCode).toBe(415);
    expect(body<ApiError>(text)).toMatchObject({ message: 'Only PDF, DOC, DOCX, JPG, PNG, GIF and WebP files are allowed', fieldErrors: { file: ['Only PDF, DOC, DOCX, JPG, PNG, GIF and WebP files are allowed'] } });
    const ole = await t.request('POST', `/tenant/users/${ids.andrii}/documents`, { token: tokens.admin, ...form({}, { name: 'sheet.xls', type: 'application/vnd.ms-excel', data: DOC }) });
    expect(ole.statusCode).toBe(415);
    const big = await t.request('POST', `/tenant/users/${ids.andrii}/documents`, {
      token: tokens.admin,
      lang: 'uk',
      ...form({}, { name: 'big.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) }),
    });
    expect(big.statusCode).toBe(413);
    expect(body<ApiError>(big).message).toBe('Розмір файлу не повинен перевищувати 10 МБ');
    const none = await t.request('POST', `/tenant/users/${ids.andrii}/documents`, { token: tokens.admin, lang: 'en', ...form({ name: 'Nothing' }) });
    expect(none.statusCode).toBe(400);
    expect(body<ApiError>(none).fieldErrors).toEqual({ file: ['Choose a file to upload'] });
    expect((await t.request('POST', `/tenant/users/${ids.andrii}/documents`, { token: tokens.admin, body: { name: 'json' } })).statusCode).toBe(400);
    const fields = await t.request('POST', `/tenant/users/${ids.andrii}/documents`, {
      token: tokens.admin,
      lang: 'en',
      ...form({ name: 'x', type: 'secret' }, { name: 'a.pdf', type: 'application/pdf', data: PDF }),
    });
    expect(fields.statusCode).toBe(400);
    expect(body<ApiError>(fields).fieldErrors).toEqual({ name: ['Must be at least 2 characters'], type: ['Choose public or private'] });
    const rename = await t.request('PUT', `/tenant/users/${ids.andrii}/documents/${MISSING_ID}`, { token: tokens.admin, lang: 'en', body: { name: '', type: 'public' } });
    expect(body<ApiError>(rename).fieldErrors).toEqual({ name: ['This field is required'] });
    expect(body<Page>(await t.request('GET', `/tenant/users/${ids.andrii}/documents`, { token: tokens.admin })).meta.pagination.total).toBe(before);
  });

  it('is for users-management and admin-access; another school’s user or document is 404 and stays', async () => {
    const doc = await upload(ids.student, { name: 'Guarded', type: 'private' });
    const theirs = await upload(ids.other, { name: 'Their file', type: 'public' }, undefined, tokens.other);
    const urls = [
      ['GET', `/tenant/users/${ids.student}/documents`],
      ['GET', `/tenant/users/${ids.student}/documents/${doc.id}`],
      ['GET', `/tenant/users/${ids.student}/documents/${doc.id}/download`],
      ['DELETE', `/tenant/users/${ids.student}/documents/${doc.id}`],
    ] as const;
    for (const [method, url] of urls) {
      expect((await t.request(method, url)).statusCode).toBe(401);
      for (const token of [tokens.teacher, tokens.student]) expect((await t.request(method, url, { token })).statusCode).toBe(403);
    }
    expect((await t.request('PUT', `/tenant/users/${ids.student}/documents/${doc.id}`, { token: tokens.teacher, body: { name: 'Mine', type: 'public' } })).statusCode).toBe(403);
    expect((await t.request('POST', `/tenant/users/${ids.student}/documents`, { token: tokens.student, ...form({}, { name: 'a.pdf', type: 'application/pdf', data: PDF }) })).statusCode).toBe(403);

    const foreign = [
      ['GET', `/tenant/users/${ids.other}/documents`, 'User not found'],
      ['GET', `/tenant/users/${ids.other}/documents/${theirs.id}`, 'Document not found'],
      ['GET', `/tenant/users/${ids.other}/documents/${theirs.id}/download`, 'Document not found'],
      ['DELETE', `/tenant/users/${ids.other}/documents/${theirs.id}`, 'Document not found'],
      ['GET', `/tenant/users/${ids.student}/documents/${theirs.id}`, 'Document not found'],
    ] as const;
    for (const [method, url, message] of foreign) {
      const response = await t.request(method, url, { token: tokens.admin, lang: 'en' });
      expect(response.statusCode).toBe(404);
      expect(body<ApiError>(response).message).toBe(message);
    }
    const put = await t.request('PUT', `/tenant/users/${ids.other}/documents/${theirs.id}`, { token: tokens.admin, body: { name: 'Taken', type: 'private' } });
    expect(put.statusCode).toBe(404);
    const post = await t.request('POST', `/tenant/users/${ids.other}/documents`, { token: tokens.admin, ...form({}, { name: 'a.pdf', type: 'application/pdf', data: PDF }) });
    expect(post.statusCode).toBe(404);
    expect(body<One>(await t.request('GET', `/tenant/users/${ids.other}/documents/${theirs.id}`, { token: tokens.other })).data).toEqual(theirs);
    expect((await t.request('GET', `/tenant/users/${ids.other}/documents`, { token: tokens.other })).json()).toMatchObject({ meta: { pagination: { total: 1 } } });
  });

  describe('own documents (user/documents)', () => {
    it('a member sees and downloads only their own public documents, up to 100 a page', async () => {
      const shown = await upload(ids.andrii, { name: 'Timetable', type: 'public' }, { name: 'timetable.png', type: 'image/png', data: PNG_1PX });
      const hidden = await upload(ids.andrii, { name: 'Internal note', type: 'private' });
      const someoneElses = await upload(ids.student, { name: 'Sofia public', type: 'public' });
      const page = body<Page>(await t.request('GET', '/tenant/user/documents?limit=100', { token: tokens.andrii }));
      expect(page.meta.pagination.limit).toBe(100);
      expect(page.data.every((item) => item.type === 'public')).toBe(true);
      expect(page.data.map((item) => item.id)).toContain(shown.id);
      expect(page.data.map((item) => item.id)).not.toContain(hidden.id);
      expect(page.data.map((item) => item.id)).not.toContain(someoneElses.id);

      const file = await t.request('GET', `/tenant/user/documents/${shown.id}/download`, { token: tokens.andrii });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
      expect(file.headers['content-disposition']).toContain('filename="timetable.png"');
      for (const id of [hidden.id, someoneElses.id, MISSING_ID]) {
        expect((await t.request('GET', `/tenant/user/documents/${id}/download`, { token: tokens.andrii })).statusCode).toBe(404);
      }
      // Made private later, it disappears from the member's view.
      await t.request('PUT', `/tenant/users/${ids.andrii}/documents/${shown.id}`, { token: tokens.admin, body: { name: 'Timetable', type: 'private' } });
      expect((await t.request('GET', `/tenant/user/documents/${shown.id}/download`, { token: tokens.andrii })).statusCode).toBe(404);
    });

    it('is for members only: 401 without a token, 403 for staff, 400 for a bad page', async () => {
      expect((await t.request('GET', '/tenant/user/documents')).statusCode).toBe(401);
      expect((await t.request('GET', `/tenant/user/documents/${MISSING_ID}/download`)).statusCode).toBe(401);
      for (const token of [tokens.admin, tokens.teacher]) {
        expect((await t.request('GET', '/tenant/user/documents', { token })).statusCode).toBe(403);
        expect((await t.request('GET', `/tenant/user/documents/${MISSING_ID}/download`, { token })).statusCode).toBe(403);
      }
      const bad = await t.request('GET', '/tenant/user/documents?limit=101', { token: tokens.student, lang: 'en' });
      expect(body<ApiError>(bad).fieldErrors).toEqual({ limit: ['The page size must be a whole number from 1 to 100'] });
      expect((await t.request('GET', '/tenant/user/documents/xyz/download', { token: tokens.student })).statusCode).toBe(400);
    });
  });

  it('deleting a user deletes their documents with the bytes', async () => {
    const created = await t.request('POST', '/tenant/users', {
      token: tokens.admin,
      body: { type: 'students', firstName: 'Paper', lastName: 'Trail', email: 'paper@demo.test', password: 'password-123' },
    });
    const userId = body<{ data: { id: string } }>(created).data.id;
    await upload(userId, { name: 'Passport copy', type: 'private' });
    expect((await t.request('DELETE', `/tenant/users/${userId}`, { token: tokens.admin })).statusCode).toBe(204);
    expect((await t.request('GET', `/tenant/users/${userId}/documents`, { token: tokens.admin })).statusCode).toBe(404);
  });
});
