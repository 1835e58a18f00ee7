import type { ApiError, ClassObject, FeedToken, ScheduleEvent, ScheduleEventResult, ScheduleList } from '@school/shared/contracts';
import { DATABASES, body, signInCast, useTestApp } from '../../test/harness.js';
import { CLASSROOM_CAST, createClass } from '../../test/classroom-kit.js';

/**
 * Issue 23: "API tests for every call". Every schedule route against the same cast: its success,
 * bad input (4xx with a message and the field), no token (401), the wrong role (403), a member of
 * another class, and another school's token; none of them sees or changes this school's lesson.
 */
describe.each(DATABASES)('who may call each schedule route on %s', (kind) => {
  const now = new Date('2026-05-04T09:00:00Z');
  const t = useTestApp(kind, { clock: () => now });
  let tokens: Record<keyof typeof CLASSROOM_CAST, string>;
  let ids: Record<keyof typeof CLASSROOM_CAST, string>;
  let personal: ClassObject;
  let event: ScheduleEventResult;
  const from = '2026-05-01T00:00:00Z';
  const to = '2026-05-31T00:00:00Z';
  const range = `from=${from}&to=${to}`;
  const MISSING_ID = '00000000-0000-4000-8000-000000000000';

  type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; body?: unknown };
  const call = ({ method, url, token, body: payload }: Call) => t.request(method, url, { token, body: payload, lang: 'en' });
  /** A 4xx that says why: the status, an error code and a message a person can read. */
  const refused = async (request: Call, status: number, field?: string) => {
    const response = await call(request);
    const error = response.json() as ApiError;
    expect([request.method, request.url, response.statusCode]).toEqual([request.method, request.url, status]);
    expect(error).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.stringMatching(/\S/) });
    if (field) expect(Object.keys(error.fieldErrors ?? {})).toContain(field);
    return error;
  };
  const ids$ = (response: { json: () => unknown }) => (response.json() as ScheduleList).data.map((item) => item.id);
  const update = (change: Record<string, unknown> = {}) => ({
    classId: event.classId,
    startsAt: event.startsAt,
    durationMinutes: event.durationMinutes,
    timeZone: event.timeZone,
    meetingLink: event.meetingLink,
    status: event.status,
    ...change,
  });

  beforeAll(async () => {
    ({ tokens, ids } = await signInCast(t, CLASSROOM_CAST));
    personal = await createClass(t, tokens.teacher, { name: 'Sofia, access', type: 'personal', teacherId: ids.teacher, studentId: ids.student });
    // Maria is a member of another class (Iryna's), not of this one.
    await createClass(t, tokens.iryna, { name: 'Maria, access', type: 'personal', teacherId: ids.iryna, studentId: ids.maria });
    const response = await call({ method: 'POST', url: '/tenant/schedule/my', token: tokens.teacher, body: { classId: personal.id, startsAt: '2026-05-06T18:00:00+03:00', durationMinutes: 60, timeZone: 'Europe/Kyiv' } });
    expect(response.statusCode).toBe(201);
    event = body<{ data: ScheduleEventResult }>(response).data;
  });

  it('GET schedule/user: the caller’s own lessons; another’s only with admin-access and only in the school', async () => {
    const url = `/tenant/schedule/user?${range}`;
    for (const token of [tokens.teacher, tokens.student]) expect(ids$(await call({ method: 'GET', url, token }))).toContain(event.id);
    expect(ids$(await call({ method: 'GET', url, token: tokens.maria }))).not.toContain(event.id);
    expect(ids$(await call({ method: 'GET', url, token: tokens.other }))).not.toContain(event.id);
    expect(ids$(await call({ method: 'GET', url: `${url}&userId=${ids.student}`, token: tokens.admin }))).toContain(event.id);
    await refused({ method: 'GET', url: `/tenant/schedule/user?from=${to}&to=${from}`, token: tokens.teacher }, 400, 'to');
    await refused({ method: 'GET', url: `${url}&timeZone=Mars/Olympus`, token: tokens.teacher }, 400, 'timeZone');
    await refused({ method: 'GET', url }, 401);
    await refused({ method: 'GET', url: `${url}&userId=${ids.student}`, token: tokens.maria }, 403);
    await refused({ method: 'GET', url: `${url}&userId=${ids.student}`, token: tokens.teacher }, 403);
    await refused({ method: 'GET', url: `${url}&userId=${ids.student}`, token: tokens.other }, 404);
  });

  it('GET schedule: the school’s lessons for admin-access only; another school sees none of them', async () => {
    const url = `/tenant/schedule?${range}`;
    expect(ids$(await call({ method: 'GET', url, token: tokens.admin }))).toContain(event.id);
    expect(ids$(await call({ method: 'GET', url: `${url}&classId=${personal.id}`, token: tokens.admin }))).toEqual([event.id]);
    expect(ids$(await call({ method: 'GET', url, token: tokens.other }))).toEqual([]);
    expect(ids$(await call({ method: 'GET', url: `${url}&classId=${personal.id}`, token: tokens.other }))).toEqual([]);
    await refused({ method: 'GET', url: `/tenant/schedule?to=${to}`, token: tokens.admin }, 400, 'from');
    await refused({ method: 'GET', url: `${url}&classId=x`, token: tokens.admin }, 400, 'classId');
    await refused({ method: 'GET', url }, 401);
    for (const token of [tokens.teacher, tokens.student, tokens.maria]) await refused({ method: 'GET', url, token }, 403);
  });

  it('GET users/{id}/schedule: for admin-access and users-management, a user of the school only', async () => {
    const url = `/tenant/users/${ids.student}/schedule?${range}`;
    expect(ids$(await call({ method: 'GET', url, token: tokens.admin }))).toContain(event.id);
    expect(ids$(await call({ method: 'GET', url: `/tenant/users/${ids.teacher}/schedule?${range}`, token: tokens.manager }))).toContain(event.id);
    await refused({ method: 'GET', url: `/tenant/users/x/schedule?${range}`, token: tokens.admin }, 400, 'id');
    await refused({ method: 'GET', url: `/tenant/users/${ids.student}/schedule?from=${from}`, token: tokens.admin }, 400, 'to');
    await refused({ method: 'GET', url }, 401);
    for (const token of [tokens.teacher, tokens.student, tokens.maria]) await refused({ method: 'GET', url, token }, 403);
    await refused({ method: 'GET', url, token: tokens.other }, 404);
    await refused({ method: 'GET', url: `/tenant/users/${MISSING_ID}/schedule?${range}`, token: tokens.admin }, 404);
  });

  it('POST schedule/my: a teacher plans their own class; students, other classes and other schools are refused', async () => {
    const payload = { classId: personal.id, startsAt: '2026-05-08T18:00:00+03:00', durationMinutes: 45, timeZone: 'Europe/Kyiv' };
    const created = await call({ method: 'POST', url: '/tenant/schedule/my', token: tokens.teacher, body: payload });
    expect(created.statusCode).toBe(201);
    const { id } = body<{ data: ScheduleEventResult }>(created).data;
    expect(body<{ data: ScheduleEvent }>(await call({ method: 'GET', url: `/tenant/schedule/${id}`, token: tokens.student })).data.durationMinutes).toBe(45);
    const short = await refused({ method: 'POST', url: '/tenant/schedule/my', token: tokens.teacher, body: { ...payload, durationMinutes: 1 } }, 400, 'durationMinutes');
    expect(short.fieldErrors?.durationMinutes).toEqual(['The duration must be from 5 to 720 minutes']);
    await refused({ method: 'POST', url: '/tenant/schedule/my', token: tokens.teacher, body: { ...payload, classId: undefined } }, 400, 'classId');
    await refused({ method: 'POST', url: '/tenant/schedule/my', body: payload }, 401);
    for (const token of [tokens.student, tokens.maria, tokens.manager]) await refused({ method: 'POST', url: '/tenant/schedule/my', token, body: payload }, 403);
    // Iryna teaches another class; the other school's admin has no such class.
    expect((await refused({ method: 'POST', url: '/tenant/schedule/my', token: tokens.iryna, body: payload }, 400, 'classId')).fieldErrors).toEqual({ classId: ['Choose a class you teach'] });
    await refused({ method: 'POST', url: '/tenant/schedule/my', token: tokens.other, body: payload }, 400, 'classId');
    expect((await call({ method: 'DELETE', url: `/tenant/schedule/${id}`, token: tokens.teacher })).statusCode).toBe(204);
  });

  it('GET schedule/{id}: its teacher, its students and administrators; nobody else learns it exists', async () => {
    const url = `/tenant/schedule/${event.id}`;
    for (const token of [tokens.teacher, tokens.student, tokens.admin]) expect(body<{ data: ScheduleEvent }>(await call({ method: 'GET', url, token })).data.id).toBe(event.id);
    await refused({ method: 'GET', url: '/tenant/schedule/x', token: tokens.teacher }, 400, 'id');
    await refused({ method: 'GET', url }, 401);
    for (const token of [tokens.maria, tokens.iryna, tokens.other]) await refused({ method: 'GET', url, token }, 404);
  });

  it('PUT schedule/{id}: its teacher and administrators change it; a student may not; others get 404', async () => {
    const url = `/tenant/schedule/${event.id}`;
    const changed = await call({ method: 'PUT', url, token: tokens.teacher, body: update({ meetingLink: 'https://meet.example.com/access' }) });
    expect(changed.statusCode).toBe(200);
    expect(body<{ data: ScheduleEvent }>(changed).data.meetingLink).toBe('https://meet.example.com/access');
    event = body<{ data: ScheduleEventResult }>(changed).data;
    expect((await call({ method: 'PUT', url, token: tokens.admin, body: update() })).statusCode).toBe(200);
    await refused({ method: 'PUT', url, token: tokens.teacher, body: update({ status: 'done' }) }, 400, 'status');
    await refused({ method: 'PUT', url, token: tokens.teacher, body: update({ durationMinutes: 1000 }) }, 400, 'durationMinutes');
    await refused({ method: 'PUT', url: `${url}?scope=sideways`, token: tokens.teacher, body: update() }, 400, 'scope');
    await refused({ method: 'PUT', url: '/tenant/schedule/x', token: tokens.teacher, body: update() }, 400, 'id');
    await refused({ method: 'PUT', url, body: update() }, 401);
    await refused({ method: 'PUT', url, token: tokens.student, body: update({ status: 'completed' }) }, 403);
    for (const token of [tokens.maria, tokens.iryna, tokens.other]) await refused({ method: 'PUT', url, token, body: update({ status: 'canceled' }) }, 404);
    // Nothing of it changed.
    expect(body<{ data: ScheduleEvent }>(await call({ method: 'GET', url, token: tokens.teacher })).data).toMatchObject({ status: 'scheduled', meetingLink: 'https://meet.example.com/access' });
  });

  it('the feed address: the caller’s own, by bearer; the feed by its secret only', async () => {
    await refused({ method: 'GET', url: '/tenant/schedule/feed-token' }, 401);
    await refused({ method: 'POST', url: '/tenant/schedule/feed-token' }, 401);
    const issued = await call({ method: 'POST', url: '/tenant/schedule/feed-token', token: tokens.maria });
    expect(issued.statusCode).toBe(201);
    const feed = body<{ data: FeedToken }>(issued).data;
    expect(body<{ data: { active: boolean } }>(await call({ method: 'GET', url: '/tenant/schedule/feed-token', token: tokens.maria })).data.active).toBe(true);
    // Maria's feed holds her lessons, not Sofia's.
    const calendar = await call({ method: 'GET', url: feed.path });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).not.toContain(event.id);
    await refused({ method: 'GET', url: '/tenant/schedule/feed/short.ics' }, 400);
    await refused({ method: 'GET', url: `/tenant/schedule/feed/${'a'.repeat(40)}.ics` }, 404);
  });

  it('DELETE schedule/{id}: a student, another class’s member, another teacher and another school are refused; its teacher deletes', async () => {
    const url = `/tenant/schedule/${event.id}`;
    await refused({ method: 'DELETE', url: `${url}?scope=sideways`, token: tokens.teacher }, 400, 'scope');
    await refused({ method: 'DELETE', url: '/tenant/schedule/x', token: tokens.teacher }, 400, 'id');
    await refused({ method: 'DELETE', url }, 401);
    await refused({ method: 'DELETE', url, token: tokens.student }, 403);
    for (const token of [tokens.maria, tokens.iryna, tokens.other]) await refused({ method: 'DELETE', url, token }, 404);
    expect((await call({ method: 'GET', url, token: tokens.teacher })).statusCode).toBe(200);
    expect((await call({ method: 'DELETE', url, token: tokens.teacher })).statusCode).toBe(204);
    await refused({ method: 'DELETE', url, token: tokens.teacher }, 404);
  });
});
