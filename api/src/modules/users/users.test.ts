import type { ApiError, User } from '@school/shared/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { DATABASES, DEMO_PASSWORD, JPEG_BYTES, PNG_1PX, body, multipart, useTestApp } from '../../test/harness.js';
import { revokedTokens } from '../auth/index.js';
import { schools } from '../schools/index.js';
import { loadAuthContextOfToken, permissions, userPermissions, users } from './index.js';

type UserAnswer = { data: User };

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sofia',
  lastName: 'Student',
  email: 'student@demo.test',
  phone: '+380 44 000 00 00',
  country: 'Ukraine',
  timezone: 'Europe/Kyiv',
  ...overrides,
});

describe.each(DATABASES)('own account (user/*) on %s', (kind) => {
  const t = useTestApp(kind);

  describe('GET user', () => {
    it('answers the signed-in user', async () => {
      const response = await t.request('GET', '/tenant/user', { token: await t.login('student@demo.test') });
      expect(response.statusCode).toBe(200);
      expect(body<UserAnswer>(response).data).toMatchObject({ email: 'student@demo.test', role: 'member', image: null, status: 'active' });
      expect(Number.isNaN(Date.parse(body<UserAnswer>(response).data.createdAt))).toBe(false);
    });

    it('answers 401 without a token', async () => {
      expect((await t.request('GET', '/tenant/user')).statusCode).toBe(401);
    });

    it('answers each school its own user only', async () => {
      const other = body<UserAnswer>(await t.request('GET', '/tenant/user', { token: await t.login('admin@other.test') }));
      expect(other.data.email).toBe('admin@other.test');
    });
  });

  describe('PUT user/profile', () => {
    it('updates the own profile and answers it; empty optional fields become null', async () => {
      const token = await t.login('student@demo.test');
      const response = await t.request('PUT', '/tenant/user/profile', { token, body: profile({ firstName: '  Sofiia ', email: 'Student@Demo.test' }) });
      expect(response.statusCode).toBe(200);
      expect(body<UserAnswer>(response).data).toMatchObject({
        firstName: 'Sofiia',
        email: 'student@demo.test',
        phone: '+380 44 000 00 00',
        country: 'Ukraine',
        timezone: 'Europe/Kyiv',
      });
      const cleared = await t.request('PUT', '/tenant/user/profile', { token, body: profile({ phone: '', country: null, timezone: '' }) });
      expect(body<UserAnswer>(cleared).data).toMatchObject({ phone: null, country: null, timezone: null });
      expect(body<UserAnswer>(await t.request('GET', '/tenant/user', { token })).data.firstName).toBe('Sofia');
    });

    it('keeps the chosen interface language: stored when sent, left as it is when absent, answered by GET user and auth/profile', async () => {
      const token = await t.login('teacher@demo.test');
      const before = body<UserAnswer>(await t.request('GET', '/tenant/user', { token })).data;
      expect(before.language).toBeNull();
      const details = { firstName: before.firstName, lastName: before.lastName, email: before.email, phone: before.phone, country: before.country, timezone: before.timezone };

      const chosen = await t.request('PUT', '/tenant/user/profile', { token, body: { ...details, language: 'de' } });
      expect(chosen.statusCode).toBe(200);
      expect(body<UserAnswer>(chosen).data.language).toBe('de');
      const untouched = await t.request('PUT', '/tenant/user/profile', { token, body: details });
      expect(body<UserAnswer>(untouched).data.language).toBe('de');
      // Another sign-in (another browser) reads it from the profile.
      const elsewhere = await t.login('teacher@demo.test');
      expect(body<{ data: { user: User } }>(await t.request('GET', '/tenant/auth/profile', { token: elsewhere })).data.user.language).toBe('de');

      const unknown = await t.request('PUT', '/tenant/user/profile', { token, body: { ...details, language: 'ru' }, lang: 'en' });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(body<ApiError>(unknown).fieldErrors ?? {})).toEqual(['language']);
      const forgotten = await t.request('PUT', '/tenant/user/profile', { token, body: { ...details, language: null } });
      expect(body<UserAnswer>(forgotten).data.language).toBeNull();
    });

    it('answers 400 with translated field errors for each rule', async () => {
      const token = await t.login('student@demo.test');
      const empty = await t.request('PUT', '/tenant/user/profile', { token, body: profile({ firstName: '', lastName: ' ' }), lang: 'en' });
      expect(empty.statusCode).toBe(400);
      expect(body<ApiError>(empty)).toMatchObject({
        message: 'Invalid data, please check the form',
        fieldErrors: { firstName: ['This field is required'], lastName: ['This field is required'] },
      });
      const email = await t.request('PUT', '/tenant/user/profile', { token, body: profile({ email: 'nope' }), lang: 'uk' });
      expect(body<ApiError>(email)).toMatchObject({ message: 'Введіть коректну електронну адресу', fieldErrors: { email: ['Введіть коректну електронну адресу'] } });
      const zone = await t.request('PUT', '/tenant/user/profile', { token, body: profile({ timezone: 'Mars/Olympus' }), lang: 'en' });
      expect(body<ApiError>(zone).fieldErrors).toEqual({ timezone: ['Choose a time zone from the list'] });
      const long = await t.request('PUT', '/tenant/user/profile', { token, body: profile({ lastName: 'x'.repeat(101), phone: '1'.repeat(41) }), lang: 'en' });
      expect(body<ApiError>(long).fieldErrors).toEqual({ lastName: ['Must be at most 500 characters'], phone: ['Must be at most 500 characters'] });
      const types = await t.request('PUT', '/tenant/user/profile', { token, body: { firstName: 1, lastName: [], email: {} }, lang: 'en' });
      expect(types.statusCode).toBe(400);
      const broken = await t.request('PUT', '/tenant/user/profile', { token, payload: '{"firstName":', headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode).toBe(400);
    });

    it('needs the current password to change the e-mail: missing or wrong is a 400 on currentPassword', async () => {
      const token = await t.login('student@demo.test');
      const missing = await t.request('PUT', '/tenant/user/profile', { token, lang: 'en', body: profile({ email: 'sofia@demo.test' }) });
      expect(missing.statusCode).toBe(400);
      expect(body<ApiError>(missing).fieldErrors).toEqual({ currentPassword: ['Enter your current password to change the email'] });
      const wrong = await t.request('PUT', '/tenant/user/profile', {
        token,
        lang: 'en',
        body: profile({ email: 'sofia@demo.test', currentPassword: 'not-my-password' }),
      });
      expect(wrong.statusCode).toBe(400);
      expect(body<ApiError>(wrong).fieldErrors).toEqual({ currentPassword: ['The current password is incorrect'] });
      // Other fields change without it.
      expect((await t.request('PUT', '/tenant/user/profile', { token, body: profile({ firstName: 'Sofiia' }) })).statusCode).toBe(200);
      const changed = await t.request('PUT', '/tenant/user/profile', {
        token,
        body: profile({ email: 'sofia@demo.test', currentPassword: DEMO_PASSWORD }),
      });
      expect(changed.statusCode).toBe(200);
      const back = await t.request('PUT', '/tenant/user/profile', {
        token,
        body: profile({ email: 'student@demo.test', currentPassword: DEMO_PASSWORD }),
      });
      expect(back.statusCode).toBe(200);
    });

    it('answers one neutral message for an address taken in this school or in another one', async () => {
      const token = await t.login('student@demo.test');
      const answers = [];
      for (const email of ['teacher@demo.test', 'ADMIN@other.test']) {
        const response = await t.request('PUT', '/tenant/user/profile', { token, body: profile({ email, currentPassword: DEMO_PASSWORD }), lang: 'en' });
        expect(response.statusCode).toBe(409);
        expect(body<ApiError>(response)).toMatchObject({
          code: 'validation.emailUnavailable',
          message: 'This email cannot be used. Please choose another one.',
          fieldErrors: { email: ['This email cannot be used. Please choose another one.'] },
        });
        answers.push(response.body);
      }
      expect(answers[0]).toBe(answers[1]);
      const uk = await t.request('PUT', '/tenant/user/profile', { token, body: profile({ email: 'teacher@demo.test', currentPassword: DEMO_PASSWORD }) });
      expect(body<ApiError>(uk).message).toBe('Цю електронну адресу не можна використати. Виберіть іншу.');
    });

    it('answers 401 without a token', async () => {
      expect((await t.request('PUT', '/tenant/user/profile', { body: profile() })).statusCode).toBe(401);
    });
  });

  describe('avatar', () => {
    it('stores an image found by content, serves it, replaces and deletes it', async () => {
      const token = await t.login('teacher@demo.test');
      const upload = multipart('file', 'me.png', 'image/png', PNG_1PX);
      const response = await t.request('PUT', '/tenant/user/avatar', { token, ...upload });
      expect(response.statusCode).toBe(200);
      const first = body<UserAnswer>(response).data.image;
      expect(first).toMatch(/^\/tenant\/files\/[0-9a-f-]{36}$/);

      const file = await t.request('GET', first as string);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PNG_1PX)).toBe(true);

      // A JPEG sent under a PNG name and type is stored as what it is.
      const replaced = await t.request('PUT', '/tenant/user/avatar', { token, ...multipart('file', 'photo.png', 'image/png', JPEG_BYTES) });
      const second = body<UserAnswer>(replaced).data.image as string;
      expect(second).not.toBe(first);
      expect((await t.request('GET', second)).headers['content-type']).toBe('image/jpeg');
      expect((await t.request('GET', first as string)).statusCode).toBe(404);

      const deleted = await t.request('DELETE', '/tenant/user/avatar', { token });
      expect(deleted.statusCode).toBe(200);
      expect(body<UserAnswer>(deleted).data.image).toBeNull();
      expect((await t.request('GET', second)).statusCode).toBe(404);
      // Deleting again is harmless.
      expect((await t.request('DELETE', '/tenant/user/avatar', { token })).statusCode).toBe(200);
    });

    it('refuses text named .png (415), 2 MB (413), no file (400) with translated messages', async () => {
      const token = await t.login('teacher@demo.test');
      const text = await t.request('PUT', '/tenant/user/avatar', { token, lang: 'en', ...multipart('file', 'fake.png', 'image/png', Buffer.from('just some text, not an image')) });
      expect(text.statusCode).toBe(415);
      expect(body<ApiError>(text)).toMatchObject({ code: 'validation.imageOnly', message: 'Only images are allowed', fieldErrors: { file: ['Only images are allowed'] } });

      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect((await t.request('PUT', '/tenant/user/avatar', { token, ...multipart('file', 'x.svg', 'image/svg+xml', svg) })).statusCode).toBe(415);

      const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
      const large = await t.request('PUT', '/tenant/user/avatar', { token, lang: 'uk', ...multipart('file', 'big.png', 'image/png', big) });
      expect(large.statusCode).toBe(413);
      expect(body<ApiError>(large).message).toBe('Розмір файлу не повинен перевищувати 1 МБ');

      const wrongField = await t.request('PUT', '/tenant/user/avatar', { token, lang: 'en', ...multipart('avatar', 'me.png', 'image/png', PNG_1PX) });
      expect(wrongField.statusCode).toBe(400);
      expect(body<ApiError>(wrongField)).toMatchObject({ message: 'Choose a file to upload', fieldErrors: { file: ['Choose a file to upload'] } });

      const empty = await t.request('PUT', '/tenant/user/avatar', { token, ...multipart('file', 'empty.png', 'image/png', Buffer.alloc(0)) });
      expect(empty.statusCode).toBe(400);
      const json = await t.request('PUT', '/tenant/user/avatar', { token, body: { file: 'x' } });
      expect(json.statusCode).toBe(400);
      const nothing = await t.request('PUT', '/tenant/user/avatar', { token });
      expect(nothing.statusCode).toBe(400);

      expect(body<UserAnswer>(await t.request('GET', '/tenant/user', { token })).data.image).toBeNull();
    });

    it('answers 401 without a token', async () => {
      expect((await t.request('PUT', '/tenant/user/avatar', multipart('file', 'me.png', 'image/png', PNG_1PX))).statusCode).toBe(401);
      expect((await t.request('DELETE', '/tenant/user/avatar')).statusCode).toBe(401);
    });

    it('answers 404 for an unknown file and 400 for a malformed key', async () => {
      expect((await t.request('GET', '/tenant/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    });
  });

  describe('PUT user/password', () => {
    it('refuses a wrong old password on its field, and mismatched or short new ones', async () => {
      const token = await t.login('admin@other.test');
      const wrong = await t.request('PUT', '/tenant/user/password', {
        token,
        lang: 'en',
        body: { oldPassword: 'not-my-password', newPassword: 'new-password-1', confirmPassword: 'new-password-1' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(body<ApiError>(wrong)).toMatchObject({
        code: 'auth.wrongPassword',
        message: 'The current password is incorrect',
        fieldErrors: { oldPassword: ['The current password is incorrect'] },
      });
      const mismatch = await t.request('PUT', '/tenant/user/password', {
        token,
        body: { oldPassword: DEMO_PASSWORD, newPassword: 'new-password-1', confirmPassword: 'new-password-2' },
      });
      expect(body<ApiError>(mismatch).fieldErrors).toEqual({ confirmPassword: ['Паролі не збігаються'] });
      const short = await t.request('PUT', '/tenant/user/password', {
        token,
        lang: 'en',
        body: { oldPassword: DEMO_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
      });
      expect(body<ApiError>(short).fieldErrors).toEqual({ newPassword: ['Password must be at least 8 characters'] });
      const missing = await t.request('PUT', '/tenant/user/password', { token, lang: 'en', body: {} });
      expect(Object.keys(body<ApiError>(missing).fieldErrors ?? {}).sort()).toEqual(['confirmPassword', 'newPassword', 'oldPassword']);
      // Nothing changed.
      await t.login('admin@other.test');
    });

    it('answers a fresh token; tokens issued before stop working, the new password signs in', async () => {
      const elsewhere = await t.login('admin@other.test');
      const here = await t.login('admin@other.test');
      const response = await t.request('PUT', '/tenant/user/password', {
        token: here,
        body: { oldPassword: DEMO_PASSWORD, newPassword: 'other-new-pass', confirmPassword: 'other-new-pass' },
      });
      expect(response.statusCode).toBe(200);
      const fresh = body<{ data: { accessToken: string } }>(response).data.accessToken;
      expect((await t.request('GET', '/tenant/user', { token: fresh })).statusCode).toBe(200);
      expect((await t.request('GET', '/tenant/user', { token: here })).statusCode).toBe(401);
      expect((await t.request('GET', '/tenant/user', { token: elsewhere })).statusCode).toBe(401);
      expect((await t.request('POST', '/tenant/auth/login', { body: { email: 'admin@other.test', password: DEMO_PASSWORD } })).statusCode).toBe(401);
      await t.login('admin@other.test', 'other-new-pass');
    });

    it('answers 401 without a token', async () => {
      const response = await t.request('PUT', '/tenant/user/password', { body: { oldPassword: 'a', newPassword: 'bbbbbbbb', confirmPassword: 'bbbbbbbb' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('the signed-in context of a token (one statement)', () => {
    it('reads the user, the school and the permissions as the tables map them, and nothing of a signed-out token', async () => {
      const [admin] = await t.app.db.system.select().from(users).where(eq(users.email, 'admin@demo.test'));
      if (!admin) throw new Error('demo admin missing');
      // Working hours (jsonb), a time zone and timestamps: every kind of column the context carries.
      const schedule = { mon: { startTime: '09:00', endTime: '17:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
      const [stored] = await t.app.db.system.update(users).set({ schedule, timezone: 'Europe/Kyiv' }).where(eq(users.id, admin.id)).returning();
      const [school] = await t.app.db.system.select().from(schools).where(eq(schools.id, admin.schoolId));
      const held = await t.app.db.system
        .select({ key: permissions.key, name: permissions.name })
        .from(userPermissions)
        .innerJoin(permissions, eq(permissions.key, userPermissions.permissionKey))
        .where(and(eq(userPermissions.schoolId, admin.schoolId), eq(userPermissions.userId, admin.id)))
        .orderBy(asc(permissions.key));
      expect(held.length).toBeGreaterThan(1);

      const context = await loadAuthContextOfToken(t.app.db, admin.schoolId, admin.id, 'a-token-hash-never-revoked');
      expect(context).toEqual({ user: stored, school, permissions: held });
      expect(context?.user.createdAt).toBeInstanceOf(Date);

      // Signed out: nothing.
      const expiresAt = new Date(Date.now() + 3_600_000);
      await t.app.db.system.insert(revokedTokens).values({ tokenHash: 'a-signed-out-token-hash', schoolId: admin.schoolId, expiresAt });
      expect(await loadAuthContextOfToken(t.app.db, admin.schoolId, admin.id, 'a-signed-out-token-hash')).toBeNull();

      // Another school's id with this user: nothing (the user is not found there).
      const [other] = await t.app.db.system.select({ id: schools.id }).from(schools).where(eq(schools.name, 'Other School'));
      if (!other) throw new Error('demo Other School missing');
      expect(await loadAuthContextOfToken(t.app.db, other.id, admin.id, 'a-token-hash-never-revoked')).toBeNull();
    });
  });
});
