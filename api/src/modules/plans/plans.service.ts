import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PaginationMeta, Plan, PlanPack, planInputSchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { deletePlan, findPlan, insertPlan, listPlans, replacePacks, updatePlan, type PlanListQuery, type PlanWithPacks } from './plans.repository.js';
import { schoolScope } from '../../lib/school-scope.js';

type PlanInput = z.output<typeof planInputSchema>;

export function presentPlan(row: PlanWithPacks): Plan {
  return {
    id: row.id,
    name: row.name,
    durationMinutes: row.durationMinutes,
    validityDays: row.validityDays,
    currency: row.currency,
    status: row.status,
    packs: row.packs.map((pack): PlanPack => ({ id: pack.id, lessons: pack.lessons, price: pack.price })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const planNotFound = () => new AppError(404, 'admin.planNotFound');

const planFields = (input: PlanInput) => ({
  name: input.name,
  durationMinutes: input.durationMinutes,
  validityDays: input.validityDays,
  currency: input.currency,
  status: input.status,
});

/** School plans and their packs; who may call it is decided by the routes (docs/decisions/admin-access.md). */
export function createPlansService(app: FastifyInstance) {
  const inSchool = schoolScope(app.db);

  async function existing(tx: Database, schoolId: string, id: string): Promise<PlanWithPacks> {
    const row = await findPlan(tx, schoolId, id);
    if (!row) throw planNotFound();
    return row;
  }

  return {
    list: (auth: AuthContext, query: PlanListQuery): Promise<{ data: Plan[]; meta: PaginationMeta }> =>
      inSchool(auth, async (tx, schoolId) => {
        const { rows, total } = await listPlans(tx, schoolId, query);
        return { data: rows.map(presentPlan), meta: { pagination: { total, page: query.page, limit: query.limit } } };
      }),

    get: (auth: AuthContext, id: string) => inSchool(auth, async (tx, schoolId) => presentPlan(await existing(tx, schoolId, id))),

    create: (auth: AuthContext, input: PlanInput) =>
      inSchool(auth, async (tx, schoolId) => {
        // A new plan has no packs yet: an id in it names a pack of some other plan.
        if (input.packs.some((pack) => pack.id)) throw fieldError(400, 'packs', 'admin.packNotFound');
        const row = await insertPlan(tx, schoolId, planFields(input));
        await replacePacks(tx, schoolId, row.id, input.packs);
        return presentPlan(await existing(tx, schoolId, row.id));
      }),

    update: (auth: AuthContext, id: string, input: PlanInput) =>
      inSchool(auth, async (tx, schoolId) => {
        const current = await existing(tx, schoolId, id);
        const own = new Set(current.packs.map((pack) => pack.id));
        const given = input.packs.flatMap((pack) => (pack.id ? [pack.id] : []));
        if (given.some((packId) => !own.has(packId)) || new Set(given).size !== given.length) throw fieldError(400, 'packs', 'admin.packNotFound');
        await updatePlan(tx, schoolId, id, planFields(input));
        await replacePacks(tx, schoolId, id, input.packs);
        return presentPlan(await existing(tx, schoolId, id));
      }),

    /** Students keep what they bought: their plans hold copies of name, lessons and price. */
    remove: (auth: AuthContext, id: string) =>
      inSchool(auth, async (tx, schoolId) => {
        if (!(await deletePlan(tx, schoolId, id))) throw planNotFound();
      }),
  };
}
