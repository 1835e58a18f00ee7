import { sql } from 'drizzle-orm';
import type { AdminUser, ApiError, PaginationMeta, Permission } from '@school/shared/contracts';
import { readRows } from '../../db/client.js';
import { DATABASES, DEMO_PASSWORD, PNG_1PX, body, multipart, signInCast, useTestApp, type TestApp } from '../../test/harness.js';
import { likePattern } from '../../lib/like.js';
import { searchText } from './user-admin.repository.js';

type One = { data: AdminUser };
type Page = { data: AdminUser[]; meta: PaginationMeta };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const newUser = (overrides: Record<string, unknown> = {}) => ({
  type: 'students',
  firstName: 'Nadiia',
  lastName: 'New',
  email: `new-${Math.random().toString(36).slice(2, 10)}@demo.test`,
  password: 'password-123',
  phone: '+380 50 000 00 00',
  country: 'Ukraine',
  timezone: 'Europe/Kyiv',
  ...overrides,
});

const names = (page: Page) => page.data.map((user) => `${user.firstName} ${user.lastName}`);

describe.each(DATABASES)('users administration on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = { admin: '', manager: '', teacher: '', student: '', other: '' };
  const ids = { admin: '', manager: '', teacher: '', student: '', other: '' };

  beforeAll(async () => {
    const cast = await signInCast(t, { admin: 'admin@demo.test', manager: 'manager@demo.test', teacher: 'teacher@demo.test', student: 'student@demo.test', other: 'admin@other.test' });
    Object.assign(tokens, cast.tokens);
    Object.assign(ids, cast.ids);
  });

  async function create(overrides: Record<string, unknown> = {}, token = tokens.admin): Promise<AdminUser> {
    const response = await t.request('POST', '/tenant/users', { token, body: newUser(overrides) });
    expect(response.statusCode).toBe(201);
    return body<One>(response).data;
  }

  const list = async (query: string, token = tokens.admin) => {
    const response = await t.request('GET', `/tenant/users?${query}`, { token });
    expect(response.statusCode).toBe(200);
    return body<Page>(response);
  };

  /** Every refusal of a route: no token 401, staff without the right and members 403, and the row as it was. */
  async function expectRefusedToOutsiders(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
    const options = payload === undefined ? {} : { body: payload };
    expect((await t.request(method, url, options)).statusCode).toBe(401);
    expect((await t.request(method, url, { ...options, token: 'not-a-token' })).statusCode).toBe(401);
    for (const token of [tokens.teacher, tokens.student]) {
      const response = await t.request(method, url, { ...options, token, lang: 'en' });
      expect(response.statusCode).toBe(403);
      expect(body<ApiError>(response).message).toBe('You do not have permission to do this');
    }
  }

  describe('GET users', () => {
    it('lists the three kinds: students are members, teachers staff with teacher, staff every staff member', async () => {
      const students = await list('type=students');
      expect(names(students)).toEqual(['Andrii Shevchenko', 'Maria Bondarenko', 'Sofia Student']);
      expect(students.meta).toEqual({ pagination: { total: 3, page: 1, limit: 10 } });
      expect(students.data[0]).toMatchObject({ role: 'member', permissions: [], status: 'active', image: null });
      expect(names(await list('type=teachers'))).toEqual(['Iryna Kovalenko', 'Olena Admin', 'Taras Teacher']);
      expect(names(await list('type=staff'))).toEqual(['Iryna Kovalenko', 'Marta Manager', 'Olena Admin', 'Taras Teacher']);
      const taras = (await list('type=teachers&q=taras')).data[0];
      expect(taras?.schedule.mon).toEqual({ startTime: '09:00', endTime: '18:00' });
      expect(taras?.schedule.sat).toBeNull();
      // The spec's own filters.
      expect(names(await list('role=staff&permissions=users-management'))).toEqual(['Marta Manager', 'Olena Admin']);
    });

    it('pages on the server with the total, and sorts by name, e-mail, date or status either way', async () => {
      const second = await list('type=staff&limit=2&page=2');
      expect(second.meta.pagination).toEqual({ total: 4, page: 2, limit: 2 });
      expect(names(second)).toEqual(['Olena Admin', 'Taras Teacher']);
      expect((await list('type=staff&limit=2&page=3')).data).toEqual([]);
      expect(names(await list('type=staff&sort=name&order=desc'))).toEqual(['Taras Teacher', 'Olena Admin', 'Marta Manager', 'Iryna Kovalenko']);
      const byEmail = (await list('type=students&sort=email&order=desc')).data.map((user) => user.email);
      expect(byEmail).toEqual(['student@demo.test', 'maria@demo.test', 'andrii@demo.test']);
      const byDate = (await list('type=staff&sort=createdAt')).data.map((user) => user.createdAt);
      expect([...byDate].sort()).toEqual(byDate);
    });

    it('searches first name, last name, the full name and e-mail, case-insensitively, wildcards taken literally', async () => {
      expect(names(await list('q=KOVAL'))).toEqual(['Iryna Kovalenko']);
      expect(names(await list(`q=${encodeURIComponent('sofia stud')}`))).toEqual(['Sofia Student']);
      expect(names(await list('type=students&q=maria%40demo'))).toEqual(['Maria Bondarenko']);
      expect((await list(`q=${encodeURIComponent('%')}`)).meta.pagination.total).toBe(0);
      expect((await list(`q=${encodeURIComponent('a_d')}`)).meta.pagination.total).toBe(0);
      expect((await list('q=%20%20')).meta.pagination.total).toBeGreaterThan(5);
    });

    it('has a search the trigram index can serve (the same expression as users_search_trgm_idx)', async () => {
      let plan: Record<string, string>[] = [];
      const rolledBack = new Error('rolled back on purpose');
      const outcome = await t.app.db.system
        .transaction(async (tx) => {
          // Tiny tables are cheaper to scan; forbid that to see whether the index fits the query at all.
          await tx.execute(sql`set local enable_seqscan = off`);
          // On a table this small a full scan of the covering name index (users_search_walk_idx, which
          // holds the search text too) ties with the trigram index; drop it inside this transaction,
          // which is then rolled back, to ask whether the trigram index fits the query.
          await tx.execute(sql`drop index users_search_walk_idx`);
          plan = readRows<Record<string, string>>(await tx.execute(sql`explain select id from users where ${searchText} like ${likePattern('koval')}`));
          throw rolledBack;
        })
        .catch((error: unknown) => error);
      expect(outcome).toBe(rolledBack);
      expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('users_search_trgm_idx');
    });

    it('answers 400 with a message per broken parameter', async () => {
      const response = await t.request('GET', '/tenant/users?page=0&limit=101&type=pupils&sort=age&order=up&role=admin&permissions=root&status=gone', {
        token: tokens.admin,
        lang: 'en',
      });
      expect(response.statusCode).toBe(400);
      expect(body<ApiError>(response).fieldErrors).toEqual({
        page: ['The page must be a whole number, 1 or more'],
        limit: ['The page size must be a whole number from 1 to 100'],
        type: ['Choose students, teachers or staff'],
        sort: ['This list cannot be sorted that way'],
        order: ['This list cannot be sorted that way'],
        role: ['Unknown role'],
        permissions: ['Unknown access right'],
        status: ['Unknown status'],
      });
      const long = await t.request('GET', `/tenant/users?q=${'x'.repeat(501)}`, { token: tokens.admin, lang: 'en' });
      expect(body<ApiError>(long).fieldErrors).toEqual({ q: ['Must be at most 500 characters'] });
    });

    it('is for users-management and admin-access only', async () => {
      expect((await list('type=students', tokens.manager)).meta.pagination.total).toBe(3);
      await expectRefusedToOutsiders('GET', '/tenant/users');
    });

    it('shows each school its own users only', async () => {
      const other = await list('', tokens.other);
      expect(other.data.map((user) => user.email)).toEqual(['admin@other.test']);
      expect((await list('q=demo.test', tokens.other)).meta.pagination.total).toBe(0);
    });
  });

  describe('POST users', () => {
    it('creates a teacher as staff holding teacher, whatever the form sent, who can then sign in', async () => {
      const schedule = { tue: { startTime: '08:30', endTime: '12:00' }, fri: null };
      const teacher = await create({ type: 'teachers', firstName: ' Petro ', permissions: ['courses-management'], schedule });
      expect(teacher).toMatchObject({
        firstName: 'Petro',
        role: 'staff',
        permissions: ['teacher', 'courses-management'],
        status: 'active',
        phone: '+380 50 000 00 00',
        timezone: 'Europe/Kyiv',
      });
      expect(teacher.schedule).toEqual({ mon: null, tue: { startTime: '08:30', endTime: '12:00' }, wed: null, thu: null, fri: null, sat: null, sun: null });
      await t.login(teacher.email, 'password-123');
      expect(body<One>(await t.request('GET', `/tenant/users/${teacher.id}`, { token: tokens.admin })).data).toEqual(teacher);
    });

    it('creates a student as a member without rights, and staff with the rights given', async () => {
      const student = await create({ type: 'students', phone: '', country: null });
      expect(student).toMatchObject({ role: 'member', permissions: [], phone: null, country: null });
      const staff = await create({ type: 'staff', permissions: ['users-management'] }, tokens.manager);
      expect(staff).toMatchObject({ role: 'staff', permissions: ['users-management'] });
      const inactive = await create({ status: 'inactive' });
      expect(inactive.status).toBe('inactive');
      expect((await t.request('POST', '/tenant/auth/login', { body: { email: inactive.email, password: 'password-123' } })).statusCode).toBe(401);
    });

    it("accepts the spec's role (student, teacher, staff) in place of the list, and refuses a role that is unknown or contradicts the list", async () => {
      const student = await create({ type: undefined, role: 'student' });
      expect(student).toMatchObject({ role: 'member', permissions: [] });
      const teacher = await create({ type: undefined, role: 'teacher' });
      expect(teacher).toMatchObject({ role: 'staff', permissions: ['teacher'] });
      const staff = await create({ type: undefined, role: 'staff', permissions: ['users-management'] });
      expect(staff).toMatchObject({ role: 'staff', permissions: ['users-management'] });
      expect((await create({ type: 'teachers', role: 'teacher' })).permissions).toEqual(['teacher']);

      const unknown = await t.request('POST', '/tenant/users', { token: tokens.admin, lang: 'en', body: newUser({ type: undefined, role: 'admin' }) });
      expect(unknown.statusCode).toBe(400);
      expect(body<ApiError>(unknown).fieldErrors).toEqual({ role: ['Choose student, teacher or staff'] });
      const contradiction = await t.request('POST', '/tenant/users', { token: tokens.admin, lang: 'en', body: newUser({ type: 'students', role: 'teacher' }) });
      expect(contradiction.statusCode).toBe(400);
      expect(body<ApiError>(contradiction).fieldErrors).toEqual({ role: ['The role does not match the user type'] });
      const neither = await t.request('POST', '/tenant/users', { token: tokens.admin, lang: 'en', body: newUser({ type: undefined }) });
      expect(neither.statusCode).toBe(400);
      expect(body<ApiError>(neither).fieldErrors).toEqual({ type: ['Choose students, teachers or staff'] });
    });

    it('refuses rights for a student, and admin-access from anyone but an administrator', async () => {
      const student = await t.request('POST', '/tenant/users', { token: tokens.admin, lang: 'en', body: newUser({ permissions: ['teacher'] }) });
      expect(student.statusCode).toBe(400);
      expect(body<ApiError>(student).fieldErrors).toEqual({ permissions: ['Students cannot have access rights'] });
      const escalation = await t.request('POST', '/tenant/users', {
        token: tokens.manager,
        lang: 'en',
        body: newUser({ type: 'staff', permissions: ['admin-access'] }),
      });
      expect(escalation.statusCode).toBe(403);
      expect(body<ApiError>(escalation)).toMatchObject({ code: 'admin.adminOnly', message: 'Only a school administrator can do this' });
      expect((await create({ type: 'staff', permissions: ['admin-access'] })).permissions).toEqual(['admin-access']);
    });

    it('answers 400 with a message per broken field and creates nothing', async () => {
      const before = (await list('')).meta.pagination.total;
      const empty = await t.request('POST', '/tenant/users', { token: tokens.admin, lang: 'en', body: {} });
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(body<ApiError>(empty).fieldErrors ?? {}).sort()).toEqual(['email', 'firstName', 'lastName', 'password', 'type']);
      const broken = await t.request('POST', '/tenant/users', {
        token: tokens.admin,
        lang: 'en',
        body: newUser({
          type: 'admins',
          email: 'nope',
          password: 'short',
          firstName: 'x'.repeat(101),
          timezone: 'Mars/Olympus',
          status: 'sleeping',
          permissions: ['root'],
          schedule: { mon: { startTime: '18:00', endTime: '09:00' } },
        }),
      });
      expect(body<ApiError>(broken).fieldErrors).toEqual({
        type: ['Choose students, teachers or staff'],
        email: ['Please enter a valid email'],
        password: ['Password must be at least 8 characters'],
        firstName: ['Must be at most 500 characters'],
        timezone: ['Choose a time zone from the list'],
        status: ['Unknown status'],
        permissions: ['Unknown access right'],
        schedule: ['The end must be later than the start'],
      });
      const time = await t.request('POST', '/tenant/users', { token: tokens.admin, lang: 'uk', body: newUser({ schedule: { wed: { startTime: '9:00', endTime: '25:00' } } }) });
      expect(body<ApiError>(time).fieldErrors).toEqual({ schedule: ['Введіть час у форматі ГГ:хх'] });
      expect((await list('')).meta.pagination.total).toBe(before);
    });

    it('answers one neutral 409 for an e-mail used in this school or another', async () => {
      const answers = [];
      for (const email of ['Teacher@demo.test', 'admin@other.test']) {
        const response = await t.request('POST', '/tenant/users', { token: tokens.admin, lang: 'en', body: newUser({ email }) });
        expect(response.statusCode).toBe(409);
        expect(body<ApiError>(response).fieldErrors).toEqual({ email: ['This email cannot be used. Please choose another one.'] });
        answers.push(response.body);
      }
      expect(answers[0]).toBe(answers[1]);
    });

    it('is refused to outsiders before the body is read; another school creates in its own school', async () => {
      await expectRefusedToOutsiders('POST', '/tenant/users', newUser());
      await expectRefusedToOutsiders('POST', '/tenant/users', {});
      const theirs = await create({}, tokens.other);
      expect((await t.request('GET', `/tenant/users/${theirs.id}`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await list(`q=${theirs.email}`)).meta.pagination.total).toBe(0);
    });
  });

  describe('GET users/{id}', () => {
    it('answers the user, 404 for none or another school’s, 400 for a malformed id', async () => {
      const response = await t.request('GET', `/tenant/users/${ids.teacher}`, { token: tokens.manager });
      expect(response.statusCode).toBe(200);
      expect(body<One>(response).data).toMatchObject({ email: 'teacher@demo.test', permissions: ['teacher'] });
      const foreign = await t.request('GET', `/tenant/users/${ids.other}`, { token: tokens.admin, lang: 'en' });
      expect(foreign.statusCode).toBe(404);
      expect(body<ApiError>(foreign)).toMatchObject({ code: 'admin.userNotFound', message: 'User not found' });
      expect((await t.request('GET', `/tenant/users/${MISSING_ID}`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/users/42', { token: tokens.admin })).statusCode).toBe(400);
      await expectRefusedToOutsiders('GET', `/tenant/users/${ids.teacher}`);
    });
  });

  describe('PUT users/{id}', () => {
    const details = (overrides: Record<string, unknown> = {}) => {
      const { type: _type, password: _password, ...rest } = newUser(overrides);
      return rest;
    };

    it('updates the details; a schedule left out stays', async () => {
      const user = await create({ type: 'teachers', schedule: { mon: { startTime: '09:00', endTime: '10:00' } } });
      const response = await t.request('PUT', `/tenant/users/${user.id}`, {
        token: tokens.manager,
        body: details({ firstName: 'Renamed', email: user.email.toUpperCase(), phone: '', timezone: 'America/New_York' }),
      });
      expect(response.statusCode).toBe(200);
      const updated = body<One>(response).data;
      expect(updated).toMatchObject({ firstName: 'Renamed', email: user.email, phone: null, timezone: 'America/New_York', permissions: ['teacher'] });
      expect(updated.schedule.mon).toEqual({ startTime: '09:00', endTime: '10:00' });
      const cleared = await t.request('PUT', `/tenant/users/${user.id}`, { token: tokens.manager, body: details({ email: user.email, schedule: {} }) });
      expect(body<One>(cleared).data.schedule.mon).toBeNull();
    });

    it('answers 400 per broken field and 409 for a used e-mail, changing nothing', async () => {
      const user = await create();
      const broken = await t.request('PUT', `/tenant/users/${user.id}`, { token: tokens.admin, lang: 'en', body: details({ firstName: '', email: 'x' }) });
      expect(broken.statusCode).toBe(400);
      expect(body<ApiError>(broken).fieldErrors).toEqual({ firstName: ['This field is required'], email: ['Please enter a valid email'] });
      const taken = await t.request('PUT', `/tenant/users/${user.id}`, { token: tokens.admin, body: details({ email: 'admin@other.test' }) });
      expect(taken.statusCode).toBe(409);
      expect(body<One>(await t.request('GET', `/tenant/users/${user.id}`, { token: tokens.admin })).data).toEqual(user);
    });

    it('refuses the caller’s own account (409), an administrator for a non-administrator (403), another school’s user (404)', async () => {
      const self = await t.request('PUT', `/tenant/users/${ids.manager}`, { token: tokens.manager, lang: 'en', body: details({ email: 'manager@demo.test' }) });
      expect(self.statusCode).toBe(409);
      expect(body<ApiError>(self).message).toBe('You cannot change your own status, access rights or account here');
      const admin = await t.request('PUT', `/tenant/users/${ids.admin}`, { token: tokens.manager, body: details({ email: 'mine@demo.test' }) });
      expect(admin.statusCode).toBe(403);
      const foreign = await t.request('PUT', `/tenant/users/${ids.other}`, { token: tokens.admin, body: details({ firstName: 'Hacked' }) });
      expect(foreign.statusCode).toBe(404);
      expect(body<One>(await t.request('GET', `/tenant/users/${ids.admin}`, { token: tokens.admin })).data.email).toBe('admin@demo.test');
      expect(body<{ data: { firstName: string } }>(await t.request('GET', '/tenant/user', { token: tokens.other })).data.firstName).toBe('Oksana');
      await expectRefusedToOutsiders('PUT', `/tenant/users/${ids.student}`, details());
    });
  });

  describe('PATCH users/{id}/status', () => {
    it('deactivating ends the open sessions and refuses sign-in; activating again needs a fresh sign-in', async () => {
      const user = await create({ type: 'teachers' });
      const session = await t.login(user.email, 'password-123');
      expect((await t.request('GET', '/tenant/user', { token: session })).statusCode).toBe(200);

      const response = await t.request('PATCH', `/tenant/users/${user.id}/status`, { token: tokens.admin, body: { status: 'deactivated' } });
      expect(response.statusCode).toBe(200);
      expect(body<One>(response).data.status).toBe('deactivated');
      expect((await t.request('GET', '/tenant/user', { token: session })).statusCode).toBe(401);
      expect((await t.request('POST', '/tenant/auth/login', { body: { email: user.email, password: 'password-123' } })).statusCode).toBe(401);
      expect((await list('type=teachers&status=deactivated')).data.map((found) => found.id)).toEqual([user.id]);

      expect(body<One>(await t.request('PATCH', `/tenant/users/${user.id}/status`, { token: tokens.admin, body: { status: 'active' } })).data.status).toBe('active');
      expect((await t.request('GET', '/tenant/user', { token: session })).statusCode).toBe(401);
      const fresh = await t.login(user.email, 'password-123');
      // Setting the status it has is harmless and ends nothing.
      expect((await t.request('PATCH', `/tenant/users/${user.id}/status`, { token: tokens.admin, body: { status: 'active' } })).statusCode).toBe(200);
      expect((await t.request('GET', '/tenant/user', { token: fresh })).statusCode).toBe(200);
    });

    it('answers 400 for an unknown status, 409 for oneself, 403 on an administrator for a manager, 404 across schools', async () => {
      const user = await create();
      const bad = await t.request('PATCH', `/tenant/users/${user.id}/status`, { token: tokens.admin, lang: 'en', body: { status: 'banned' } });
      expect(bad.statusCode).toBe(400);
      expect(body<ApiError>(bad).fieldErrors).toEqual({ status: ['Unknown status'] });
      expect((await t.request('PATCH', `/tenant/users/${user.id}/status`, { token: tokens.admin, body: {} })).statusCode).toBe(400);
      expect((await t.request('PATCH', `/tenant/users/${ids.admin}/status`, { token: tokens.admin, body: { status: 'inactive' } })).statusCode).toBe(409);
      expect((await t.request('PATCH', `/tenant/users/${ids.admin}/status`, { token: tokens.manager, body: { status: 'deactivated' } })).statusCode).toBe(403);
      expect((await t.request('PATCH', `/tenant/users/${ids.other}/status`, { token: tokens.admin, body: { status: 'deactivated' } })).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/user', { token: tokens.other })).statusCode).toBe(200);
      expect((await t.request('GET', '/tenant/user', { token: tokens.admin })).statusCode).toBe(200);
      await expectRefusedToOutsiders('PATCH', `/tenant/users/${user.id}/status`, { status: 'deactivated' });
      expect(body<One>(await t.request('GET', `/tenant/users/${user.id}`, { token: tokens.admin })).data.status).toBe('active');
    });
  });

  describe('DELETE users/{id}', () => {
    it('deletes the user with their avatar and sign-in', async () => {
      const user = await create();
      const avatar = await t.request('PUT', `/tenant/users/${user.id}/avatar`, { token: tokens.admin, ...multipart('file', 'a.png', 'image/png', PNG_1PX) });
      const image = body<One>(avatar).data.image as string;
      const session = await t.login(user.email, 'password-123');
      const response = await t.request('DELETE', `/tenant/users/${user.id}`, { token: tokens.manager });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await t.request('GET', `/tenant/users/${user.id}`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('GET', image)).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/user', { token: session })).statusCode).toBe(401);
      expect((await t.request('DELETE', `/tenant/users/${user.id}`, { token: tokens.manager })).statusCode).toBe(404);
    });

    it('refuses oneself (409), an administrator for a manager (403), another school’s user (404), outsiders', async () => {
      expect((await t.request('DELETE', `/tenant/users/${ids.admin}`, { token: tokens.admin })).statusCode).toBe(409);
      expect((await t.request('DELETE', `/tenant/users/${ids.admin}`, { token: tokens.manager })).statusCode).toBe(403);
      expect((await t.request('DELETE', `/tenant/users/${ids.other}`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/user', { token: tokens.other })).statusCode).toBe(200);
      expect((await t.request('DELETE', '/tenant/users/nope', { token: tokens.admin })).statusCode).toBe(400);
      await expectRefusedToOutsiders('DELETE', `/tenant/users/${ids.student}`);
      expect((await t.request('GET', '/tenant/user', { token: tokens.student })).statusCode).toBe(200);
    });
  });

  describe('user avatar', () => {
    it('stores an image checked by content, replaces and removes it; refuses non-images and other schools', async () => {
      const user = await create();
      const first = await t.request('PUT', `/tenant/users/${user.id}/avatar`, { token: tokens.manager, ...multipart('file', 'a.png', 'image/png', PNG_1PX) });
      expect(first.statusCode).toBe(200);
      const image = body<One>(first).data.image as string;
      expect((await t.request('GET', image)).headers['content-type']).toBe('image/png');
      const text = await t.request('PUT', `/tenant/users/${user.id}/avatar`, { token: tokens.manager, lang: 'en', ...multipart('file', 'a.png', 'image/png', Buffer.from('text')) });
      expect(text.statusCode).toBe(415);
      const big = await t.request('PUT', `/tenant/users/${user.id}/avatar`, {
        token: tokens.manager,
        ...multipart('file', 'a.png', 'image/png', Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)])),
      });
      expect(big.statusCode).toBe(413);
      const foreign = await t.request('PUT', `/tenant/users/${ids.other}/avatar`, { token: tokens.admin, ...multipart('file', 'a.png', 'image/png', PNG_1PX) });
      expect(foreign.statusCode).toBe(404);
      expect((await t.request('DELETE', `/tenant/users/${ids.other}/avatar`, { token: tokens.admin })).statusCode).toBe(404);
      const removed = await t.request('DELETE', `/tenant/users/${user.id}/avatar`, { token: tokens.manager });
      expect(body<One>(removed).data.image).toBeNull();
      expect((await t.request('GET', image)).statusCode).toBe(404);
      await expectRefusedToOutsiders('DELETE', `/tenant/users/${user.id}/avatar`);
      expect((await t.request('PUT', `/tenant/users/${user.id}/avatar`, multipart('file', 'a.png', 'image/png', PNG_1PX))).statusCode).toBe(401);
    });
  });

  describe('permissions', () => {
    it('GET permissions lists the four rights in the contract’s order', async () => {
      const response = await t.request('GET', '/tenant/permissions', { token: tokens.manager });
      expect(response.statusCode).toBe(200);
      expect(body<{ data: Permission[] }>(response).data.map((permission) => permission.key)).toEqual([
        'teacher',
        'admin-access',
        'users-management',
        'courses-management',
      ]);
      await expectRefusedToOutsiders('GET', '/tenant/permissions');
    });

    it('toggles one right on and off; the change applies to the user’s next request', async () => {
      const staff = await create({ type: 'staff', permissions: ['users-management'] });
      const session = await t.login(staff.email, 'password-123');
      expect((await t.request('GET', '/tenant/users', { token: session })).statusCode).toBe(200);
      const on = await t.request('PUT', `/tenant/users/${staff.id}/permissions/teacher`, { token: tokens.manager });
      expect(on.statusCode).toBe(200);
      expect(body<One>(on).data.permissions).toEqual(['teacher', 'users-management']);
      expect(body<One>(await t.request('PUT', `/tenant/users/${staff.id}/permissions/teacher`, { token: tokens.manager })).data.permissions).toEqual([
        'teacher',
        'users-management',
      ]);
      const off = await t.request('DELETE', `/tenant/users/${staff.id}/permissions/users-management`, { token: tokens.manager });
      expect(body<One>(off).data.permissions).toEqual(['teacher']);
      expect((await t.request('GET', '/tenant/users', { token: session })).statusCode).toBe(403);
    });

    it('refuses rights for members (400), admin-access for a manager (403), oneself (409), unknown keys (400), other schools (404)', async () => {
      const staff = await create({ type: 'staff' });
      const member = await t.request('PUT', `/tenant/users/${ids.student}/permissions/teacher`, { token: tokens.admin, lang: 'en' });
      expect(member.statusCode).toBe(400);
      expect(body<ApiError>(member).message).toBe('Students cannot have access rights');
      expect((await t.request('PUT', `/tenant/users/${staff.id}/permissions/admin-access`, { token: tokens.manager })).statusCode).toBe(403);
      expect((await t.request('DELETE', `/tenant/users/${ids.admin}/permissions/teacher`, { token: tokens.manager })).statusCode).toBe(403);
      expect((await t.request('DELETE', `/tenant/users/${ids.admin}/permissions/admin-access`, { token: tokens.admin })).statusCode).toBe(409);
      const unknown = await t.request('PUT', `/tenant/users/${staff.id}/permissions/root`, { token: tokens.admin, lang: 'en' });
      expect(unknown.statusCode).toBe(400);
      expect(body<ApiError>(unknown).fieldErrors).toEqual({ key: ['Unknown access right'] });
      expect((await t.request('PUT', `/tenant/users/${ids.other}/permissions/teacher`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('DELETE', `/tenant/users/${ids.other}/permissions/admin-access`, { token: tokens.admin })).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/users', { token: tokens.other })).statusCode).toBe(200);
      expect((await t.request('PUT', `/tenant/users/${staff.id}/permissions/admin-access`, { token: tokens.admin })).statusCode).toBe(200);
      await expectRefusedToOutsiders('PUT', `/tenant/users/${staff.id}/permissions/teacher`);
      expect(body<One>(await t.request('GET', `/tenant/users/${staff.id}`, { token: tokens.admin })).data.permissions).toEqual(['admin-access']);
    });
  });

  it('keeps the demo password of the seeded accounts', async () => {
    await t.login('manager@demo.test', DEMO_PASSWORD);
  });
});

export type { TestApp };
