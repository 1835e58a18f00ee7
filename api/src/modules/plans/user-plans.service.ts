import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { BalanceEntry, LedgerAuthor, PaginationMeta, UserPlan, UserPlanActionInput } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { findUser, users } from '../users/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { applyOperation, remainingOf, usedOf, type EntryRecord, type LedgerEntryLike, type LedgerRefusal } from './ledger.js';
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

const todayOf = (now: Date) => now.toISOString().slice(0, 10);
// A payment day is a calendar day where the staff member is: the latest zone (UTC+14) may already
// be a day ahead of UTC, so "today" allows that much and no more.
const latestToday = (now: Date) => todayOf(new Date(now.getTime() + 14 * 60 * 60 * 1000));

const payer = alias(users, 'payer');
const author = alias(users, 'author');
const nameOf = (row: { id: string; firstName: string; lastName: string } | null): LedgerAuthor | null =>
  row ? { id: row.id, name: `${row.firstName} ${row.lastName}`.trim() } : null;

/**
 * Remaining and used of several user plans from their entries (one query for a page): remaining is
 * the sum, used follows `usedOf`. Neither is stored.
 */
async function balancesOf(tx: Database, schoolId: string, ids: readonly string[]): Promise<Map<string, { remaining: number; used: number }>> {
  const byPlan = new Map<string, LedgerEntryLike[]>(ids.map((id) => [id, []]));
  if (ids.length > 0) {
    const rows = await tx
      .select({ userPlanId: balanceEntries.userPlanId, type: balanceEntries.type, amount: balanceEntries.amount })
      .from(balanceEntries)
      .where(and(eq(balanceEntries.schoolId, schoolId), inArray(balanceEntries.userPlanId, [...ids])))
      .orderBy(asc(balanceEntries.createdAt), asc(balanceEntries.id));
    for (const row of rows) byPlan.get(row.userPlanId)?.push(row);
  }
  return new Map([...byPlan].map(([id, entries]) => [id, { remaining: remainingOf(entries), used: usedOf(entries) }]));
}

type PayerRow = { id: string; firstName: string; lastName: string } | null;

function presentUserPlan(row: UserPlanRow, takenBy: PayerRow, balance: { remaining: number; used: number } | undefined): UserPlan {
  return {
    id: row.id,
    planId: row.planId,
    planPackId: row.planPackId,
    planName: row.planName,
    lessons: row.lessons,
    price: row.price,
    currency: row.currency,
    status: row.status,
    lessonsUsed: balance?.used ?? 0,
    lessonsRemaining: balance?.remaining ?? 0,
    purchasedAt: row.paidAt?.toISOString() ?? null,
    payment:
      row.paidAt === null
        ? null
        : {
            amount: row.paymentAmount ?? row.price,
            currency: row.currency,
            date: row.paymentDate ?? todayOf(row.paidAt),
            method: row.paymentMethod ?? 'other',
            takenBy: nameOf(takenBy),
          },
    nextPaymentAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const payerColumns = { id: payer.id, firstName: payer.firstName, lastName: payer.lastName };

async function listPlansOf(tx: Database, schoolId: string, userId: string, page: Page): Promise<{ data: UserPlan[]; meta: PaginationMeta }> {
  const where = and(eq(userPlans.schoolId, schoolId), eq(userPlans.userId, userId));
  const [totalRow] = await tx.select({ total: count() }).from(userPlans).where(where);
  const rows = await tx
    .select({ plan: userPlans, payer: payerColumns })
    .from(userPlans)
    .leftJoin(payer, eq(payer.id, userPlans.paidBy))
    .where(where)
    .orderBy(desc(userPlans.createdAt), desc(userPlans.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const balances = await balancesOf(
    tx,
    schoolId,
    rows.map((row) => row.plan.id),
  );
  return {
    data: rows.map((row) => presentUserPlan(row.plan, row.payer, balances.get(row.plan.id))),
    meta: { pagination: { total: totalRow?.total ?? 0, page: page.page, limit: page.limit } },
  };
}

async function historyOf(tx: Database, schoolId: string, userId: string, page: Page): Promise<{ data: BalanceEntry[]; meta: PaginationMeta }> {
  const where = and(eq(balanceEntries.schoolId, schoolId), eq(balanceEntries.userId, userId));
  const [totalRow] = await tx.select({ total: count() }).from(balanceEntries).where(where);
  const rows = await tx
    .select({ entry: balanceEntries, planName: userPlans.planName, author: { id: author.id, firstName: author.firstName, lastName: author.lastName } })
    .from(balanceEntries)
    .innerJoin(userPlans, eq(userPlans.id, balanceEntries.userPlanId))
    .leftJoin(author, eq(author.id, balanceEntries.authorId))
    .where(where)
    .orderBy(desc(balanceEntries.createdAt), desc(balanceEntries.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return {
    data: rows.map(({ entry, planName, author: writer }) => ({
      id: entry.id,
      planName,
      amount: entry.amount,
      type: entry.type,
      date: entry.createdAt.toISOString(),
      author: nameOf(writer),
      reason: entry.reason,
    })),
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
      .select({ plan: userPlans, payer: payerColumns })
      .from(userPlans)
      .leftJoin(payer, eq(payer.id, userPlans.paidBy))
      .where(and(eq(userPlans.schoolId, schoolId), eq(userPlans.userId, userId), eq(userPlans.id, id)));
    if (!row) throw userPlanNotFound();
    return presentUserPlan(row.plan, row.payer, (await balancesOf(tx, schoolId, [id])).get(id));
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

  /** The payment a `pay` body describes; what it leaves out defaults to the pack's price, today, `other`. */
  async function paymentOf(tx: Database, schoolId: string, id: string, input: UserPlanActionInput, now: Date): Promise<NonNullable<EntryRecord['payment']>> {
    const [row] = await tx.select({ price: userPlans.price }).from(userPlans).where(and(eq(userPlans.schoolId, schoolId), eq(userPlans.id, id)));
    if (!row) throw userPlanNotFound();
    return { amount: input.paidAmount ?? row.price, date: input.paidOn ?? todayOf(now), method: input.method ?? 'other' };
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
    // A member's own history leaves out who wrote an entry and why: a correction's reason is a note
    // of the administration (docs/decisions/admin-payments.md).
    historyOwn: (auth: AuthContext, page: Page) =>
      inSchool(auth, async (tx, schoolId) => {
        const history = await historyOf(tx, schoolId, auth.user.id, page);
        return { ...history, data: history.data.map((entry) => ({ ...entry, author: null, reason: null })) };
      }),

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
        return presentUserPlan(row, null, undefined);
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
          const now = clock();
          if (input.paidOn !== undefined && input.paidOn > latestToday(now)) throw fieldError(400, 'paidOn', 'admin.paymentDate');
          const record: EntryRecord =
            input.action === 'pay'
              ? {
                  authorId: auth.user.id,
                  ...(input.paidAmount !== undefined || input.paidOn !== undefined || input.method !== undefined
                    ? { payment: await paymentOf(tx, schoolId, id, input, now) }
                    : {}),
                }
              : { authorId: auth.user.id, reason: input.reason ?? null };
          const operation = input.action === 'pay' ? ({ kind: 'pay' } as const) : ({ kind: 'manual', amount: input.amount ?? 0 } as const);
          const result = await applyOperation(tx, schoolId, id, operation, now, record);
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
