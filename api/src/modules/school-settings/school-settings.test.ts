import type { ApiError, ProfileResponse, SchoolSettings } from '@school/shared/contracts';
import { DATABASES, JPEG_BYTES, PNG_1PX, body, multipart, useTestApp } from '../../test/harness.js';

type One = { data: SchoolSettings };

const general = (overrides: Record<string, unknown> = {}) => ({
  name: 'Demo School',
  email: 'office@demo.test',
  phone: '+380 44 000 00 00',
  website: 'https://demo.test',
  country: 'Ukraine',
  address: 'Khreshchatyk 1, Kyiv',
  timezone: 'Europe/Kyiv',
  ...overrides,
});

describe.each(DATABASES)('school settings on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = { admin: '', manager: '', teacher: '', student: '', other: '' };

  beforeAll(async () => {
    tokens.admin = await t.login('admin@demo.test');
    tokens.manager = await t.login('manager@demo.test');
    tokens.teacher = await t.login('teacher@demo.test');
    tokens.student = await t.login('student@demo.test');
    tokens.other = await t.login('admin@other.test');
  });

  const read = async (token = tokens.admin) => body<One>(await t.request('GET', '/tenant/school/general', { token })).data;

  /** 401 without a token; 403 for staff without admin-access (a users-manager too) and for members. */
  async function refusedToOutsiders(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    const options = payload === undefined ? {} : { body: payload };
    expect((await t.request(method, url, options)).statusCode).toBe(401);
    for (const token of [tokens.manager, tokens.teacher, tokens.student]) expect((await t.request(method, url, { ...options, token })).statusCode).toBe(403);
  }

  it('GET school/general answers the school of the token, with its schedule and logo', async () => {
    const settings = await read();
    expect(settings).toMatchObject({ name: 'Demo School', email: 'office@demo.test', timezone: 'Europe/Kyiv', logo: null });
    expect(settings.schedule.sat).toEqual({ startTime: '10:00', endTime: '15:00' });
    expect(settings.schedule.sun).toBeNull();
    const other = await read(tokens.other);
    expect(other).toMatchObject({ name: 'Other School', email: null, logo: null });
    expect(Object.values(other.schedule).every((day) => day === null)).toBe(true);
    await refusedToOutsiders('GET', '/tenant/school/general');
  });

  it('PUT school/general updates the name and details (blank is null), which the profile call shows', async () => {
    const response = await t.request('PUT', '/tenant/school/general', { token: tokens.admin, body: general({ name: ' Kalyna School ', phone: '', website: null }) });
    expect(response.statusCode).toBe(200);
    expect(body<One>(response).data).toMatchObject({ name: 'Kalyna School', phone: null, website: null, address: 'Khreshchatyk 1, Kyiv' });
    const profile = body<{ data: ProfileResponse }>(await t.request('GET', '/tenant/auth/profile', { token: tokens.student })).data;
    expect(profile.school?.name).toBe('Kalyna School');
    expect((await read(tokens.other)).name).toBe('Other School');
    await t.request('PUT', '/tenant/school/general', { token: tokens.admin, body: general() });
  });

  it('PUT school/general answers 400 per broken field and changes nothing', async () => {
    const response = await t.request('PUT', '/tenant/school/general', {
      token: tokens.admin,
      lang: 'en',
      body: general({ name: 'x', email: 'office', website: 'demo.test', timezone: 'Mars/Olympus', address: 'a'.repeat(501) }),
    });
    expect(response.statusCode).toBe(400);
    expect(body<ApiError>(response).fieldErrors).toEqual({
      name: ['Must be at least 2 characters'],
      email: ['Please enter a valid email'],
      website: ['Enter a web address starting with http:// or https://'],
      timezone: ['Choose a time zone from the list'],
      address: ['Must be at most 500 characters'],
    });
    const missing = await t.request('PUT', '/tenant/school/general', { token: tokens.admin, lang: 'en', body: {} });
    expect(body<ApiError>(missing).fieldErrors).toEqual({ name: ['This field is required'] });
    expect((await read()).name).toBe('Demo School');
    await refusedToOutsiders('PUT', '/tenant/school/general', general({ name: 'Taken over' }));
    expect((await read()).name).toBe('Demo School');
  });

  it('PUT school/schedule sets the working hours; missing days are days off', async () => {
    const response = await t.request('PUT', '/tenant/school/schedule', {
      token: tokens.admin,
      body: { schedule: { mon: { startTime: '08:00', endTime: '20:00' }, sun: { startTime: '10:00', endTime: '12:30' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(body<One>(response).data.schedule).toEqual({
      mon: { startTime: '08:00', endTime: '20:00' },
      tue: null,
      wed: null,
      thu: null,
      fri: null,
      sat: null,
      sun: { startTime: '10:00', endTime: '12:30' },
    });
    expect((await read(tokens.other)).schedule.mon).toBeNull();
  });

  it('PUT school/schedule answers 400 for a bad time, an end before the start or no schedule, and changes nothing', async () => {
    const before = (await read()).schedule;
    const order = await t.request('PUT', '/tenant/school/schedule', { token: tokens.admin, lang: 'en', body: { schedule: { tue: { startTime: '12:00', endTime: '12:00' } } } });
    expect(order.statusCode).toBe(400);
    expect(body<ApiError>(order).fieldErrors).toEqual({ schedule: ['The end must be later than the start'] });
    const format = await t.request('PUT', '/tenant/school/schedule', { token: tokens.admin, lang: 'de', body: { schedule: { tue: { startTime: '24:00', endTime: '1' } } } });
    expect(body<ApiError>(format).fieldErrors).toEqual({ schedule: ['Geben Sie die Uhrzeit im Format HH:mm ein'] });
    expect((await t.request('PUT', '/tenant/school/schedule', { token: tokens.admin, body: {} })).statusCode).toBe(400);
    expect((await t.request('PUT', '/tenant/school/schedule', { token: tokens.admin, body: { schedule: { tue: 'all day' } } })).statusCode).toBe(400);
    await refusedToOutsiders('PUT', '/tenant/school/schedule', { schedule: {} });
    expect((await read()).schedule).toEqual(before);
  });

  it('PUT school/avatar stores a logo checked by content, replaces it; DELETE school/logo removes it', async () => {
    const first = await t.request('PUT', '/tenant/school/avatar', { token: tokens.admin, ...multipart('file', 'logo.png', 'image/png', PNG_1PX) });
    expect(first.statusCode).toBe(200);
    const logo = body<One>(first).data.logo as string;
    expect((await t.request('GET', logo)).headers['content-type']).toBe('image/png');
    const profile = body<{ data: ProfileResponse }>(await t.request('GET', '/tenant/auth/profile', { token: tokens.teacher })).data;
    expect(profile.school?.logo).toBe(logo);
    const second = body<One>(await t.request('PUT', '/tenant/school/avatar', { token: tokens.admin, ...multipart('file', 'logo.jpg', 'image/jpeg', JPEG_BYTES) })).data.logo as string;
    expect((await t.request('GET', logo)).statusCode).toBe(404);
    expect((await read(tokens.other)).logo).toBeNull();

    const removed = await t.request('DELETE', '/tenant/school/logo', { token: tokens.admin, lang: 'en' });
    expect(removed.statusCode).toBe(200);
    expect(body<One>(removed).data.logo).toBeNull();
    expect((await t.request('GET', second)).statusCode).toBe(404);
    expect((await t.request('DELETE', '/tenant/school/logo', { token: tokens.admin })).statusCode).toBe(200);
  });

  it('refuses a logo that is not an image (415), over 1 MB (413) or missing (400), and outsiders', async () => {
    const text = await t.request('PUT', '/tenant/school/avatar', { token: tokens.admin, lang: 'en', ...multipart('file', 'logo.png', 'image/png', Buffer.from('<svg/>')) });
    expect(text.statusCode).toBe(415);
    expect(body<ApiError>(text).message).toBe('Only images are allowed');
    const big = await t.request('PUT', '/tenant/school/avatar', {
      token: tokens.admin,
      lang: 'en',
      ...multipart('file', 'logo.png', 'image/png', Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)])),
    });
    expect(big.statusCode).toBe(413);
    expect(body<ApiError>(big).message).toBe('File size must not exceed 1 MB');
    expect((await t.request('PUT', '/tenant/school/avatar', { token: tokens.admin })).statusCode).toBe(400);
    expect((await t.request('PUT', '/tenant/school/avatar', multipart('file', 'logo.png', 'image/png', PNG_1PX))).statusCode).toBe(401);
    for (const token of [tokens.manager, tokens.teacher, tokens.student]) {
      expect((await t.request('PUT', '/tenant/school/avatar', { token, ...multipart('file', 'logo.png', 'image/png', PNG_1PX) })).statusCode).toBe(403);
    }
    await refusedToOutsiders('DELETE', '/tenant/school/logo');
    expect((await read()).logo).toBeNull();
  });
});
