import type { ApiError } from '@school/shared/contracts';
import { DATABASES, DEMO_PASSWORD, body, useTestApp } from '../../test/harness.js';

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sofia',
  lastName: 'Student',
  email: 'student@demo.test',
  phone: null,
  country: null,
  timezone: null,
  ...overrides,
});

describe.each(DATABASES)('ending sessions and guarding passwords behind a token on %s', (kind) => {
  const t = useTestApp(kind, { config: { passwordRateLimitMax: 2 } });

  it('POST auth/logout ends the token it is called with: from then on it answers 401, other sessions go on', async () => {
    const token = await t.login('teacher@demo.test');
    const otherSession = await t.login('teacher@demo.test');
    expect((await t.request('GET', '/tenant/auth/profile', { token })).statusCode).toBe(200);

    expect((await t.request('POST', '/tenant/auth/logout', { token })).statusCode).toBe(204);
    for (const [method, url] of [['GET', '/tenant/auth/profile'], ['GET', '/tenant/user'], ['GET', '/tenant/courses']] as const) {
      expect((await t.request(method, url, { token })).statusCode).toBe(401);
    }
    // Signing out twice, or with no token at all, is no error.
    expect((await t.request('POST', '/tenant/auth/logout', { token })).statusCode).toBe(204);
    expect((await t.request('POST', '/tenant/auth/logout')).statusCode).toBe(204);
    expect((await t.request('GET', '/tenant/auth/profile', { token: otherSession })).statusCode).toBe(200);
  });

  it('limits password checks behind a token (password change, e-mail change) per user, not other profile edits', async () => {
    const token = await t.login('student@demo.test');
    const wrongChange = () =>
      t.request('PUT', '/tenant/user/password', { token, lang: 'en', body: { oldPassword: 'guess-number-1', newPassword: 'new-password-1', confirmPassword: 'new-password-1' } });
    expect((await wrongChange()).statusCode).toBe(400);
    expect((await wrongChange()).statusCode).toBe(400);
    const limited = await wrongChange();
    expect(limited.statusCode).toBe(429);
    expect(body<ApiError>(limited).message).toBe('Too many password attempts. Please wait a minute and try again.');

    const emailChange = (currentPassword: string) =>
      t.request('PUT', '/tenant/user/profile', { token, lang: 'en', body: profile({ email: 'sofia@demo.test', currentPassword }) });
    expect((await emailChange('guess-number-2')).statusCode).toBe(400);
    expect((await emailChange('guess-number-3')).statusCode).toBe(400);
    expect((await emailChange(DEMO_PASSWORD)).statusCode).toBe(429);

    // Edits that check no password are not counted.
    for (const firstName of ['Sofiia', 'Sofia', 'Sofiia']) {
      expect((await t.request('PUT', '/tenant/user/profile', { token, body: profile({ firstName }) })).statusCode).toBe(200);
    }
  });
});
