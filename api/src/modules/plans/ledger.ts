import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BalanceEntryType, PaymentMethod } from '@school/shared/contracts';
import { readRows, type Database } from '../../db/client.js';
import { balanceEntries, userPlans, type BalanceEntryRow, type UserPlanRow } from './plans.table.js';

/**
 * The balance ledger (docs/decisions/admin-balance-ledger.md). A student's lessons change only by
 * appending an entry; what remains is the sum of the entries, never a stored number. The rules of
 * which entry may be written are here, pure, so a property test can drive them; the database
 * functions below lock the user plan, read its entries, ask the rules and append.
 */

export type LedgerOperation =
  /** The pack is paid: its lessons are credited once (`auto`). */
  | { kind: 'pay' }
  /** An administrator's correction, positive or negative (`manual`). */
  | { kind: 'manual'; amount: number }
  /** A lesson took place (`lessonCompleted`, -1). */
  | { kind: 'charge' }
  /** A charged lesson is given back (`lessonRefund`, +1). */
  | { kind: 'refund' };

export type LedgerRefusal = 'notPaid' | 'alreadyPaid' | 'expired' | 'noLessonsLeft' | 'nothingToRefund' | 'belowZero' | 'zeroAmount';

export interface LedgerPlan {
  lessons: number;
  paidAt: Date | null;
  expiresAt: Date | null;
}

export interface LedgerEntryLike {
  type: BalanceEntryType;
  amount: number;
}

export const remainingOf = (entries: readonly LedgerEntryLike[]): number => entries.reduce((sum, entry) => sum + entry.amount, 0);

/**
 * Lessons used, walking the entries oldest first (docs/decisions/admin-payments.md): a charge adds
 * one, a refund gives one back; a negative correction counts as lessons used (taken outside the
 * schedule), a positive one first gives back used lessons (down to zero) and beyond that adds extra
 * lessons. The credit and the expiry never touch it. So every correction moves `used` and
 * `remaining` consistently, and `used` never goes below zero.
 */
export const usedOf = (entries: readonly LedgerEntryLike[]): number =>
  entries.reduce((used, entry) => {
    switch (entry.type) {
      case 'lessonCompleted':
      case 'lessonRefund':
      case 'manual':
        return Math.max(0, used - entry.amount);
      default:
        return used;
    }
  }, 0);

const countOf = (entries: readonly LedgerEntryLike[], type: BalanceEntryType) => entries.filter((entry) => entry.type === type).length;

export function isExpired(plan: LedgerPlan, now: Date): boolean {
  return plan.expiresAt !== null && now.getTime() >= plan.expiresAt.getTime();
}

/**
 * The entry an operation writes, or why it may not. Invariants the rules keep: the remaining count
 * never goes below zero; a pack is credited once; refunds never outnumber charges; nothing but the
 * expiry touches an expired pack.
 */
export function decide(
  plan: LedgerPlan,
  entries: readonly LedgerEntryLike[],
  operation: LedgerOperation,
  now: Date,
): { entry: LedgerEntryLike } | { refused: LedgerRefusal } {
  const remaining = remainingOf(entries);
  if (operation.kind === 'pay') {
    if (countOf(entries, 'auto') > 0) return { refused: 'alreadyPaid' };
    return { entry: { type: 'auto', amount: plan.lessons } };
  }
  if (countOf(entries, 'auto') === 0) return { refused: 'notPaid' };
  if (isExpired(plan, now) || countOf(entries, 'expired') > 0) return { refused: 'expired' };
  switch (operation.kind) {
    case 'manual':
      if (!Number.isInteger(operation.amount) || operation.amount === 0) return { refused: 'zeroAmount' };
      if (remaining + operation.amount < 0) return { refused: 'belowZero' };
      return { entry: { type: 'manual', amount: operation.amount } };
    case 'charge':
      if (remaining <= 0) return { refused: 'noLessonsLeft' };
      return { entry: { type: 'lessonCompleted', amount: -1 } };
    case 'refund':
      if (countOf(entries, 'lessonRefund') >= countOf(entries, 'lessonCompleted')) return { refused: 'nothingToRefund' };
      return { entry: { type: 'lessonRefund', amount: 1 } };
  }
}

/** The entry the expiry writes for a pack, or null: past its date, still holding lessons, not expired yet. */
export function expiryEntry(plan: LedgerPlan, entries: readonly LedgerEntryLike[], now: Date): LedgerEntryLike | null {
  if (!isExpired(plan, now) || countOf(entries, 'expired') > 0) return null;
  const remaining = remainingOf(entries);
  return remaining > 0 ? { type: 'expired', amount: -remaining } : null;
}

// ---------------------------------------------------------------------------------------------
// Database side
// ---------------------------------------------------------------------------------------------

export async function entriesOf(tx: Database, schoolId: string, userPlanId: string): Promise<BalanceEntryRow[]> {
  return tx
    .select()
    .from(balanceEntries)
    .where(and(eq(balanceEntries.schoolId, schoolId), eq(balanceEntries.userPlanId, userPlanId)))
    .orderBy(asc(balanceEntries.createdAt), asc(balanceEntries.id));
}

/** Remaining lessons of a user plan: the sum of its entries. */
export async function remainingLessons(tx: Database, schoolId: string, userPlanId: string): Promise<number> {
  const rows = await tx
    .select({ total: sql<number>`coalesce(sum(${balanceEntries.amount}), 0)::int` })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.schoolId, schoolId), eq(balanceEntries.userPlanId, userPlanId)));
  return rows[0]?.total ?? 0;
}

/**
 * The lessons each of several students has left in all: the sum of their ledger entries (0 without
 * any), in one query; what the users list, the lesson dialog and the running-out list show.
 */
export async function lessonsLeftOf(tx: Database, schoolId: string, userIds: readonly string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return result;
  const rows = await tx
    .select({ userId: balanceEntries.userId, total: sql<number>`coalesce(sum(${balanceEntries.amount}), 0)::int` })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.schoolId, schoolId), inArray(balanceEntries.userId, [...new Set(userIds)])))
    .groupBy(balanceEntries.userId);
  for (const row of rows) result.set(row.userId, Number(row.total));
  return result;
}

/** What the entry keeps besides its amount: who, why, and for a payment what was taken. */
export interface EntryRecord {
  authorId?: string | null;
  reason?: string | null;
  payment?: { amount: number; date: string; method: PaymentMethod };
}

/**
 * Applies one operation to a user plan: locks the plan row (so two operations on one pack, or an
 * operation and the expiry job, run one after the other), reads the entries, asks `decide`, appends.
 * Paying also stamps `paidAt` and `expiresAt` (paid + the copied validity) and makes the plan active.
 */
export async function applyOperation(
  tx: Database,
  schoolId: string,
  userPlanId: string,
  operation: LedgerOperation,
  now: Date,
  record: EntryRecord = {},
): Promise<{ entry: BalanceEntryRow } | { refused: LedgerRefusal } | null> {
  const [plan] = await tx
    .select()
    .from(userPlans)
    .where(and(eq(userPlans.schoolId, schoolId), eq(userPlans.id, userPlanId)))
    .for('update');
  if (!plan) return null;
  const decision = decide(plan, await entriesOf(tx, schoolId, userPlanId), operation, now);
  if ('refused' in decision) return decision;
  if (operation.kind === 'pay') {
    const expiresAt = new Date(now.getTime() + plan.validityDays * 24 * 60 * 60 * 1000);
    await tx
      .update(userPlans)
      .set({
        paidAt: now,
        expiresAt,
        status: 'active',
        updatedAt: now,
        // The old body `{ action: 'pay' }` records the pack's price, today, `other`.
        paymentAmount: record.payment?.amount ?? plan.price,
        paymentDate: record.payment?.date ?? now.toISOString().slice(0, 10),
        paymentMethod: record.payment?.method ?? 'other',
        paidBy: record.authorId ?? null,
      })
      .where(and(eq(userPlans.schoolId, schoolId), eq(userPlans.id, userPlanId)));
  }
  const [entry] = await tx
    .insert(balanceEntries)
    .values({
      schoolId,
      userId: plan.userId,
      userPlanId,
      type: decision.entry.type,
      amount: decision.entry.amount,
      authorId: record.authorId ?? null,
      reason: record.reason ?? null,
      createdAt: now,
    })
    .returning();
  if (!entry) throw new Error('balance entry insert returned no row');
  return { entry };
}

/**
 * The expiry job: for every paid pack past its date that still holds lessons and has no `expired`
 * entry, appends one taking the rest. Runs on the system connection (it spans schools). Safe to run
 * twice, or twice at once: the due plans are locked first, and the partial unique index
 * `balance_entries_one_expiry` turns a second expiry of the same pack into nothing.
 * Answers how many entries it wrote.
 */
export async function expireDuePlans(db: Database, now: Date): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${userPlans} where ${userPlans.paidAt} is not null and ${userPlans.expiresAt} <= ${at}::timestamptz for update`);
    const result = await tx.execute(sql`
      insert into ${balanceEntries} (school_id, user_id, user_plan_id, type, amount, created_at)
      select up.school_id, up.user_id, up.id, 'expired', -sum(be.amount), ${at}::timestamptz
      from ${userPlans} up
      join ${balanceEntries} be on be.user_plan_id = up.id
      where up.paid_at is not null and up.expires_at <= ${at}::timestamptz
        and not exists (select 1 from ${balanceEntries} done where done.user_plan_id = up.id and done.type = 'expired')
      group by up.id, up.school_id, up.user_id
      having sum(be.amount) > 0
      on conflict (user_plan_id) where type = 'expired' do nothing
      returning id`);
    return readRows<{ id: string }>(result).length;
  });
}

export type { UserPlanRow };
