import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { planListQuerySchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { likePattern } from '../../lib/like.js';
import { planPacks, plans, type PlanPackRow, type PlanRow } from './plans.table.js';

export type PlanListQuery = z.output<typeof planListQuerySchema>;
export type PlanWithPacks = PlanRow & { packs: PlanPackRow[] };

// Every query names the school as well as the id (docs/decisions/api-tenancy.md).

async function withPacks(tx: Database, schoolId: string, rows: PlanRow[]): Promise<PlanWithPacks[]> {
  if (rows.length === 0) return [];
  const packs = await tx
    .select()
    .from(planPacks)
    .where(and(eq(planPacks.schoolId, schoolId), inArray(planPacks.planId, rows.map((row) => row.id))))
    .orderBy(asc(planPacks.position), asc(planPacks.id));
  return rows.map((row) => ({ ...row, packs: packs.filter((pack) => pack.planId === row.id) }));
}

export async function listPlans(tx: Database, schoolId: string, query: PlanListQuery): Promise<{ rows: PlanWithPacks[]; total: number }> {
  const conditions: SQL[] = [eq(plans.schoolId, schoolId)];
  if (query.q) conditions.push(sql`lower(${plans.name}) like ${likePattern(query.q)}`);
  const where = and(...conditions);
  const [totalRow] = await tx.select({ total: count() }).from(plans).where(where);
  const rows = await tx
    .select()
    .from(plans)
    .where(where)
    // `active` sorts before `inactive`: the plans in use come first.
    .orderBy(asc(plans.status), asc(sql`lower(${plans.name})`), asc(plans.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows: await withPacks(tx, schoolId, rows), total: totalRow?.total ?? 0 };
}

export async function findPlan(tx: Database, schoolId: string, id: string): Promise<PlanWithPacks | null> {
  const rows = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.schoolId, schoolId), eq(plans.id, id)))
    .limit(1);
  const [found] = await withPacks(tx, schoolId, rows);
  return found ?? null;
}

export interface PlanFields {
  name: string;
  durationMinutes: number;
  validityDays: number;
  currency: PlanRow['currency'];
  status: PlanRow['status'];
}

export interface PackFields {
  id?: string | undefined;
  lessons: number;
  price: number;
}

export async function insertPlan(tx: Database, schoolId: string, fields: PlanFields): Promise<PlanRow> {
  const [row] = await tx
    .insert(plans)
    .values({ ...fields, schoolId })
    .returning();
  if (!row) throw new Error('plan insert returned no row');
  return row;
}

export async function updatePlan(tx: Database, schoolId: string, id: string, fields: PlanFields): Promise<boolean> {
  const rows = await tx
    .update(plans)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(plans.schoolId, schoolId), eq(plans.id, id)))
    .returning({ id: plans.id });
  return rows.length > 0;
}

/**
 * Makes the plan's packs exactly `packs`, in that order: a pack with an id of this plan is updated
 * in place (its id stays, for the student plans that point at it), one without is created, and the
 * plan's other packs are deleted. The caller checks that every given id is a pack of the plan.
 */
export async function replacePacks(tx: Database, schoolId: string, planId: string, packs: readonly PackFields[]): Promise<void> {
  const kept = packs.flatMap((pack) => (pack.id ? [pack.id] : []));
  await tx
    .delete(planPacks)
    .where(and(eq(planPacks.schoolId, schoolId), eq(planPacks.planId, planId), ...(kept.length > 0 ? [notInArray(planPacks.id, kept)] : [])));
  for (const [position, pack] of packs.entries()) {
    if (pack.id) {
      await tx
        .update(planPacks)
        .set({ lessons: pack.lessons, price: pack.price, position })
        .where(and(eq(planPacks.schoolId, schoolId), eq(planPacks.planId, planId), eq(planPacks.id, pack.id)));
    } else {
      await tx.insert(planPacks).values({ schoolId, planId, lessons: pack.lessons, price: pack.price, position });
    }
  }
}

export async function deletePlan(tx: Database, schoolId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(plans)
    .where(and(eq(plans.schoolId, schoolId), eq(plans.id, id)))
    .returning({ id: plans.id });
  return rows.length > 0;
}
