import { and, count, eq } from 'drizzle-orm';
import type { AnalyticsDashboard, AnalyticsGeneral, ApiError, ClassObject, Plan, ScheduleEvent, ScheduleEventResult, UserPlan } from '@school/shared/contracts';
import { users } from '../../db/schema.js';
import { DATABASES, body, signInCast, useTestApp } from '../../test/harness.js';
import { CLASSROOM_CAST, createClass } from '../../test/classroom-kit.js';

describe.each(DATABASES)('analytics on %s', (kind) => {
  // Far from the demo seed (its lessons and payments are near the day the seed ran), so the
  // windows hold only this file's fixture. Wednesday 20 March 2030, 14:00 in Kyiv (+02:00).
  const NOW = new Date('2030-03-20T12:00:00Z');
  let now = NOW;
  const t = useTestApp(kind, { clock: () => now });
  let tokens: Record<keyof typeof CLASSROOM_CAST, string>;
  let ids: Record<keyof typeof CLASSROOM_CAST, string>;
  let uahPrice = 0;

  const at = async <T>(instant: string, work: () => Promise<T>): Promise<T> => {
    now = new Date(instant);
    try {
      return await work();
    } finally {
      now = NOW;
    }
  };

  const plan = async (classObject: ClassObject, startsAt: string, status: ScheduleEvent['status']) => {
    const response = await t.request('POST', '/tenant/schedule/my', {
      token: tokens.teacher,
      body: { classId: classObject.id, startsAt, durationMinutes: 60, timeZone: 'Europe/Kyiv' },
    });
    if (response.statusCode !== 201) throw new Error(`plan: ${response.statusCode} ${response.body}`);
    const event = body<{ data: ScheduleEventResult }>(response).data;
    if (status === 'scheduled') return;
    const changed = await t.request('PUT', `/tenant/schedule/${event.id}`, {
      token: tokens.teacher,
      body: { classId: event.classId, startsAt: event.startsAt, durationMinutes: event.durationMinutes, timeZone: event.timeZone, meetingLink: event.meetingLink, status },
    });
    if (changed.statusCode !== 200) throw new Error(`status: ${changed.statusCode} ${changed.body}`);
  };

  const pay = async (userId: string, planPackId: string | undefined, payment: Record<string, unknown> = {}) => {
    const assigned = await t.request('POST', `/tenant/users/${userId}/plans`, { token: tokens.admin, body: { planPackId } });
    if (assigned.statusCode !== 201) throw new Error(`assign: ${assigned.statusCode} ${assigned.body}`);
    const paid = await t.request('PATCH', `/tenant/users/${userId}/plans/${body<{ data: UserPlan }>(assigned).data.id}`, { token: tokens.admin, body: { action: 'pay', ...payment } });
    if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  };

  beforeAll(async () => {
    ({ tokens, ids } = await signInCast(t, CLASSROOM_CAST));
    const plans = body<{ data: Plan[] }>(await t.request('GET', '/tenant/school/plans', { token: tokens.admin })).data;
    const individual = plans.find((candidate) => candidate.name === 'Individual lessons') as Plan;
    uahPrice = individual.packs[0]?.price ?? 0;
    const created = await t.request('POST', '/tenant/school/plans', {
      token: tokens.admin,
      body: { name: 'Dollar pack', durationMinutes: 60, validityDays: 30, currency: 'USD', packs: [{ lessons: 5, price: 5000 }] },
    });
    const usd = body<{ data: Plan }>(created).data;

    // Payments: Sofia in hryvnias on 5 March, Maria in dollars on 12 March and on 1 December 2029
    // (inside six months only).
    await at('2030-03-05T10:00:00Z', () => pay(ids.student, individual.packs[0]?.id));
    await at('2030-03-12T10:00:00Z', () => pay(ids.maria, usd.packs[0]?.id));
    await at('2029-12-01T10:00:00Z', () => pay(ids.maria, usd.packs[0]?.id));

    // Lessons: Sofia has a paid pack, Andrii none (so his completed lesson is unpaid).
    const sofia = await createClass(t, tokens.teacher, { name: 'Sofia analytics', type: 'personal', teacherId: ids.teacher, studentId: ids.student });
    const andrii = await createClass(t, tokens.teacher, { name: 'Andrii analytics', type: 'personal', teacherId: ids.teacher, studentId: ids.andrii });
    await plan(sofia, '2030-03-02T15:00:00Z', 'completed');
    await plan(sofia, '2030-03-03T15:00:00Z', 'noShowCharge');
    await plan(sofia, '2030-03-04T15:00:00Z', 'scheduled');
    // 00:30 on Monday 11 March in Kyiv, still Sunday 10 March in UTC.
    await plan(sofia, '2030-03-10T22:30:00Z', 'canceled');
    await plan(sofia, '2030-03-08T15:00:00Z', 'noShow');
    await plan(andrii, '2030-03-06T15:00:00Z', 'completed');
    // Before the 30-day window (it starts on 19 February in Kyiv).
    await plan(sofia, '2030-02-18T15:00:00Z', 'scheduled');
    // Andrii pays after his lesson (so it stays unpaid), a discounted amount, written down on the
    // 15th as taken on the 14th: revenue is the money taken, on the day it was taken.
    await at('2030-03-15T10:00:00Z', () => pay(ids.andrii, individual.packs[0]?.id, { paidAmount: 90000, paidOn: '2030-03-14', method: 'card' }));
  });

  const get = (url: string, token = tokens.admin) => t.request('GET', url, { token, lang: 'en' });
  const general = async (query: string, token = tokens.admin) => {
    const response = await get(`/tenant/analytics/general?${query}`, token);
    expect(response.statusCode).toBe(200);
    return body<{ data: AnalyticsGeneral }>(response).data;
  };
  const dashboard = async (query: string, token = tokens.admin) => {
    const response = await get(`/tenant/analytics/dashboard?${query}`, token);
    expect(response.statusCode).toBe(200);
    return body<{ data: AnalyticsDashboard }>(response).data;
  };
  const nonEmpty = (data: AnalyticsDashboard) =>
    data.buckets.filter((bucket) => bucket.planned + bucket.completed + bucket.canceled + bucket.paid + bucket.unpaid > 0 || bucket.revenue.length > 0);

  it('sums the school’s people, lessons not canceled and payments per currency of the last 30 days', async () => {
    // The oracle counts through the query builder on the owner connection, not the endpoint's SQL.
    const [admin] = await t.app.db.system.select({ schoolId: users.schoolId }).from(users).where(eq(users.id, ids.admin));
    const active = async (role: 'staff' | 'member') => {
      const [row] = await t.app.db.system
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.schoolId, admin?.schoolId ?? ''), eq(users.role, role), eq(users.status, 'active')));
      return row?.total ?? -1;
    };
    const figures = await general('range=30d&timeZone=Europe/Kyiv');
    expect(figures).toEqual({
      range: '30d',
      timeZone: 'Europe/Kyiv',
      from: '2030-02-18T22:00:00.000Z',
      to: '2030-03-20T22:00:00.000Z',
      students: await active('member'),
      staff: await active('staff'),
      lessons: 5,
      revenue: [
        { currency: 'UAH', amount: uahPrice + 90000 },
        { currency: 'USD', amount: 5000 },
      ],
    });
    expect(figures.students).toBeGreaterThan(0);
    // Six months reach the December payment and the February lesson.
    expect(await general('range=6m&timeZone=Europe/Kyiv')).toMatchObject({ lessons: 6, revenue: [{ currency: 'UAH', amount: uahPrice + 90000 }, { currency: 'USD', amount: 10000 }] });
  });

  it('gives 30 daily buckets in the viewer’s zone, every day present, the statuses and payments on their days', async () => {
    const data = await dashboard('range=30d&timeZone=Europe/Kyiv');
    expect(data).toMatchObject({ range: '30d', unit: 'day', timeZone: 'Europe/Kyiv' });
    expect(data.buckets).toHaveLength(30);
    expect(data.buckets[0]?.start).toBe('2030-02-19');
    expect(data.buckets.at(-1)?.start).toBe('2030-03-20');
    const zero = { planned: 0, completed: 0, canceled: 0, paid: 0, unpaid: 0, revenue: [] };
    expect(nonEmpty(data)).toEqual([
      { ...zero, start: '2030-03-02', completed: 1, paid: 1 },
      { ...zero, start: '2030-03-03', paid: 1 },
      { ...zero, start: '2030-03-04', planned: 1 },
      { ...zero, start: '2030-03-05', revenue: [{ currency: 'UAH', amount: uahPrice }] },
      { ...zero, start: '2030-03-06', completed: 1, unpaid: 1 },
      { ...zero, start: '2030-03-11', canceled: 1 },
      { ...zero, start: '2030-03-12', revenue: [{ currency: 'USD', amount: 5000 }] },
      { ...zero, start: '2030-03-14', revenue: [{ currency: 'UAH', amount: 90000 }] },
    ]);
  });

  it('puts a lesson at 00:30 Kyiv on the Kyiv day, and on the previous day in UTC (the caller’s or the school’s zone by default)', async () => {
    const utc = await dashboard('range=30d&timeZone=UTC');
    expect(utc.buckets[0]?.start).toBe('2030-02-19');
    expect(utc.from).toBe('2030-02-19T00:00:00.000Z');
    expect(utc.buckets.find((bucket) => bucket.canceled > 0)?.start).toBe('2030-03-10');
    // No zone asked, and the demo admin's profile has none: the school's, Europe/Kyiv.
    const [admin] = await t.app.db.system.select({ timezone: users.timezone }).from(users).where(eq(users.id, ids.admin));
    expect(admin?.timezone ?? null).toBeNull();
    const byDefault = await dashboard('range=30d');
    expect(byDefault.timeZone).toBe('Europe/Kyiv');
    expect(byDefault.buckets.find((bucket) => bucket.canceled > 0)?.start).toBe('2030-03-11');
  });

  it('gives ISO weeks (Mondays) for 3 and 6 months, the week boundary in the viewer’s zone', async () => {
    const three = await dashboard('range=3m&timeZone=Europe/Kyiv');
    expect(three.unit).toBe('week');
    expect(three.buckets).toHaveLength(14);
    expect(three.buckets[0]?.start).toBe('2029-12-17');
    expect(three.buckets.at(-1)?.start).toBe('2030-03-18');
    for (const bucket of three.buckets) expect(new Date(`${bucket.start}T00:00:00Z`).getUTCDay()).toBe(1);
    const weekOf = (data: AnalyticsDashboard, start: string) => data.buckets.find((bucket) => bucket.start === start);
    // Saturday 2 and Sunday 3 March: the completed and the charged absence, both paid.
    expect(weekOf(three, '2030-02-25')).toMatchObject({ completed: 1, paid: 2, unpaid: 0 });
    expect(weekOf(three, '2030-03-04')).toMatchObject({ planned: 1, completed: 1, paid: 0, unpaid: 1, canceled: 0, revenue: [{ currency: 'UAH', amount: uahPrice }] });
    expect(weekOf(three, '2030-03-11')).toMatchObject({ canceled: 1, revenue: [{ currency: 'UAH', amount: 90000 }, { currency: 'USD', amount: 5000 }] });
    const threeUtc = await dashboard('range=3m&timeZone=UTC');
    expect(weekOf(threeUtc, '2030-03-04')?.canceled).toBe(1);
    expect(weekOf(threeUtc, '2030-03-11')?.canceled).toBe(0);

    const six = await dashboard('range=6m&timeZone=Europe/Kyiv');
    expect(six.buckets).toHaveLength(27);
    expect(six.buckets[0]?.start).toBe('2029-09-17');
    expect(weekOf(six, '2029-11-26')?.revenue).toEqual([{ currency: 'USD', amount: 5000 }]);
  });

  it('shows another school nothing of this one: zeros and empty buckets', async () => {
    expect(await general('range=30d', tokens.other)).toMatchObject({ students: 0, staff: 1, lessons: 0, revenue: [] });
    const data = await dashboard('range=6m', tokens.other);
    expect(data.buckets).toHaveLength(27);
    expect(nonEmpty(data)).toEqual([]);
  });

  it('refuses a bad range (400), a stranger (401) and a student (403)', async () => {
    const bad = await get('/tenant/analytics/dashboard?range=1y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('30d') });
    expect((await get('/tenant/analytics/general?range=30d&timeZone=Mars/Olympus')).statusCode).toBe(400);
    expect((await t.request('GET', '/tenant/analytics/general?range=30d')).statusCode).toBe(401);
    const member = await get('/tenant/analytics/general?range=30d', tokens.student);
    expect(member.statusCode).toBe(403);
    expect((member.json() as ApiError).statusCode).toBe(403);
    expect((await get('/tenant/analytics/dashboard?range=30d', tokens.student)).statusCode).toBe(403);
    // Any staff member may look: the spec's route names the role, no permission.
    expect((await get('/tenant/analytics/general?range=30d', tokens.teacher)).statusCode).toBe(200);
  });
});
