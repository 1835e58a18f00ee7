import type { ApiError, BalanceEntry, PaginationMeta, Plan, UserPlan } from '@school/shared/contracts';
import { DATABASES, body, signInCast, useTestApp } from '../../test/harness.js';

type One = { data: UserPlan };
type Plans = { data: UserPlan[]; meta: PaginationMeta };
type History = { data: BalanceEntry[]; meta: PaginationMeta };

const DAY = 24 * 60 * 60 * 1000;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASES)('user plans and balance history on %s', (kind) => {
  let now = new Date(Date.UTC(2026, 2, 1, 9, 0));
  const t = useTestApp(kind, { clock: () => now });
  const tokens = { admin: '', manager: '', teacher: '', student: '', maria: '', other: '' };
  const ids = { admin: '', manager: '', student: '', maria: '', teacher: '', other: '' };
  let individual: Plan;
  let inactive: Plan;
  let theirs: Plan;

  beforeAll(async () => {
    const cast = await signInCast(t, { admin: 'admin@demo.test', manager: 'manager@demo.test', teacher: 'teacher@demo.test', student: 'student@demo.test', maria: 'maria@demo.test', other: 'admin@other.test' });
    Object.assign(tokens, cast.tokens);
    Object.assign(ids, cast.ids);
    const plans = body<{ data: Plan[] }>(await t.request('GET', '/tenant/school/plans', { token: tokens.admin })).data;
    individual = plans.find((plan) => plan.name === 'Individual lessons') as Plan;
    inactive = plans.find((plan) => plan.status === 'inactive') as Plan;
    theirs = body<{ data: Plan }>(
      await t.request('POST', '/tenant/school/plans', {
        token: tokens.other,
        body: { name: 'Theirs', durationMinutes: 60, validityDays: 10, currency: 'USD', packs: [{ lessons: 5, price: 5000 }] },
      }),
    ).data;
  });

  async function assign(userId: string, packIndex = 0, token = tokens.manager): Promise<UserPlan> {
    const response = await t.request('POST', `/tenant/users/${userId}/plans`, { token, body: { planPackId: individual.packs[packIndex]?.id } });
    expect(response.statusCode).toBe(201);
    return body<One>(response).data;
  }

  const act = (userId: string, userPlanId: string, payload: unknown, token = tokens.manager) =>
    t.request('PATCH', `/tenant/users/${userId}/plans/${userPlanId}`, { token, body: payload, lang: 'en' });

  it('shows the demo student their bought pack and its history, the remaining count derived from the entries', async () => {
    const own = body<Plans>(await t.request('GET', '/tenant/user/plans', { token: tokens.student }));
    expect(own.data.map(({ planName, lessons, lessonsUsed, lessonsRemaining, status }) => ({ planName, lessons, lessonsUsed, lessonsRemaining, status }))).toEqual([
      { planName: 'Individual lessons', lessons: 8, lessonsUsed: 2, lessonsRemaining: 6, status: 'active' },
    ]);
    const history = body<History>(await t.request('GET', '/tenant/user/plans/history', { token: tokens.student }));
    expect(history.data.map(({ type, amount }) => [type, amount])).toEqual([
      ['lessonCompleted', -1],
      ['lessonCompleted', -1],
      ['auto', 8],
    ]);
    expect(body<History>(await t.request('GET', `/tenant/users/${ids.student}/plan-history`, { token: tokens.manager })).data).toEqual(history.data);
  });

  it('assigns a pack as a copy, pays it (lessons credited, validity starts), corrects it; history and own pages show it', async () => {
    const assigned = await assign(ids.maria, 1);
    expect(assigned).toMatchObject({
      planId: individual.id,
      planPackId: individual.packs[1]?.id,
      planName: 'Individual lessons',
      lessons: 16,
      price: 600000,
      currency: 'UAH',
      status: 'inactive',
      lessonsUsed: 0,
      lessonsRemaining: 0,
      purchasedAt: null,
      nextPaymentAt: null,
    });
    const paid = await act(ids.maria, assigned.id, { action: 'pay' });
    expect(paid.statusCode).toBe(200);
    expect(body<One>(paid).data).toMatchObject({
      status: 'active',
      lessonsRemaining: 16,
      purchasedAt: now.toISOString(),
      nextPaymentAt: new Date(now.getTime() + 30 * DAY).toISOString(),
    });
    now = new Date(now.getTime() + DAY);
    expect(body<One>(await act(ids.maria, assigned.id, { action: 'adjust', amount: -3, reason: 'Lessons taken before the platform' })).data.lessonsRemaining).toBe(13);
    expect(body<One>(await act(ids.maria, assigned.id, { action: 'deactivate' })).data.status).toBe('inactive');
    expect(body<One>(await act(ids.maria, assigned.id, { action: 'activate' })).data.status).toBe('active');

    const history = body<History>(await t.request('GET', `/tenant/users/${ids.maria}/plan-history`, { token: tokens.admin }));
    expect(history.meta.pagination).toEqual({ total: 2, page: 1, limit: 10 });
    expect(history.data.map(({ planName, amount, type }) => ({ planName, amount, type }))).toEqual([
      { planName: 'Individual lessons', amount: -3, type: 'manual' },
      { planName: 'Individual lessons', amount: 16, type: 'auto' },
    ]);
    const list = body<Plans>(await t.request('GET', `/tenant/users/${ids.maria}/plans`, { token: tokens.admin }));
    expect(list.data.map((plan) => [plan.id, plan.lessonsRemaining])).toEqual([[assigned.id, 13]]);

    const own = body<Plans>(await t.request('GET', '/tenant/user/plans', { token: tokens.maria }));
    expect(own.data.map((plan) => plan.id)).toEqual([assigned.id]);
    const ownHistory = body<History>(await t.request('GET', '/tenant/user/plans/history?limit=1', { token: tokens.maria }));
    expect(ownHistory.meta.pagination).toEqual({ total: 2, page: 1, limit: 1 });
    // The administration's note stays with the administration.
    expect(ownHistory.data[0]).toMatchObject({ amount: -3, type: 'manual', reason: null, author: null });
    const adminHistory = body<History>(await t.request('GET', `/tenant/users/${ids.maria}/plan-history?limit=1`, { token: tokens.admin }));
    expect(adminHistory.data[0]).toMatchObject({ reason: 'Lessons taken before the platform', author: { id: ids.manager } });
    expect(body<Plans>(await t.request('GET', '/tenant/user/plans', { token: tokens.student })).data.map((plan) => plan.id)).not.toContain(assigned.id);
  });

  it('records what was taken, when, how and by whom; the old body records the price, today and other', async () => {
    const paid = await act(ids.maria, (await assign(ids.maria)).id, { action: 'pay', paidAmount: 300000, paidOn: '2026-02-27', method: 'card' });
    expect(paid.statusCode).toBe(200);
    expect(body<One>(paid).data.payment).toEqual({
      amount: 300000,
      currency: 'UAH',
      date: '2026-02-27',
      method: 'card',
      takenBy: { id: ids.manager, name: expect.any(String) as string },
    });
    now = new Date(now.getTime() + 60_000);
    const legacy = body<One>(await act(ids.maria, (await assign(ids.maria)).id, { action: 'pay' }, tokens.admin)).data;
    expect(legacy.payment).toEqual({ amount: individual.packs[0]?.price, currency: 'UAH', date: now.toISOString().slice(0, 10), method: 'other', takenBy: { id: ids.admin, name: expect.any(String) as string } });
    const history = body<History>(await t.request('GET', `/tenant/users/${ids.maria}/plan-history?limit=1`, { token: tokens.admin }));
    expect(history.data[0]).toMatchObject({ type: 'auto', author: { id: ids.admin }, reason: null });
  });

  it('moves used and remaining together with every correction', async () => {
    const assigned = await assign(ids.maria);
    await act(ids.maria, assigned.id, { action: 'pay' });
    const correct = async (amount: number) => {
      // Entries are read in the order they were written: each correction a minute after the last.
      now = new Date(now.getTime() + 60_000);
      return body<One>(await act(ids.maria, assigned.id, { action: 'adjust', amount, reason: 'Check' })).data;
    };
    // 8 lessons: two taken outside the schedule count as used; one given back returns from used; two extra stay extra.
    expect(await correct(-2)).toMatchObject({ lessonsUsed: 2, lessonsRemaining: 6 });
    expect(await correct(1)).toMatchObject({ lessonsUsed: 1, lessonsRemaining: 7 });
    expect(await correct(3)).toMatchObject({ lessonsUsed: 0, lessonsRemaining: 10 });
  });

  it('marks a student with no lessons left in the users list; staff have no count', async () => {
    const studentsPage = body<{ data: { id: string; lessonsLeft?: number | null }[] }>(
      await t.request('GET', '/tenant/users?type=students&limit=100', { token: tokens.admin }),
    ).data;
    const student = studentsPage.find((user) => user.id === ids.student);
    expect(student?.lessonsLeft).toBe(6);
    const fresh = await t.request('POST', '/tenant/users', {
      token: tokens.admin,
      body: { type: 'students', firstName: 'Zero', lastName: 'Lessons', email: `zero-${Math.random().toString(36).slice(2, 10)}@demo.test`, password: 'password-123' },
    });
    const freshId = body<{ data: { id: string } }>(fresh).data.id;
    const listed = body<{ data: { id: string; lessonsLeft?: number | null }[] }>(await t.request('GET', '/tenant/users?q=zero&limit=100', { token: tokens.admin })).data;
    expect(listed.find((user) => user.id === freshId)?.lessonsLeft).toBe(0);
    const staff = body<{ data: { id: string; lessonsLeft?: number | null }[] }>(await t.request('GET', '/tenant/users?type=teachers&limit=100', { token: tokens.admin })).data;
    expect(staff.find((user) => user.id === ids.teacher)?.lessonsLeft).toBeNull();
  });

  it('keeps what a student bought when the school plan changes', async () => {
    const assigned = await assign(ids.student);
    const plan = body<{ data: Plan }>(await t.request('GET', `/tenant/school/plans/${individual.id}`, { token: tokens.admin })).data;
    await t.request('PUT', `/tenant/school/plans/${individual.id}`, {
      token: tokens.admin,
      body: { name: 'Renamed', durationMinutes: 60, validityDays: 30, currency: 'UAH', packs: plan.packs.map(({ id, lessons }) => ({ id, lessons, price: 1 })) },
    });
    const listed = body<Plans>(await t.request('GET', `/tenant/users/${ids.student}/plans`, { token: tokens.admin })).data.find((item) => item.id === assigned.id);
    expect(listed).toMatchObject({ planName: 'Individual lessons', price: 320000 });
    await t.request('PUT', `/tenant/school/plans/${individual.id}`, {
      token: tokens.admin,
      body: { name: 'Individual lessons', durationMinutes: 60, validityDays: 30, currency: 'UAH', packs: plan.packs.map(({ id, lessons, price }) => ({ id, lessons, price })) },
    });
  });

  it('refuses what the ledger forbids: pay twice, correct before payment or below zero, activate unpaid, delete paid', async () => {
    const assigned = await assign(ids.student);
    const early = await act(ids.student, assigned.id, { action: 'adjust', amount: 2, reason: 'Gift' });
    expect(early.statusCode).toBe(409);
    expect(body<ApiError>(early).message).toBe('Pay the plan first');
    expect((await act(ids.student, assigned.id, { action: 'activate' })).statusCode).toBe(409);
    await act(ids.student, assigned.id, { action: 'pay' });
    const twice = await act(ids.student, assigned.id, { action: 'pay' });
    expect(twice.statusCode).toBe(409);
    expect(body<ApiError>(twice).message).toBe('This plan is already paid');
    const below = await act(ids.student, assigned.id, { action: 'adjust', amount: -9, reason: 'Too many' });
    expect(body<ApiError>(below)).toMatchObject({ statusCode: 409, message: 'The balance cannot go below zero' });
    const paidDelete = await t.request('DELETE', `/tenant/users/${ids.student}/plans/${assigned.id}`, { token: tokens.manager, lang: 'en' });
    expect(paidDelete.statusCode).toBe(409);
    expect(body<ApiError>(paidDelete).message).toBe('A paid plan cannot be deleted; deactivate it instead');
    // After the validity, only the expiry touches it.
    now = new Date(now.getTime() + 31 * DAY);
    const late = await act(ids.student, assigned.id, { action: 'adjust', amount: 1, reason: 'Late' });
    expect(body<ApiError>(late)).toMatchObject({ statusCode: 409, message: 'This plan has expired' });
    const current = body<Plans>(await t.request('GET', `/tenant/users/${ids.student}/plans`, { token: tokens.admin })).data.find((item) => item.id === assigned.id);
    expect(current?.lessonsRemaining).toBe(8);
  });

  it("answers to the plan pack id in the path as spec 01 names it, meaning the student's latest assignment of that pack, and still to the plan's own id", async () => {
    const newStudent = async () => {
      const created = await t.request('POST', '/tenant/users', {
        token: tokens.admin,
        body: { type: 'students', firstName: 'Pack', lastName: 'Path', email: `pack-${Math.random().toString(36).slice(2, 10)}@demo.test`, password: 'password-123' },
      });
      expect(created.statusCode).toBe(201);
      return body<{ data: { id: string } }>(created).data.id;
    };
    const studentId = await newStudent();
    const pack = individual.packs[0];
    if (!pack) throw new Error('the demo plan has packs');
    const first = await assign(studentId);
    const second = await assign(studentId);

    const paid = await act(studentId, pack.id, { action: 'pay' });
    expect(paid.statusCode).toBe(200);
    expect(body<One>(paid).data).toMatchObject({ id: second.id, planPackId: pack.id, lessonsRemaining: pack.lessons });
    const byPack = (method: 'DELETE', id: string) => t.request(method, `/tenant/users/${studentId}/plans/${id}`, { token: tokens.manager, lang: 'en' });
    expect((await byPack('DELETE', pack.id)).statusCode).toBe(409);
    expect((await byPack('DELETE', first.id)).statusCode).toBe(204);
    const third = await assign(studentId);
    expect((await byPack('DELETE', pack.id)).statusCode).toBe(204);
    const left = body<Plans>(await t.request('GET', `/tenant/users/${studentId}/plans`, { token: tokens.manager })).data.map((plan) => plan.id);
    expect(left).toEqual([second.id]);
    expect(left).not.toContain(third.id);

    const unknown = await act(studentId, MISSING_ID, { action: 'pay' });
    expect(unknown.statusCode).toBe(404);
    // A pack names only the path's student's assignments: this one's stay out of another's reach.
    expect((await act(await newStudent(), pack.id, { action: 'deactivate' })).statusCode).toBe(404);
  });

  it('deletes an unpaid assignment', async () => {
    const assigned = await assign(ids.student);
    expect((await t.request('DELETE', `/tenant/users/${ids.student}/plans/${assigned.id}`, { token: tokens.manager })).statusCode).toBe(204);
    expect((await act(ids.student, assigned.id, { action: 'pay' })).statusCode).toBe(404);
  });

  it('answers 400 per broken field and for staff or an inactive plan', async () => {
    const assigned = await assign(ids.student);
    const action = await act(ids.student, assigned.id, { action: 'refund' });
    expect(body<ApiError>(action).fieldErrors).toEqual({ action: ['Choose pay, activate, deactivate or adjust'] });
    for (const amount of [undefined, 0, 1.5, 5000]) {
      const response = await act(ids.student, assigned.id, { action: 'adjust', amount, reason: 'Correction' });
      expect(response.statusCode).toBe(400);
      expect(body<ApiError>(response).fieldErrors).toEqual({ amount: ['Enter a whole number of lessons from -1000 to 1000, not 0'] });
    }
    const malformed = await t.request('POST', `/tenant/users/${ids.student}/plans`, { token: tokens.manager, lang: 'en', body: { planPackId: 'x' } });
    expect(body<ApiError>(malformed).fieldErrors).toEqual({ planPackId: ['Invalid identifier'] });
    const staff = await t.request('POST', `/tenant/users/${ids.teacher}/plans`, { token: tokens.manager, lang: 'en', body: { planPackId: individual.packs[0]?.id } });
    expect(staff.statusCode).toBe(400);
    expect(body<ApiError>(staff)).toMatchObject({ code: 'admin.notStudent', message: 'Only students can be added to a group' });
    const off = await t.request('POST', `/tenant/users/${ids.student}/plans`, { token: tokens.manager, lang: 'en', body: { planPackId: inactive.packs[0]?.id } });
    expect(off.statusCode).toBe(400);
    expect(body<ApiError>(off).fieldErrors).toEqual({ planPackId: ['This plan is inactive and cannot be assigned'] });
    for (const [payload, field, message] of [
      [{ action: 'adjust', amount: 1 }, 'reason', 'Give a reason of 1 to 500 characters'],
      [{ action: 'adjust', amount: 1, reason: '   ' }, 'reason', 'Give a reason of 1 to 500 characters'],
      [{ action: 'adjust', amount: 1, reason: 'x'.repeat(501) }, 'reason', 'Give a reason of 1 to 500 characters'],
      [{ action: 'pay', paidAmount: -1 }, 'paidAmount', 'Enter the amount taken: a whole number of minor units from 0 to 1,000,000,000'],
      [{ action: 'pay', paidAmount: 10.5 }, 'paidAmount', 'Enter the amount taken: a whole number of minor units from 0 to 1,000,000,000'],
      [{ action: 'pay', paidAmount: '100' }, 'paidAmount', 'Enter the amount taken: a whole number of minor units from 0 to 1,000,000,000'],
      [{ action: 'pay', method: 'bitcoin' }, 'method', 'Choose cash, card, transfer or other'],
      [{ action: 'pay', paidOn: '2026-02-30' }, 'paidOn', 'Enter the payment date as YYYY-MM-DD, not in the future'],
      [{ action: 'pay', paidOn: '01.03.2026' }, 'paidOn', 'Enter the payment date as YYYY-MM-DD, not in the future'],
      [{ action: 'pay', paidOn: new Date(now.getTime() + 2 * DAY).toISOString().slice(0, 10) }, 'paidOn', 'Enter the payment date as YYYY-MM-DD, not in the future'],
    ] as const) {
      const response = await act(ids.student, assigned.id, payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 400]);
      expect(body<ApiError>(response).fieldErrors).toEqual({ [field]: [message] });
    }
    // Nothing of the refused payments was written.
    expect(body<One>(await act(ids.student, assigned.id, { action: 'deactivate' })).data).toMatchObject({ purchasedAt: null, payment: null, lessonsRemaining: 0 });
    const page = await t.request('GET', `/tenant/users/${ids.student}/plan-history?page=0`, { token: tokens.manager });
    expect(page.statusCode).toBe(400);
  });

  it('answers 404 for another school’s user, pack or plan, and changes nothing', async () => {
    const mine = await assign(ids.student);
    const foreignPack = await t.request('POST', `/tenant/users/${ids.student}/plans`, { token: tokens.admin, lang: 'en', body: { planPackId: theirs.packs[0]?.id } });
    expect(foreignPack.statusCode).toBe(404);
    expect(body<ApiError>(foreignPack).fieldErrors).toEqual({ planPackId: ['This pack does not belong to the plan'] });
    for (const [method, url] of [
      ['GET', `/tenant/users/${ids.other}/plans`],
      ['GET', `/tenant/users/${ids.other}/plan-history`],
      ['POST', `/tenant/users/${ids.other}/plans`],
      ['GET', `/tenant/users/${MISSING_ID}/plans`],
    ] as const) {
      const response = await t.request(method, url, { token: tokens.admin, ...(method === 'POST' ? { body: { planPackId: individual.packs[0]?.id } } : {}) });
      expect(response.statusCode).toBe(404);
    }
    // The other school cannot touch this school's student plan.
    expect((await act(ids.student, mine.id, { action: 'pay' }, tokens.other)).statusCode).toBe(404);
    expect((await t.request('DELETE', `/tenant/users/${ids.student}/plans/${mine.id}`, { token: tokens.other })).statusCode).toBe(404);
    expect((await act(ids.maria, mine.id, { action: 'pay' })).statusCode).toBe(404);
    const still = body<Plans>(await t.request('GET', `/tenant/users/${ids.student}/plans?limit=100`, { token: tokens.admin })).data.find((item) => item.id === mine.id);
    expect(still).toMatchObject({ purchasedAt: null, lessonsRemaining: 0 });
  });

  it('is for users-management and admin-access; the own pages for members only', async () => {
    const assigned = await assign(ids.student);
    const manageRoutes = [
      ['GET', `/tenant/users/${ids.student}/plans`, undefined],
      ['POST', `/tenant/users/${ids.student}/plans`, { planPackId: individual.packs[0]?.id }],
      ['PATCH', `/tenant/users/${ids.student}/plans/${assigned.id}`, { action: 'pay' }],
      ['PATCH', `/tenant/users/${ids.student}/plans/${assigned.id}`, { action: 'pay', paidAmount: 100, paidOn: '2026-03-01', method: 'cash' }],
      ['PATCH', `/tenant/users/${ids.student}/plans/${assigned.id}`, { action: 'adjust', amount: 1, reason: 'Gift' }],
      ['DELETE', `/tenant/users/${ids.student}/plans/${assigned.id}`, undefined],
      ['GET', `/tenant/users/${ids.student}/plan-history`, undefined],
    ] as const;
    for (const [method, url, payload] of manageRoutes) {
      const options = payload ? { body: payload } : {};
      expect((await t.request(method, url, options)).statusCode).toBe(401);
      for (const token of [tokens.teacher, tokens.student]) expect((await t.request(method, url, { ...options, token })).statusCode).toBe(403);
    }
    for (const url of ['/tenant/user/plans', '/tenant/user/plans/history']) {
      expect((await t.request('GET', url)).statusCode).toBe(401);
      for (const token of [tokens.admin, tokens.teacher]) expect((await t.request('GET', url, { token })).statusCode).toBe(403);
    }
    expect(body<Plans>(await t.request('GET', `/tenant/users/${ids.student}/plans?limit=100`, { token: tokens.admin })).data.find((item) => item.id === assigned.id)?.purchasedAt).toBeNull();
  });
});
