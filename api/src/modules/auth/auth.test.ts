import { eq } from 'drizzle-orm';
import type { ApiError, ProfileResponse } from '@school/shared/contracts';
import { passwordResetTokens, users } from '../../db/schema.js';
import { DATABASES, DEMO_PASSWORD, body, startTestApp, useTestApp } from '../../test/harness.js';
import { RESET_TOKEN_TTL_MS, hashResetToken } from './auth.service.js';

type TokenAnswer = { data: { accessToken: string } };
type MessageAnswer = { data: { message: string } };

/** The reset token of the newest mail in the outbox. */
function tokenFromOutbox(outbox: { text: string }[]): string {
  const mail = outbox.at(-1);
  const match = mail ? /reset-password\?token=([\w%-]+)/.exec(mail.text) : null;
  if (!match?.[1]) throw new Error('no reset link in the outbox');
  return decodeURIComponent(match[1]);
}

describe.each(DATABASES)('auth on %s', (kind) => {
  let now = new Date();
  const t = useTestApp(kind, { clock: () => now, config: { publicUrl: 'https://school.example' } });

  describe('POST auth/login', () => {
    it('answers a token for valid credentials, whatever the case of the e-mail', async () => {
      const response = await t.request('POST', '/tenant/auth/login', { body: { email: ' Admin@Demo.test ', password: DEMO_PASSWORD } });
      expect(response.statusCode).toBe(200);
      expect(body<TokenAnswer>(response).data.accessToken.split('.')).toHaveLength(3);
    });

    it('refuses a wrong password and an unknown e-mail with the same translated 401', async () => {
      const wrong = await t.request('POST', '/tenant/auth/login', { body: { email: 'admin@demo.test', password: 'nope12345' }, lang: 'en' });
      const unknown = await t.request('POST', '/tenant/auth/login', { body: { email: 'ghost@demo.test', password: 'nope12345' }, lang: 'en' });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(body<ApiError>(response)).toEqual({ statusCode: 401, code: 'auth.invalidCredentials', message: 'Invalid email or password!' });
      }
      const uk = await t.request('POST', '/tenant/auth/login', { body: { email: 'admin@demo.test', password: 'nope12345' } });
      expect(body<ApiError>(uk).message).toBe('Невірна електронна адреса або пароль!');
    });

    it('refuses inactive and deactivated users like a wrong password', async () => {
      for (const status of ['inactive', 'deactivated'] as const) {
        await t.app.db.system.update(users).set({ status }).where(eq(users.email, 'teacher@demo.test'));
        const response = await t.request('POST', '/tenant/auth/login', { body: { email: 'teacher@demo.test', password: DEMO_PASSWORD } });
        expect(response.statusCode).toBe(401);
        expect(body<ApiError>(response).code).toBe('auth.invalidCredentials');
      }
      await t.app.db.system.update(users).set({ status: 'active' }).where(eq(users.email, 'teacher@demo.test'));
    });

    it('answers 400 with translated field errors for each rule', async () => {
      const empty = await t.request('POST', '/tenant/auth/login', { body: { email: '', password: '' }, lang: 'en' });
      expect(empty.statusCode).toBe(400);
      expect(body<ApiError>(empty)).toMatchObject({
        code: 'validation.invalidInput',
        message: 'Invalid data, please check the form',
        fieldErrors: { email: ['Please enter your email'], password: ['Please enter your password'] },
      });

      const badEmail = await t.request('POST', '/tenant/auth/login', { body: { email: 'not-an-email', password: 'x' }, lang: 'uk' });
      expect(badEmail.statusCode).toBe(400);
      expect(body<ApiError>(badEmail)).toMatchObject({
        message: 'Введіть коректну електронну адресу',
        fieldErrors: { email: ['Введіть коректну електронну адресу'] },
      });

      const missing = await t.request('POST', '/tenant/auth/login', { body: {}, lang: 'en' });
      expect(body<ApiError>(missing).fieldErrors).toEqual({ email: ['Please enter your email'], password: ['Please enter your password'] });
    });

    it('never answers 5xx to broken JSON, wrong types or a wrong content type', async () => {
      const cases = [
        { payload: '{"email": ', headers: { 'content-type': 'application/json' } },
        { payload: '', headers: { 'content-type': 'application/json' } },
        { payload: JSON.stringify({ email: 42, password: ['x'] }), headers: { 'content-type': 'application/json' } },
        { payload: JSON.stringify([1, 2]), headers: { 'content-type': 'application/json' } },
        { payload: 'null', headers: { 'content-type': 'application/json' } },
        { payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { payload: 'x', headers: { 'content-type': 'text/plain' } },
      ];
      for (const request of cases) {
        const response = await t.request('POST', '/tenant/auth/login', { ...request, lang: 'en' });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof body<ApiError>(response).message).toBe('string');
      }
      const noBody = await t.request('POST', '/tenant/auth/login', { lang: 'en' });
      expect(noBody.statusCode).toBe(400);
    });
  });

  describe('GET auth/profile', () => {
    it('answers the user, permissions and school of the token', async () => {
      const token = await t.login('admin@demo.test');
      const response = await t.request('GET', '/tenant/auth/profile', { token });
      expect(response.statusCode).toBe(200);
      const { data } = body<{ data: ProfileResponse }>(response);
      expect(data.user).toMatchObject({ email: 'admin@demo.test', firstName: 'Olena', role: 'staff', status: 'active', image: null });
      expect(data.user).not.toHaveProperty('passwordHash');
      expect(data.permissions.map((p) => p.key).sort()).toEqual(['admin-access', 'courses-management', 'teacher', 'users-management']);
      expect(data.permissions.every((p) => p.name.length > 0)).toBe(true);
      expect(data.school).toMatchObject({ name: 'Demo School', logo: null });
    });

    it('answers a member with no permissions, and another school only its own school', async () => {
      const student = body<{ data: ProfileResponse }>(await t.request('GET', '/tenant/auth/profile', { token: await t.login('student@demo.test') }));
      expect(student.data.user.role).toBe('member');
      expect(student.data.permissions).toEqual([]);
      const other = body<{ data: ProfileResponse }>(await t.request('GET', '/tenant/auth/profile', { token: await t.login('admin@other.test') }));
      expect(other.data.school?.name).toBe('Other School');
      expect(other.data.permissions.map((p) => p.key)).toEqual(['admin-access']);
    });

    it('answers 401 without a token, with a bad one, or for a user no longer active', async () => {
      const cases: Record<string, string>[] = [{}, { authorization: 'Bearer not.a.token' }, { authorization: 'Basic abc' }];
      for (const headers of cases) {
        const response = await t.request('GET', '/tenant/auth/profile', { headers, lang: 'en' });
        expect(response.statusCode).toBe(401);
        expect(body<ApiError>(response)).toMatchObject({ code: 'auth.unauthorized', message: 'Please sign in again' });
      }
      const token = await t.login('teacher@demo.test');
      await t.app.db.system.update(users).set({ status: 'deactivated' }).where(eq(users.email, 'teacher@demo.test'));
      expect((await t.request('GET', '/tenant/auth/profile', { token })).statusCode).toBe(401);
      await t.app.db.system.update(users).set({ status: 'active' }).where(eq(users.email, 'teacher@demo.test'));
      expect((await t.request('GET', '/tenant/auth/profile', { token })).statusCode).toBe(200);
    });

    it('refuses a token signed with another secret or claiming another school', async () => {
      const token = await t.login('admin@demo.test');
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const otherSchool = body<{ data: ProfileResponse }>(await t.request('GET', '/tenant/auth/profile', { token: await t.login('admin@other.test') })).data.school?.id;
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sch: otherSchool })).toString('base64url')}.${signature}`;
      expect((await t.request('GET', '/tenant/auth/profile', { token: forged })).statusCode).toBe(401);
    });
  });

  it('POST auth/logout answers 204', async () => {
    const response = await t.request('POST', '/tenant/auth/logout');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  describe('password recovery', () => {
    it('answers the same for a known and an unknown address, and mails only the known one', async () => {
      const before = t.app.mailer.outbox.length;
      const unknown = await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: 'ghost@demo.test' }, lang: 'en' });
      await t.app.background.settled();
      expect(t.app.mailer.outbox.length).toBe(before);
      const known = await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: 'student@demo.test' }, lang: 'en' });
      await t.app.background.settled();
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(body<MessageAnswer>(known).data.message).toBe('If an account exists for this email, we have sent a link to reset the password.');
      expect(t.app.mailer.outbox.length).toBe(before + 1);
      const mail = t.app.mailer.outbox.at(-1);
      expect(mail).toMatchObject({ to: 'student@demo.test', subject: 'Reset your password' });
      expect(mail?.text).toContain('https://school.example/auth/reset-password?token=');
      expect(mail?.html).toContain('href="https://school.example/auth/reset-password?token=');
    });

    it('writes the mail in the language of the request', async () => {
      await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: 'student@demo.test' }, lang: 'uk' });
      await t.app.background.settled();
      expect(t.app.mailer.outbox.at(-1)?.subject).toBe('Зміна пароля');
      await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: 'student@demo.test' }, lang: 'de-DE,de;q=0.9' });
      await t.app.background.settled();
      expect(t.app.mailer.outbox.at(-1)?.subject).toBe('Passwort zurücksetzen');
    });

    it('resets once: new password works, old one and older tokens do not, a second use is refused', async () => {
      const oldToken = await t.login('student@demo.test');
      await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: 'student@demo.test' } });
      await t.app.background.settled();
      const resetToken = tokenFromOutbox(t.app.mailer.outbox);

      const reset = await t.request('POST', '/tenant/auth/password-recovery/reset', {
        body: { token: resetToken, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
        lang: 'en',
      });
      expect(reset.statusCode).toBe(200);
      expect(body<MessageAnswer>(reset).data.message).toBe('Your password has been changed. You can sign in now.');

      const again = await t.request('POST', '/tenant/auth/password-recovery/reset', {
        body: { token: resetToken, password: 'another-pass', confirmPassword: 'another-pass' },
        lang: 'en',
      });
      expect(again.statusCode).toBe(400);
      expect(body<ApiError>(again)).toMatchObject({ code: 'auth.resetTokenInvalid', message: 'This reset link is invalid or has expired. Request a new one.' });

      expect((await t.request('POST', '/tenant/auth/login', { body: { email: 'student@demo.test', password: DEMO_PASSWORD } })).statusCode).toBe(401);
      const fresh = await t.login('student@demo.test', 'brand-new-pass');
      expect((await t.request('GET', '/tenant/auth/profile', { token: oldToken })).statusCode).toBe(401);
      expect((await t.request('GET', '/tenant/auth/profile', { token: fresh })).statusCode).toBe(200);
    });

    it('refuses an expired link, an unknown one, and retires older links after a reset', async () => {
      await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: 'teacher@demo.test' } });
      await t.app.background.settled();
      const first = tokenFromOutbox(t.app.mailer.outbox);
      await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: 'teacher@demo.test' } });
      await t.app.background.settled();
      const second = tokenFromOutbox(t.app.mailer.outbox);
      expect(second).not.toBe(first);

      const realNow = now;
      now = new Date(realNow.getTime() + RESET_TOKEN_TTL_MS + 1000);
      const expired = await t.request('POST', '/tenant/auth/password-recovery/reset', {
        body: { token: second, password: 'teacher-pass-2', confirmPassword: 'teacher-pass-2' },
      });
      now = realNow;
      expect(expired.statusCode).toBe(400);
      expect(body<ApiError>(expired).message).toBe('Посилання для скидання недійсне або застаріло. Запросіть нове.');

      const unknown = await t.request('POST', '/tenant/auth/password-recovery/reset', {
        body: { token: 'x'.repeat(43), password: 'teacher-pass-2', confirmPassword: 'teacher-pass-2' },
      });
      expect(unknown.statusCode).toBe(400);

      // The second link still works within the hour; the first is retired by it.
      const ok = await t.request('POST', '/tenant/auth/password-recovery/reset', {
        body: { token: second, password: 'teacher-pass-2', confirmPassword: 'teacher-pass-2' },
      });
      expect(ok.statusCode).toBe(200);
      const retired = await t.request('POST', '/tenant/auth/password-recovery/reset', {
        body: { token: first, password: 'teacher-pass-3', confirmPassword: 'teacher-pass-3' },
      });
      expect(retired.statusCode).toBe(400);
      await t.login('teacher@demo.test', 'teacher-pass-2');
    });

    it('answers 400 with field errors for bad forgot and reset bodies', async () => {
      const forgot = await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: '' }, lang: 'en' });
      expect(forgot.statusCode).toBe(400);
      expect(body<ApiError>(forgot)).toMatchObject({ message: 'This field is required', fieldErrors: { email: ['This field is required'] } });
      const forgotBad = await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: 'nope' }, lang: 'uk' });
      expect(body<ApiError>(forgotBad).fieldErrors).toEqual({ email: ['Введіть коректну електронну адресу'] });

      const short = await t.request('POST', '/tenant/auth/password-recovery/reset', {
        body: { token: 'x'.repeat(43), password: 'short', confirmPassword: 'short' },
        lang: 'en',
      });
      expect(short.statusCode).toBe(400);
      expect(body<ApiError>(short).fieldErrors).toEqual({ password: ['Password must be at least 8 characters'] });

      const mismatch = await t.request('POST', '/tenant/auth/password-recovery/reset', {
        body: { token: 'x'.repeat(43), password: 'long-enough-1', confirmPassword: 'long-enough-2' },
        lang: 'en',
      });
      expect(body<ApiError>(mismatch).fieldErrors).toEqual({ confirmPassword: ['Passwords do not match'] });

      const noToken = await t.request('POST', '/tenant/auth/password-recovery/reset', {
        body: { password: 'long-enough-1', confirmPassword: 'long-enough-1' },
        lang: 'en',
      });
      expect(body<ApiError>(noToken).fieldErrors).toEqual({ token: ['This reset link is invalid or has expired. Request a new one.'] });
    });

    it('ends outstanding reset links when the password is changed in the account settings', async () => {
      await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: 'admin@other.test' } });
      await t.app.background.settled();
      const mailed = tokenFromOutbox(t.app.mailer.outbox);
      const changed = await t.request('PUT', '/tenant/user/password', {
        token: await t.login('admin@other.test'),
        body: { oldPassword: DEMO_PASSWORD, newPassword: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
      });
      expect(changed.statusCode).toBe(200);
      const late = await t.request('POST', '/tenant/auth/password-recovery/reset', {
        body: { token: mailed, password: 'attacker-pass-1', confirmPassword: 'attacker-pass-1' },
        lang: 'en',
      });
      expect(late.statusCode).toBe(400);
      expect(body<ApiError>(late).code).toBe('auth.resetTokenInvalid');
      await t.login('admin@other.test', 'changed-pass-1');
    });

    it('keeps only an argon2id hash of passwords and a sha256 of reset tokens', async () => {
      const [row] = await t.app.db.system.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@demo.test'));
      expect(row?.hash.startsWith('$argon2id$')).toBe(true);

      await t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email: 'admin@demo.test' } });
      await t.app.background.settled();
      const token = tokenFromOutbox(t.app.mailer.outbox);
      const stored = await t.app.db.system.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
      expect(stored.some((entry) => entry.tokenHash === hashResetToken(token))).toBe(true);
      expect(stored.some((entry) => entry.tokenHash === token)).toBe(false);
    });
  });
});

describe('forgot-password throttle', () => {
  it('mails one account at most RESET_MAILS_PER_EMAIL times an hour, answering the same all along', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const t = await startTestApp('pglite', { clock: () => now, config: { resetMailsPerEmail: 2 } });
    try {
      const ask = (email: string) => t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email }, lang: 'en' });
      const answers = [];
      for (let i = 0; i < 4; i += 1) {
        answers.push(await ask('teacher@demo.test'));
        await t.app.background.settled();
      }
      const unknown = await ask('ghost@demo.test');
      for (const answer of [...answers, unknown]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(unknown.body);
      }
      expect(t.app.mailer.outbox.filter((mail) => mail.to === 'teacher@demo.test')).toHaveLength(2);
      // An hour later the account can be sent a link again.
      now = new Date(now.getTime() + 61 * 60 * 1000);
      await ask('teacher@demo.test');
      await t.app.background.settled();
      expect(t.app.mailer.outbox.filter((mail) => mail.to === 'teacher@demo.test')).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  it('answers 429 after FORGOT_RATE_LIMIT_MAX requests from one address, whatever the e-mail', async () => {
    const t = await startTestApp('pglite', { config: { forgotRateLimitMax: 3 } });
    try {
      const ask = (email: string) => t.request('POST', '/tenant/auth/password-recovery/forgot', { body: { email }, lang: 'en' });
      expect((await ask('a@demo.test')).statusCode).toBe(200);
      expect((await ask('b@demo.test')).statusCode).toBe(200);
      expect((await ask('student@demo.test')).statusCode).toBe(200);
      const limited = await ask('ghost@demo.test');
      expect(limited.statusCode).toBe(429);
      expect(body<ApiError>(limited)).toMatchObject({ code: 'auth.tooManyResetRequests', message: 'Too many password reset requests. Please try again in 15 minutes.' });
      expect((await ask('student@demo.test')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with a translated message after LOGIN_RATE_LIMIT_MAX attempts per address and e-mail', async () => {
    const t = await startTestApp('pglite', { config: { loginRateLimitMax: 3 } });
    try {
      const attempt = (email: string, lang = 'en') =>
        t.request('POST', '/tenant/auth/login', { body: { email, password: 'wrong-password' }, lang });
      for (let i = 0; i < 3; i += 1) expect((await attempt('admin@demo.test')).statusCode).toBe(401);
      const limited = await attempt('ADMIN@demo.test');
      expect(limited.statusCode).toBe(429);
      expect(body<ApiError>(limited)).toMatchObject({ code: 'auth.tooManyAttempts', message: 'Too many sign-in attempts. Please wait a minute and try again.' });
      expect(body<ApiError>(await attempt('admin@demo.test', 'uk')).message).toBe('Забагато спроб входу. Зачекайте хвилину і спробуйте ще раз.');
      // Another account from the same address is counted apart.
      expect((await attempt('teacher@demo.test')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
