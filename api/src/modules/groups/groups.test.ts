import type { ApiError, Group, GroupDetail, PaginationMeta } from '@school/shared/contracts';
import { DATABASES, PNG_1PX, body, multipart, useTestApp } from '../../test/harness.js';

type One = { data: GroupDetail };
type Page = { data: Group[]; meta: PaginationMeta };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASES)('groups on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = { admin: '', manager: '', teacher: '', student: '', other: '' };
  const ids = { student: '', andrii: '', teacher: '', otherAdmin: '' };
  let otherGroup = '';

  beforeAll(async () => {
    tokens.admin = await t.login('admin@demo.test');
    tokens.manager = await t.login('manager@demo.test');
    tokens.teacher = await t.login('teacher@demo.test');
    tokens.student = await t.login('student@demo.test');
    tokens.other = await t.login('admin@other.test');
    const find = async (q: string, token = tokens.admin) =>
      body<{ data: { id: string }[] }>(await t.request('GET', `/tenant/users?q=${encodeURIComponent(q)}`, { token })).data[0]?.id ?? '';
    ids.student = await find('student@demo.test');
    ids.andrii = await find('andrii@demo.test');
    ids.teacher = await find('teacher@demo.test');
    ids.otherAdmin = await find('admin@other.test', tokens.other);
    const created = await t.request('POST', '/tenant/groups', { token: tokens.other, body: { name: 'Their group' } });
    otherGroup = body<One>(created).data.id;
  });

  async function create(name: string, token = tokens.admin): Promise<GroupDetail> {
    const response = await t.request('POST', '/tenant/groups', { token, body: { name, description: `About ${name}` } });
    expect(response.statusCode).toBe(201);
    return body<One>(response).data;
  }

  async function refusedToOutsiders(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    const options = payload === undefined ? {} : { body: payload };
    expect((await t.request(method, url, options)).statusCode).toBe(401);
    for (const token of [tokens.teacher, tokens.student]) expect((await t.request(method, url, { ...options, token })).statusCode).toBe(403);
  }

  describe('GET groups', () => {
    it('pages the school’s groups with member counts, searches by name and sorts', async () => {
      const response = await t.request('GET', '/tenant/groups', { token: tokens.manager });
      expect(response.statusCode).toBe(200);
      const page = body<Page>(response);
      expect(page.meta).toEqual({ pagination: { total: 2, page: 1, limit: 10 } });
      expect(page.data.map((group) => [group.name, group.membersCount])).toEqual([
        ['Business English B2', 1],
        ['English A1 — evening', 2],
      ]);
      const byCount = body<Page>(await t.request('GET', '/tenant/groups?sort=membersCount&order=desc&limit=1', { token: tokens.admin }));
      expect(byCount.data.map((group) => group.name)).toEqual(['English A1 — evening']);
      expect(byCount.meta.pagination).toEqual({ total: 2, page: 1, limit: 1 });
      const found = body<Page>(await t.request('GET', '/tenant/groups?q=A1', { token: tokens.admin }));
      expect(found.data.map((group) => group.name)).toEqual(['English A1 — evening']);
      const other = body<Page>(await t.request('GET', '/tenant/groups', { token: tokens.other }));
      expect(other.data.map((group) => group.name)).toEqual(['Their group']);
    });

    it('answers 400 for broken parameters and refuses outsiders', async () => {
      const response = await t.request('GET', '/tenant/groups?page=x&sort=size', { token: tokens.admin, lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(body<ApiError>(response).fieldErrors).toEqual({ page: ['The page must be a whole number, 1 or more'], sort: ['This list cannot be sorted that way'] });
      await refusedToOutsiders('GET', '/tenant/groups');
    });
  });

  describe('POST, GET, PUT, DELETE groups', () => {
    it('creates, reads, updates and deletes a group; its students stay', async () => {
      const group = await create('Speaking club');
      expect(group).toMatchObject({ name: 'Speaking club', description: 'About Speaking club', image: null, membersCount: 0, members: [] });
      expect(body<One>(await t.request('GET', `/tenant/groups/${group.id}`, { token: tokens.manager })).data).toEqual(group);
      const updated = await t.request('PUT', `/tenant/groups/${group.id}`, { token: tokens.manager, body: { name: ' Speaking club B1 ' } });
      expect(updated.statusCode).toBe(200);
      expect(body<One>(updated).data).toMatchObject({ name: 'Speaking club B1', description: '' });
      await t.request('POST', `/tenant/groups/${group.id}/users`, { token: tokens.admin, body: { userId: ids.student } });
      const deleted = await t.request('DELETE', `/tenant/groups/${group.id}`, { token: tokens.manager });
      expect(deleted.statusCode).toBe(204);
      expect((await t.request('GET', `/tenant/groups/${group.id}`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('GET', `/tenant/users/${ids.student}`, { token: tokens.admin })).statusCode).toBe(200);
    });

    it('answers 400 per broken field and 409 for a name the school already uses (any case)', async () => {
      const empty = await t.request('POST', '/tenant/groups', { token: tokens.admin, lang: 'en', body: { name: ' ' } });
      expect(empty.statusCode).toBe(400);
      expect(body<ApiError>(empty).fieldErrors).toEqual({ name: ['This field is required'] });
      const broken = await t.request('POST', '/tenant/groups', { token: tokens.admin, lang: 'en', body: { name: 'x', description: 'y'.repeat(501) } });
      expect(body<ApiError>(broken).fieldErrors).toEqual({ name: ['Must be at least 2 characters'], description: ['Must be at most 500 characters'] });
      const taken = await t.request('POST', '/tenant/groups', { token: tokens.admin, lang: 'en', body: { name: 'business english b2' } });
      expect(taken.statusCode).toBe(409);
      expect(body<ApiError>(taken).fieldErrors).toEqual({ name: ['A group with this name already exists'] });
      // Another school may use the same name.
      await create('Business English B2', tokens.other);
      const group = await create('Grammar');
      const rename = await t.request('PUT', `/tenant/groups/${group.id}`, { token: tokens.admin, body: { name: 'Business English B2' } });
      expect(rename.statusCode).toBe(409);
      expect(body<One>(await t.request('GET', `/tenant/groups/${group.id}`, { token: tokens.admin })).data.name).toBe('Grammar');
    });

    it('answers 404 for another school’s group on every route and changes nothing', async () => {
      const routes: ['GET' | 'PUT' | 'DELETE' | 'POST', string, unknown?][] = [
        ['GET', `/tenant/groups/${otherGroup}`],
        ['PUT', `/tenant/groups/${otherGroup}`, { name: 'Taken over' }],
        ['DELETE', `/tenant/groups/${otherGroup}`],
        ['DELETE', `/tenant/groups/${otherGroup}/image`],
        ['POST', `/tenant/groups/${otherGroup}/users`, { userId: ids.student }],
        ['DELETE', `/tenant/groups/${otherGroup}/users`, { userId: ids.student }],
        ['GET', `/tenant/groups/${MISSING_ID}`],
      ];
      for (const [method, url, payload] of routes) {
        const response = await t.request(method, url, { token: tokens.admin, lang: 'en', ...(payload ? { body: payload } : {}) });
        expect(response.statusCode).toBe(404);
        expect(body<ApiError>(response).message).toBe('Group not found');
      }
      const image = await t.request('PUT', `/tenant/groups/${otherGroup}/image`, { token: tokens.admin, ...multipart('file', 'g.png', 'image/png', PNG_1PX) });
      expect(image.statusCode).toBe(404);
      const theirs = body<One>(await t.request('GET', `/tenant/groups/${otherGroup}`, { token: tokens.other })).data;
      expect(theirs).toMatchObject({ name: 'Their group', image: null, members: [] });
      expect((await t.request('GET', '/tenant/groups/12', { token: tokens.admin })).statusCode).toBe(400);
    });

    it('refuses outsiders on every write', async () => {
      const group = await create('Refusals');
      await refusedToOutsiders('POST', '/tenant/groups', { name: 'Nope' });
      await refusedToOutsiders('GET', `/tenant/groups/${group.id}`);
      await refusedToOutsiders('PUT', `/tenant/groups/${group.id}`, { name: 'Nope' });
      await refusedToOutsiders('DELETE', `/tenant/groups/${group.id}`);
      await refusedToOutsiders('DELETE', `/tenant/groups/${group.id}/image`);
      await refusedToOutsiders('POST', `/tenant/groups/${group.id}/users`, { userId: ids.student });
      await refusedToOutsiders('DELETE', `/tenant/groups/${group.id}/users`, { userId: ids.student });
      expect(body<One>(await t.request('GET', `/tenant/groups/${group.id}`, { token: tokens.admin })).data).toMatchObject({ name: 'Refusals', membersCount: 0 });
    });
  });

  describe('group image', () => {
    it('stores an image of at most 1 MB checked by content and removes it', async () => {
      const group = await create('With picture');
      const upload = await t.request('PUT', `/tenant/groups/${group.id}/image`, { token: tokens.manager, ...multipart('file', 'g.png', 'image/png', PNG_1PX) });
      expect(upload.statusCode).toBe(200);
      const image = body<One>(upload).data.image as string;
      expect((await t.request('GET', image)).statusCode).toBe(200);
      const text = await t.request('PUT', `/tenant/groups/${group.id}/image`, { token: tokens.manager, lang: 'en', ...multipart('file', 'g.png', 'image/png', Buffer.from('hello')) });
      expect(text.statusCode).toBe(415);
      expect(body<ApiError>(text).message).toBe('Only images are allowed');
      const big = await t.request('PUT', `/tenant/groups/${group.id}/image`, {
        token: tokens.manager,
        ...multipart('file', 'g.png', 'image/png', Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)])),
      });
      expect(big.statusCode).toBe(413);
      expect((await t.request('PUT', `/tenant/groups/${group.id}/image`, { token: tokens.manager })).statusCode).toBe(400);
      expect((await t.request('PUT', `/tenant/groups/${group.id}/image`, { token: tokens.teacher, ...multipart('file', 'g.png', 'image/png', PNG_1PX) })).statusCode).toBe(403);
      const removed = await t.request('DELETE', `/tenant/groups/${group.id}/image`, { token: tokens.manager });
      expect(body<One>(removed).data.image).toBeNull();
      expect((await t.request('GET', image)).statusCode).toBe(404);
    });
  });

  describe('members', () => {
    it('adds students (twice is harmless) and takes them out; the detail lists them by name', async () => {
      const group = await create('Members');
      const added = await t.request('POST', `/tenant/groups/${group.id}/users`, { token: tokens.manager, body: { userId: ids.student } });
      expect(added.statusCode).toBe(200);
      await t.request('POST', `/tenant/groups/${group.id}/users`, { token: tokens.manager, body: { userId: ids.andrii } });
      const again = body<One>(await t.request('POST', `/tenant/groups/${group.id}/users`, { token: tokens.manager, body: { userId: ids.andrii } })).data;
      expect(again.membersCount).toBe(2);
      expect(again.members.map((member) => member.email)).toEqual(['andrii@demo.test', 'student@demo.test']);
      expect(again.members[0]).toEqual({ id: ids.andrii, firstName: 'Andrii', lastName: 'Shevchenko', email: 'andrii@demo.test', image: null, status: 'active' });
      const removed = await t.request('DELETE', `/tenant/groups/${group.id}/users`, { token: tokens.manager, body: { userId: ids.student } });
      expect(removed.statusCode).toBe(200);
      expect(body<One>(removed).data.members.map((member) => member.email)).toEqual(['andrii@demo.test']);
      const notIn = await t.request('DELETE', `/tenant/groups/${group.id}/users`, { token: tokens.manager, lang: 'en', body: { userId: ids.student } });
      expect(notIn.statusCode).toBe(404);
      expect(body<ApiError>(notIn).fieldErrors).toEqual({ userId: ['This student is not in the group'] });
    });

    it('refuses staff (400), unknown or another school’s users (404) and malformed ids (400)', async () => {
      const group = await create('Strict');
      const staff = await t.request('POST', `/tenant/groups/${group.id}/users`, { token: tokens.admin, lang: 'en', body: { userId: ids.teacher } });
      expect(staff.statusCode).toBe(400);
      expect(body<ApiError>(staff).fieldErrors).toEqual({ userId: ['Only students can be added to a group'] });
      for (const userId of [ids.otherAdmin, MISSING_ID]) {
        const response = await t.request('POST', `/tenant/groups/${group.id}/users`, { token: tokens.admin, lang: 'en', body: { userId } });
        expect(response.statusCode).toBe(404);
        expect(body<ApiError>(response).fieldErrors).toEqual({ userId: ['User not found'] });
      }
      const malformed = await t.request('POST', `/tenant/groups/${group.id}/users`, { token: tokens.admin, lang: 'en', body: { userId: 'me' } });
      expect(malformed.statusCode).toBe(400);
      expect(body<ApiError>(malformed).fieldErrors).toEqual({ userId: ['Invalid identifier'] });
      expect((await t.request('POST', `/tenant/groups/${group.id}/users`, { token: tokens.admin, body: {} })).statusCode).toBe(400);
      expect(body<One>(await t.request('GET', `/tenant/groups/${group.id}`, { token: tokens.admin })).data.membersCount).toBe(0);
    });

    it('loses a deleted student', async () => {
      const group = await create('Leavers');
      const created = await t.request('POST', '/tenant/users', {
        token: tokens.admin,
        body: { type: 'students', firstName: 'Leaving', lastName: 'Soon', email: 'leaving@demo.test', password: 'password-123' },
      });
      const userId = body<{ data: { id: string } }>(created).data.id;
      await t.request('POST', `/tenant/groups/${group.id}/users`, { token: tokens.admin, body: { userId } });
      await t.request('DELETE', `/tenant/users/${userId}`, { token: tokens.admin });
      expect(body<One>(await t.request('GET', `/tenant/groups/${group.id}`, { token: tokens.admin })).data.members).toEqual([]);
    });
  });
});
