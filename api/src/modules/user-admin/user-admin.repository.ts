import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { PERMISSION_KEYS, type PermissionKey, type UserListQuery, type UserStatus, type WorkingSchedule } from '@school/shared/contracts';
import type { z } from 'zod';
import type { userListQuerySchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { likePattern } from '../../lib/like.js';
import { balanceEntries } from '../plans/index.js';
import { permissions, userPermissions, users, type UserRow } from '../users/index.js';

export type ListQuery = z.output<typeof userListQuerySchema>;
export type { UserListQuery };

/**
 * The text the users search looks in. It must stay exactly the expression of the trigram index
 * `users_search_trgm_idx` (migration 0003), or the planner cannot use the index.
 */
export const searchText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;


function holds(schoolId: string, key: PermissionKey): SQL {
  return exists(
    sql`(select 1 from ${userPermissions} where ${userPermissions.schoolId} = ${schoolId} and ${userPermissions.userId} = ${users.id} and ${userPermissions.permissionKey} = ${key})`,
  );
}

function listConditions(schoolId: string, query: ListQuery): SQL {
  const conditions: SQL[] = [eq(users.schoolId, schoolId)];
  if (query.type === 'students') conditions.push(eq(users.role, 'member'));
  if (query.type === 'staff') conditions.push(eq(users.role, 'staff'));
  if (query.type === 'teachers') conditions.push(eq(users.role, 'staff'), holds(schoolId, 'teacher'));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.permissions) conditions.push(holds(schoolId, query.permissions));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.q) conditions.push(sql`${searchText} like ${likePattern(query.q)}`);
  return and(...conditions) as SQL;
}

function listOrder(query: ListQuery): SQL[] {
  const direction = query.order === 'desc' ? desc : asc;
  const keys: Record<ListQuery['sort'], SQL[]> = {
    name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
    email: [sql`${users.email}`],
    createdAt: [sql`${users.createdAt}`],
    status: [sql`${users.status}`, sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  };
  // The id breaks ties, so a page boundary never shows a user twice or skips one.
  return [...keys[query.sort].map((key) => direction(key)), direction(users.id)];
}

export async function listUsers(tx: Database, schoolId: string, query: ListQuery): Promise<{ rows: UserRow[]; total: number }> {
  const where = listConditions(schoolId, query);
  const [totalRow] = await tx.select({ total: count() }).from(users).where(where);
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The permission keys of several users at once (one query for a whole page), in the contract's order. */
export async function permissionKeysOf(tx: Database, schoolId: string, userIds: readonly string[]): Promise<Map<string, PermissionKey[]>> {
  const result = new Map<string, PermissionKey[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await tx
    .select({ userId: userPermissions.userId, key: userPermissions.permissionKey })
    .from(userPermissions)
    .where(and(eq(userPermissions.schoolId, schoolId), inArray(userPermissions.userId, [...userIds])));
  for (const row of rows) result.get(row.userId)?.push(row.key);
  for (const keys of result.values()) keys.sort((a, b) => PERMISSION_KEYS.indexOf(a) - PERMISSION_KEYS.indexOf(b));
  return result;
}

/** The lessons each student of a page has left: the sum of their ledger entries (0 without any). */
export async function lessonsLeftOf(tx: Database, schoolId: string, userIds: readonly string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return result;
  const rows = await tx
    .select({ userId: balanceEntries.userId, total: sql<number>`coalesce(sum(${balanceEntries.amount}), 0)::int` })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.schoolId, schoolId), inArray(balanceEntries.userId, [...userIds])))
    .groupBy(balanceEntries.userId);
  for (const row of rows) result.set(row.userId, row.total);
  return result;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: UserRow['role'];
  status: UserStatus;
  phone: string | null;
  country: string | null;
  timezone: string | null;
  schedule: WorkingSchedule | null;
}

export async function insertUser(tx: Database, schoolId: string, user: NewUser, keys: readonly PermissionKey[]): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({ ...user, schoolId })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  if (keys.length > 0) await tx.insert(userPermissions).values(keys.map((permissionKey) => ({ schoolId, userId: row.id, permissionKey })));
  return row;
}

export interface UserDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string | null;
  timezone: string | null;
  schedule?: WorkingSchedule;
}

export async function updateUserDetails(tx: Database, schoolId: string, id: string, details: UserDetails): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ ...details, updatedAt: sql`now()` })
    .where(and(eq(users.schoolId, schoolId), eq(users.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Sets the status. Leaving `active` also bumps the password version: the user's tokens are refused
 * at once (requireAuth checks the status too) and stay refused if the account is activated again,
 * so a reactivated user signs in afresh instead of finding old sessions alive.
 */
export async function setUserStatus(tx: Database, schoolId: string, id: string, status: UserStatus): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(status === 'active' ? {} : { passwordVersion: sql`${users.passwordVersion} + 1` }),
    })
    .where(and(eq(users.schoolId, schoolId), eq(users.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteUser(tx: Database, schoolId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.id, id)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function grantPermission(tx: Database, schoolId: string, userId: string, key: PermissionKey): Promise<void> {
  await tx.insert(userPermissions).values({ schoolId, userId, permissionKey: key }).onConflictDoNothing();
}

export async function revokePermission(tx: Database, schoolId: string, userId: string, key: PermissionKey): Promise<void> {
  await tx
    .delete(userPermissions)
    .where(and(eq(userPermissions.schoolId, schoolId), eq(userPermissions.userId, userId), eq(userPermissions.permissionKey, key)));
}

export async function touchUser(tx: Database, schoolId: string, id: string): Promise<void> {
  await tx
    .update(users)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(users.schoolId, schoolId), eq(users.id, id)));
}

/** The platform's permission catalogue, in a stable order. */
export async function listPermissionCatalogue(tx: Database): Promise<{ key: PermissionKey; name: string }[]> {
  return tx.select({ key: permissions.key, name: permissions.name }).from(permissions).orderBy(asc(permissions.key));
}
