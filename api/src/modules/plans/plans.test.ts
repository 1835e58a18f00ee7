import type { ApiError, PaginationMeta, Plan, PlanPack } from '@school/shared/contracts';
import { DATABASES, body, useTestApp } from '../../test/harness.js';

type One = { data: Plan };
type Page = { data: Plan[]; meta: PaginationMeta };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Conversation club',
  durationMinutes: 60,
  validityDays: 30,
  currency: 'USD',
  packs: [
    { lessons: 4, price: 9999 },
    { lessons: 12, price: 27000 },
  ],
  ...overrides,
});

describe.each(DATABASES)('school plans on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = { admin: '', manager: '', teacher: '', student: '', other: '' };
  let otherPlan: Plan;

  beforeAll(async () => {
    tokens.admin = await t.login('admin@demo.test');
    tokens.manager = await t.login('manager@demo.test');
    tokens.teacher = await t.login('teacher@demo.test');
    tokens.student = await t.login('student@demo.test');
    tokens.other = await t.login('admin@other.test');
    otherPlan = body<One>(await t.request('POST', '/tenant/school/plans', { token: tokens.other, body: input({ name: 'Their plan' }) })).data;
  });

  async function create(overrides: Record<string, unknown> = {}): Promise<Plan> {
    const response = await t.request('POST', '/tenant/school/plans', { token: tokens.admin, body: input(overrides) });
    expect(response.statusCode).toBe(201);
    return body<One>(response).data;
  }

  const get = async (id: string, token = tokens.admin) => body<One>(await t.request('GET', `/tenant/school/plans/${id}`, { token })).data;

  it('GET school/plans pages the school’s plans, active first, with packs in exact minor units', async () => {
    const response = await t.request('GET', '/tenant/school/plans', { token: tokens.manager });
    expect(response.statusCode).toBe(200);
    const page = body<Page>(response);
    expect(page.meta).toEqual({ pagination: { total: 3, page: 1, limit: 10 } });
    expect(page.data.map((plan) => [plan.name, plan.status])).toEqual([
      ['Group evening course', 'active'],
      ['Individual lessons', 'active'],
      ['Summer intensive 2025', 'inactive'],
    ]);
    expect(page.data[1]).toMatchObject({ currency: 'UAH', durationMinutes: 60, validityDays: 30 });
    expect(page.data[1]?.packs.map(({ lessons, price }) => ({ lessons, price }))).toEqual([
      { lessons: 8, price: 320000 },
      { lessons: 16, price: 600000 },
    ]);
    const found = body<Page>(await t.request('GET', '/tenant/school/plans?q=INDIVID&limit=1', { token: tokens.admin }));
    expect(found.data.map((plan) => plan.name)).toEqual(['Individual lessons']);
    const theirs = body<Page>(await t.request('GET', '/tenant/school/plans', { token: tokens.other }));
    expect(theirs.data.map((plan) => plan.name)).toEqual(['Their plan']);
    const bad = await t.request('GET', '/tenant/school/plans?limit=0', { token: tokens.admin, lang: 'en' });
    expect(body<ApiError>(bad).fieldErrors).toEqual({ limit: ['The page size must be a whole number from 1 to 100'] });
  });

  it('reading is for users-management and admin-access; writing for admin-access only', async () => {
    expect((await t.request('GET', '/tenant/school/plans')).statusCode).toBe(401);
    for (const token of [tokens.teacher, tokens.student]) {
      expect((await t.request('GET', '/tenant/school/plans', { token })).statusCode).toBe(403);
    }
    const plan = await create({ name: 'Guarded' });
    expect((await t.request('GET', `/tenant/school/plans/${plan.id}/packs`, { token: tokens.manager })).statusCode).toBe(200);
    for (const token of [undefined, tokens.manager, tokens.teacher, tokens.student]) {
      const status = token ? 403 : 401;
      expect((await t.request('POST', '/tenant/school/plans', { token, body: input() })).statusCode).toBe(status);
      expect((await t.request('PUT', `/tenant/school/plans/${plan.id}`, { token, body: input({ name: 'Changed' }) })).statusCode).toBe(status);
      expect((await t.request('DELETE', `/tenant/school/plans/${plan.id}`, { token })).statusCode).toBe(status);
    }
    expect(await get(plan.id)).toEqual(plan);
  });

  it('POST creates a plan with its packs in order; GET plans/{id} and plans/{id}/packs answer it', async () => {
    const plan = await create({ name: ' Exam prep ', currency: 'JPY', status: 'inactive', packs: [{ lessons: 1, price: 0 }, { lessons: 30, price: 1_000_000_000 }] });
    expect(plan).toMatchObject({ name: 'Exam prep', currency: 'JPY', status: 'inactive' });
    expect(plan.packs.map(({ lessons, price }) => [lessons, price])).toEqual([
      [1, 0],
      [30, 1_000_000_000],
    ]);
    expect(await get(plan.id, tokens.manager)).toEqual(plan);
    const packs = body<{ data: PlanPack[] }>(await t.request('GET', `/tenant/school/plans/${plan.id}/packs`, { token: tokens.admin })).data;
    expect(packs).toEqual(plan.packs);
    expect((await create()).status).toBe('active');
  });

  it('answers 400 per broken field: no float money, limits on lessons, duration, validity, currency, packs', async () => {
    const response = await t.request('POST', '/tenant/school/plans', {
      token: tokens.admin,
      lang: 'en',
      body: input({ name: '', durationMinutes: 4, validityDays: 0, currency: 'BTC', status: 'archived', packs: [{ lessons: 0, price: 10.5 }] }),
    });
    expect(response.statusCode).toBe(400);
    expect(body<ApiError>(response).fieldErrors).toEqual({
      name: ['This field is required'],
      durationMinutes: ['The lesson duration must be from 5 to 600 minutes'],
      validityDays: ['The validity must be from 1 to 3650 days'],
      currency: ['Choose a currency'],
      status: ['Unknown status'],
      packs: ['The number of lessons must be a whole number from 1 to 1000', 'The price must be a whole number of minor units (such as cents), 0 or more'],
    });
    const none = await t.request('POST', '/tenant/school/plans', { token: tokens.admin, lang: 'en', body: input({ packs: [] }) });
    expect(body<ApiError>(none).fieldErrors).toEqual({ packs: ['Add at least one pack'] });
    const many = await t.request('POST', '/tenant/school/plans', { token: tokens.admin, lang: 'en', body: input({ packs: Array.from({ length: 21 }, () => ({ lessons: 1, price: 1 })) }) });
    expect(body<ApiError>(many).fieldErrors).toEqual({ packs: ['A plan can have at most 20 packs'] });
    const text = await t.request('POST', '/tenant/school/plans', { token: tokens.admin, body: input({ packs: [{ lessons: '8', price: '100' }], durationMinutes: '60' }) });
    expect(text.statusCode).toBe(400);
    const foreignPack = await t.request('POST', '/tenant/school/plans', {
      token: tokens.admin,
      lang: 'en',
      body: input({ packs: [{ id: otherPlan.packs[0]?.id, lessons: 1, price: 1 }] }),
    });
    expect(foreignPack.statusCode).toBe(400);
    expect(body<ApiError>(foreignPack).fieldErrors).toEqual({ packs: ['This pack does not belong to the plan'] });
    expect(body<Page>(await t.request('GET', '/tenant/school/plans?q=conversation', { token: tokens.admin })).meta.pagination.total).toBe(1);
  });

  it('PUT updates the plan and makes its packs exactly the ones sent: kept ids stay, new ones are added, others go', async () => {
    const plan = await create({ name: 'Reshaped' });
    const [first, second] = plan.packs as [PlanPack, PlanPack];
    const response = await t.request('PUT', `/tenant/school/plans/${plan.id}`, {
      token: tokens.admin,
      body: input({ name: 'Reshaped twice', currency: 'EUR', status: 'inactive', packs: [{ lessons: 24, price: 50000 }, { id: second.id, lessons: 12, price: 26000 }] }),
    });
    expect(response.statusCode).toBe(200);
    const updated = body<One>(response).data;
    expect(updated).toMatchObject({ name: 'Reshaped twice', currency: 'EUR', status: 'inactive' });
    expect(updated.packs[0]).toMatchObject({ lessons: 24, price: 50000 });
    expect(updated.packs[1]).toEqual({ id: second.id, lessons: 12, price: 26000 });
    expect(updated.packs.map((pack) => pack.id)).not.toContain(first.id);
    expect(await get(plan.id)).toEqual(updated);
  });

  it('PUT refuses a pack of another plan or twice the same pack (400), another school’s plan (404), and changes nothing', async () => {
    const plan = await create({ name: 'Strict plan' });
    const mine = plan.packs[0] as PlanPack;
    for (const packs of [[{ id: otherPlan.packs[0]?.id, lessons: 2, price: 2 }], [{ id: mine.id, lessons: 2, price: 2 }, { id: mine.id, lessons: 3, price: 3 }]]) {
      const response = await t.request('PUT', `/tenant/school/plans/${plan.id}`, { token: tokens.admin, body: input({ packs }) });
      expect(response.statusCode).toBe(400);
    }
    const broken = await t.request('PUT', `/tenant/school/plans/${plan.id}`, { token: tokens.admin, body: input({ validityDays: 4000 }) });
    expect(broken.statusCode).toBe(400);
    expect(await get(plan.id)).toEqual(plan);
    for (const [method, url] of [
      ['GET', `/tenant/school/plans/${otherPlan.id}`],
      ['GET', `/tenant/school/plans/${otherPlan.id}/packs`],
      ['PUT', `/tenant/school/plans/${otherPlan.id}`],
      ['DELETE', `/tenant/school/plans/${otherPlan.id}`],
      ['GET', `/tenant/school/plans/${MISSING_ID}`],
    ] as const) {
      const response = await t.request(method, url, { token: tokens.admin, lang: 'en', ...(method === 'PUT' ? { body: input({ name: 'Taken over' }) } : {}) });
      expect(response.statusCode).toBe(404);
      expect(body<ApiError>(response).message).toBe('Plan not found');
    }
    expect(await get(otherPlan.id, tokens.other)).toEqual(otherPlan);
    expect((await t.request('GET', '/tenant/school/plans/abc', { token: tokens.admin })).statusCode).toBe(400);
  });

  it('DELETE removes the plan with its packs', async () => {
    const plan = await create({ name: 'Short-lived' });
    expect((await t.request('DELETE', `/tenant/school/plans/${plan.id}`, { token: tokens.admin })).statusCode).toBe(204);
    expect((await t.request('GET', `/tenant/school/plans/${plan.id}`, { token: tokens.admin })).statusCode).toBe(404);
    expect((await t.request('DELETE', `/tenant/school/plans/${plan.id}`, { token: tokens.admin })).statusCode).toBe(404);
  });
});
