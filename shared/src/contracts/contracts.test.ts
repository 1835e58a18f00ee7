import {
  LANGUAGES,
  createCourseSchema,
  isOriginAllowed,
  loginRequestSchema,
  postSignInTarget,
  entryFor,
  paginationQuerySchema,
  resetPasswordRequestSchema,
  runtimeConfigSchema,
  updateProfileSchema,
} from './index.js';
import { MESSAGES, pickLanguage, translateMessage } from './messages.js';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('message catalogue', () => {
  it('has every key, non-empty, in all seven languages', () => {
    const reference = keysOf(MESSAGES.en).sort();
    for (const language of LANGUAGES) {
      expect(keysOf(MESSAGES[language]).sort()).toEqual(reference);
      for (const key of reference) expect(translateMessage(key, language).trim()).not.toBe('');
    }
  });

  it('answers in the best language of Accept-Language, Ukrainian by default', () => {
    expect(pickLanguage(undefined)).toBe('uk');
    expect(pickLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLanguage('pt-BR,fr;q=0.5')).toBe('fr');
    expect(pickLanguage('ja')).toBe('uk');
  });
});

describe('contracts', () => {
  it('names the missing sign-in fields with the spec texts', () => {
    const result = loginRequestSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => translateMessage(issue.message, 'en'));
    expect(messages).toEqual(['Please enter your email', 'Please enter your password']);
  });

  it('refuses a short or mismatched new password', () => {
    const short = resetPasswordRequestSchema.safeParse({ token: 'x'.repeat(20), password: 'abc', confirmPassword: 'abc' });
    expect(short.error?.issues[0]?.message).toBe('validation.passwordMin');
    const mismatch = resetPasswordRequestSchema.safeParse({ token: 'x'.repeat(20), password: 'abcdefgh', confirmPassword: 'abcdefgx' });
    expect(mismatch.error?.issues[0]).toMatchObject({ message: 'validation.passwordsMismatch', path: ['confirmPassword'] });
  });

  it('creates only own courses, with a level and languages from the lists', () => {
    const parsed = createCourseSchema.parse({ name: 'Business English', courseLanguage: 'en', teachingLanguage: 'uk', level: 'b2' });
    expect(parsed).toMatchObject({ type: 'own', description: '' });
    expect(createCourseSchema.safeParse({ name: 'X', courseLanguage: 'en', teachingLanguage: 'uk', level: 'b2' }).error?.issues.map((issue) => issue.message)).toEqual(['validation.minLength']);
    expect(createCourseSchema.safeParse({ name: '   ', courseLanguage: 'en', teachingLanguage: 'uk', level: 'b2' }).error?.issues.map((issue) => issue.message)).toEqual(['validation.required']);
    expect(createCourseSchema.safeParse({ name: 'Course', courseLanguage: 'pt', teachingLanguage: 'uk', level: 'b2' }).success).toBe(false);
    expect(createCourseSchema.safeParse({ name: 'Course', courseLanguage: 'en', teachingLanguage: 'uk', level: 'b2', type: 'kalyna-hub' }).success).toBe(false);
  });
});

describe('normalising input', () => {
  it('trims and lower-cases an e-mail, and checks its shape after trimming', () => {
    expect(loginRequestSchema.parse({ email: '  Admin@Demo.TEST ', password: 'x' }).email).toBe('admin@demo.test');
    expect(loginRequestSchema.safeParse({ email: 'not an e-mail', password: 'x' }).error?.issues[0]?.message).toBe('validation.email');
  });

  it('stores blank optional profile fields as null and refuses an unknown time zone', () => {
    const base = { firstName: ' Olena ', lastName: 'Koval', email: 'olena@demo.test' };
    expect(updateProfileSchema.parse({ ...base, phone: '  ', timezone: 'Europe/Kyiv' })).toMatchObject({ firstName: 'Olena', phone: null, timezone: 'Europe/Kyiv' });
    expect(updateProfileSchema.safeParse({ ...base, timezone: 'Mars/Olympus' }).error?.issues[0]).toMatchObject({ message: 'validation.timezone', path: ['timezone'] });
  });

  it('fills the runtime config and pagination defaults', () => {
    const config = runtimeConfigSchema.parse({ remotes: { mfe_auth: { manifest: '/remotes/mfe-auth/mf-manifest.json', prefixes: ['/auth'] } } });
    expect(config).toMatchObject({ apiBaseUrl: '/tenant', overrideAllowlist: ['http://localhost:*', 'http://127.0.0.1:*'], links: { partners: [] } });
    expect(runtimeConfigSchema.safeParse({ remotes: { 'Bad-Name': { manifest: 'x', prefixes: ['/a'] } } }).success).toBe(false);
    expect(paginationQuerySchema.parse({ page: '3' })).toEqual({ page: 3, limit: 10 });
    expect(paginationQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});

describe('redirect after sign-in', () => {
  it('goes to the wanted path of this site, else to the entry page', () => {
    expect(postSignInTarget('?redirectUrl=%2Fcourses%2Fown%3Fsearch%3Da')).toBe('/courses/own?search=a');
    expect(postSignInTarget('')).toBe('/courses/own');
    expect(postSignInTarget('?redirectUrl=https%3A%2F%2Fevil.test')).toBe('/courses/own');
    expect(postSignInTarget('?redirectUrl=%2F%2Fevil.test')).toBe('/courses/own');
  });

  it('lands a member on their classes (with the homework due), staff on the courses', () => {
    expect(postSignInTarget('', entryFor('member'))).toBe('/lessons/classes');
    expect(postSignInTarget('', entryFor('staff'))).toBe('/courses/own');
    expect(postSignInTarget('?redirectUrl=%2Fdictionary', entryFor('member'))).toBe('/dictionary');
  });

  it('treats a target a browser would read as another origin (a tab, a line break, a backslash) as no target', () => {
    for (const target of ['/%09/evil.test', '/%0A/evil.test', '/%0D/evil.test', '/%5Cevil.test', '/%5C%5Cevil.test', '/courses%09/own', '/%00']) {
      expect({ target, to: postSignInTarget(`?redirectUrl=${target}`) }).toEqual({ target, to: '/courses/own' });
    }
  });
});

describe('override allowlist', () => {
  const allowlist = ['http://localhost:*', 'https://staging.school.test'];
  it('accepts listed origins only', () => {
    expect(isOriginAllowed('http://localhost:3002/mf-manifest.json', allowlist)).toBe(true);
    expect(isOriginAllowed('https://staging.school.test/remotes/mf-manifest.json', allowlist)).toBe(true);
    expect(isOriginAllowed('https://staging.school.test:8443/mf-manifest.json', allowlist)).toBe(false);
    expect(isOriginAllowed('https://evil.test/mf-manifest.json', allowlist)).toBe(false);
    expect(isOriginAllowed('http://localhost.evil.test/mf-manifest.json', allowlist)).toBe(false);
    expect(isOriginAllowed('javascript:alert(1)', allowlist)).toBe(false);
  });
  it('resolves relative URLs against the page', () => {
    expect(isOriginAllowed('/remotes/mfe-auth/mf-manifest.json', allowlist, 'http://localhost:8080/')).toBe(true);
  });
});
