import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { groupListQuerySchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../users/index.js';
import { likePattern } from '../../lib/like.js';
import { groupMembers, groups, type GroupRow } from './groups.table.js';

export type GroupListQuery = z.output<typeof groupListQuerySchema>;
export type GroupWithCount = GroupRow & { membersCount: number };

// Every query names the school as well as the id (docs/decisions/api-tenancy.md).

// Explicit names: drizzle leaves columns unqualified in a one-table select, which inside a subquery
// could bind to the wrong table.
const membersCount = sql<number>`(select count(*)::int from group_members gm where gm.group_id = "groups"."id")`;

export async function listGroups(tx: Database, schoolId: string, query: GroupListQuery): Promise<{ rows: GroupWithCount[]; total: number }> {
  const conditions: SQL[] = [eq(groups.schoolId, schoolId)];
  if (query.q) conditions.push(sql`lower(${groups.name}) like ${likePattern(query.q)}`);
  const where = and(...conditions);
  const direction = query.order === 'desc' ? desc : asc;
  const key: Record<GroupListQuery['sort'], SQL> = {
    name: sql`lower(${groups.name})`,
    createdAt: sql`${groups.createdAt}`,
    membersCount,
  };
  const [totalRow] = await tx.select({ total: count() }).from(groups).where(where);
  const rows = await tx
    .select({ group: groups, membersCount })
    .from(groups)
    .where(where)
    .orderBy(direction(key[query.sort]), direction(groups.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.map((row) => ({ ...row.group, membersCount: row.membersCount })), total: totalRow?.total ?? 0 };
}

export async function findGroup(tx: Database, schoolId: string, id: string): Promise<GroupWithCount | null> {
  const [row] = await tx
    .select({ group: groups, membersCount })
    .from(groups)
    .where(and(eq(groups.schoolId, schoolId), eq(groups.id, id)))
    .limit(1);
  return row ? { ...row.group, membersCount: row.membersCount } : null;
}

export async function listMembers(tx: Database, schoolId: string, groupId: string): Promise<UserRow[]> {
  const rows = await tx
    .select({ user: users })
    .from(groupMembers)
    .innerJoin(users, and(eq(users.id, groupMembers.userId), eq(users.schoolId, schoolId)))
    .where(and(eq(groupMembers.schoolId, schoolId), eq(groupMembers.groupId, groupId)))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
  return rows.map((row) => row.user);
}

export interface GroupFields {
  name: string;
  description: string;
}

export async function insertGroup(tx: Database, schoolId: string, fields: GroupFields): Promise<GroupRow> {
  const [row] = await tx
    .insert(groups)
    .values({ ...fields, schoolId })
    .returning();
  if (!row) throw new Error('group insert returned no row');
  return row;
}

export async function updateGroup(tx: Database, schoolId: string, id: string, fields: Partial<GroupFields> & { imageKey?: string | null }): Promise<boolean> {
  const rows = await tx
    .update(groups)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(groups.schoolId, schoolId), eq(groups.id, id)))
    .returning({ id: groups.id });
  return rows.length > 0;
}

export async function deleteGroup(tx: Database, schoolId: string, id: string): Promise<void> {
  await tx.delete(groups).where(and(eq(groups.schoolId, schoolId), eq(groups.id, id)));
}

/** Adding a student who is already in the group changes nothing. */
export async function addMember(tx: Database, schoolId: string, groupId: string, userId: string): Promise<void> {
  await tx.insert(groupMembers).values({ schoolId, groupId, userId }).onConflictDoNothing();
}

export async function removeMember(tx: Database, schoolId: string, groupId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.schoolId, schoolId), eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  return rows.length > 0;
}
