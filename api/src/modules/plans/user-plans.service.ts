import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BalanceEntry, PaginationMeta, UserPlan, UserPlanActionInput } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { findUser } from '../users/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { applyOperation, type LedgerRefusal } from './ledger.js';
import { balanceEntries, planPacks, plans, userPlans, type UserPlanRow } from './plans.table.js';
import { schoolScope } from '../../lib/school-scope.js';

type Page = { page: number; limit: number };

const userNotFound = () => new AppError(404, 'admin.userNotFound');
const userPlanNotFound = () => new AppError(404, 'admin.userPlanNotFound');

const REFUSALS: Record<LedgerRefusal, AppError> = {
  notPaid: new AppError(409, 'admin.notPaid'),
  alreadyPaid: new AppError(409, 'admin.alreadyPaid'),
  expired: new AppError(409, 'admin.planExpired'),
  belowZero: new AppError(409, 'admin.belowZero'),
  zeroAmount: fieldError(400, 'amount', 'admin.amount'),
  noLessonsLeft: new AppError(409, 'admin.belowZero'),
  nothingToRefund: new AppError(409, 'admin.belowZero'),
};

// Remaining is the sum of the entries; used is charges minus refunds. Both are read, never stored.
// Written with explicit names: in a one-table select drizzle leaves columns unqualified, and an
// unqualified `id` inside the subquery would mean the entry's id, not the plan's.
const remaining = sql<number>`(select coalesce(sum(be.amount), 0)::int from balance_entries be where be.user_plan_id = "user_plans"."id")`;
const used = sql<number>`(select coalesce(sum(-be.amount), 0)::int from balance_entries be where be.user_plan_id = "user_plans"."id" and be.type in ('lessonCompleted', 'lessonRefund'))`;

function presentUserPlan(row: UserPlanRow, lessonsRemaining: number, lessonsUsed: number): UserPlan {
  return {
    id: row.id,
    planId: row.planId,
    planPackId: row.planPackId,
    planName: row.planName,
    lessons: row.lessons,
    price: row.price,
    currency: row.currency,
    status: row.status,
    lessonsUsed,
    lessonsRemaining,
    purchasedAt: row.paidAt?.toISOString() ?? null,
    nextPaymentAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function listPlansOf(tx: Database, schoolId: string, userId: string, page: Page): Promise<{ data: UserPlan[]; meta: PaginationMeta }> {
  const where = and(eq(userPlans.schoolId, schoolId), eq(userPlans.userId, userId));
  const [totalRow] = await tx.select({ total: count() }).from(userPlans).where(where);
  const rows = await tx
    .select({ plan: userPlans, remaining, used })
    .from(userPlans)
    .where(where)
    .orderBy(desc(userPlans.createdAt), desc(userPlans.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return {
    data: rows.map((row) => presentUserPlan(row.plan, row.remaining, row.used)),
    meta: { pagination: { total: totalRow?.total ?? 0, page: page.page, limit: page.limit } },
  };
}

async function historyOf(tx: Database, schoolId: string, userId: string, page: Page): Promise<{ data: BalanceEntry[]; meta: PaginationMeta }> {
  const where = and(eq(balanceEntries.schoolId, schoolId), eq(balanceEntries.userId, userId));
  const [totalRow] = await tx.select({ total: count() }).from(balanceEntries).where(where);
  const rows = await tx
    .select({ entry: balanceEntries, planName: userPlans.planName })
    .from(balanceEntries)
    .innerJoin(userPlans, eq(userPlans.id, balanceEntries.userPlanId))
    .where(where)
    .orderBy(desc(balanceEntries.createdAt), desc(balanceEntries.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return {
    data: rows.map(({ entry, planName }) => ({ id: entry.id, planName, amount: entry.amount, type: entry.type, date: entry.createdAt.toISOString() })),
    meta: { pagination: { total: totalRow?.total ?? 0, page: page.page, limit: page.limit } },
  };
}

/** Packs assigned to students and their balance (docs/decisions/admin-balance-ledger.md). */
export function createUserPlansService(app: FastifyInstance, clock: Clock) {
  const inSchool = schoolScope(app.db);

  async function student(tx: Database, schoolId: string, userId: string): Promise<void> {
    const user = await findUser(tx, schoolId, userId);
    if (!user) throw userNotFound();
    if (user.role !== 'member') throw new AppError(400, 'admin.notStudent');
  }

  async function one(tx: Database, schoolId: string, userId: string, id: string): Promise<UserPlan> {
    const [row] = await tx
      .select({ plan: userPlans, remaining, used })
      .from(userPlans)
      .where(and(eq(userPlans.schoolId, schoolId), eq(userPlans.userId, userId), eq(userPlans.id, id)));
    if (!row) throw userPlanNotFound();
    return presentUserPlan(row.plan, row.remaining, row.used);
  }

  /**
   * The user plan a path names: by its own id, or by the id of its plan pack as spec 01 names it
   * (`users/{id}/plans/{planPackId}`), then the student's latest assignment of that pack.
   */
  async function userPlanIdOf(tx: Database, schoolId: string, userId: string, id: string): Promise<string> {
    const [row] = await tx
      .select({ id: userPlans.id })
      .from(userPlans)
      .where(and(eq(userPlans.schoolId, schoolId), eq(userPlans.userId, userId), or(eq(userPlans.id, id), eq(userPlans.planPackId, id))))
      .orderBy(desc(sql`${userPlans.id} = ${id}`), desc(userPlans.createdAt), desc(userPlans.id))
      .limit(1);
    if (!row) throw userPlanNotFound();
    return row.id;
  }

  return {
    list: (auth: AuthContext, userId: string, page: Page) =>
      inSchool(auth, async (tx, schoolId) => {
        if (!(await findUser(tx, schoolId, userId))) throw userNotFound();
        return listPlansOf(tx, schoolId, userId, page);
      }),

    history: (auth: AuthContext, userId: string, page: Page) =>
      inSchool(auth, async (tx, schoolId) => {
        if (!(await findUser(tx, schoolId, userId))) throw userNotFound();
        return historyOf(tx, schoolId, userId, page);
      }),

    listOwn: (auth: AuthContext, page: Page) => inSchool(auth, (tx, schoolId) => listPlansOf(tx, schoolId, auth.user.id, page)),
    historyOwn: (auth: AuthContext, page: Page) => inSchool(auth, (tx, schoolId) => historyOf(tx, schoolId, auth.user.id, page)),

    /** Copies the pack (and its plan's name, currency, validity) onto the student: assigned, not paid. */
    assign: (auth: AuthContext, userId: string, planPackId: string) =>
      inSchool(auth, async (tx, schoolId) => {
        await student(tx, schoolId, userId);
        const [found] = await tx
          .select({ pack: planPacks, plan: plans })
          .from(planPacks)
          .innerJoin(plans, eq(plans.id, planPacks.planId))
          .where(and(eq(planPacks.schoolId, schoolId), eq(planPacks.id, planPackId)));
        if (!found) throw fieldError(404, 'planPackId', 'admin.packNotFound');
        if (found.plan.status !== 'active') throw fieldError(400, 'planPackId', 'admin.planInactive');
        const [row] = await tx
          .insert(userPlans)
          .values({
            schoolId,
            userId,
            planId: found.plan.id,
            planPackId: found.pack.id,
            planName: found.plan.name,
            lessons: found.pack.lessons,
            price: found.pack.price,
            currency: found.plan.currency,
            validityDays: found.plan.validityDays,
          })
          .returning();
        if (!row) throw new Error('user plan insert returned no row');
        return presentUserPlan(row, 0, 0);
      }),

    act: (auth: AuthContext, userId: string, userPlanOrPackId: string, input: UserPlanActionInput) =>
      inSchool(auth, async (tx, schoolId) => {
        const id = await userPlanIdOf(tx, schoolId, userId, userPlanOrPackId);
        if (input.action === 'activate' || input.action === 'deactivate') {
          if (input.action === 'activate') {
            const current = await one(tx, schoolId, userId, id);
            if (!current.purchasedAt) throw REFUSALS.notPaid;
          }
          await tx
            .update(userPlans)
            .set({ status: input.action === 'activate' ? 'active' : 'inactive', updatedAt: clock() })
            .where(and(eq(userPlans.schoolId, schoolId), eq(userPlans.id, id)));
        } else {
          const operation = input.action === 'pay' ? ({ kind: 'pay' } as const) : ({ kind: 'manual', amount: input.amount ?? 0 } as const);
          const result = await applyOperation(tx, schoolId, id, operation, clock());
          if (!result) throw userPlanNotFound();
          if ('refused' in result) throw REFUSALS[result.refused];
        }
        return one(tx, schoolId, userId, id);
      }),

    /** Only an unpaid assignment may go: a paid one has ledger entries, which are never removed. */
    remove: (auth: AuthContext, userId: string, userPlanOrPackId: string) =>
      inSchool(auth, async (tx, schoolId) => {
        const id = await userPlanIdOf(tx, schoolId, userId, userPlanOrPackId);
        const current = await one(tx, schoolId, userId, id);
        if (current.purchasedAt) throw new AppError(409, 'admin.planPaid');
        await tx.delete(userPlans).where(and(eq(userPlans.schoolId, schoolId), eq(userPlans.userId, userId), eq(userPlans.id, id)));
      }),
  };
}
