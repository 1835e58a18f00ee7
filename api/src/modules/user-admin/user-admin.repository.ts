import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { PERMISSION_KEYS, type PermissionKey, type UserListQuery, type UserStatus, type WorkingSchedule } from '@school/shared/contracts';
import type { z } from 'zod';
import type { userListQuerySchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { likePattern } from '../../lib/like.js';
import { readRows } from '../../db/rows.js';
import { permissions, userPermissions, users, type UserRow } from '../users/index.js';

export type ListQuery = z.output<typeof userListQuerySchema>;
export type { UserListQuery };

/**
 * The text the users search looks in: the name, the e-mail and the digits of the phone number,
 * lower-cased. It is the stored generated column `users.search_text` (migration 0016), which the
 * trigram index `users_search_trgm_idx` and the functions `users_search_ids` and `users_search_page`
 * read too; a write computes it once, a search reads it instead of rebuilding it per row. It is not
 * in the Drizzle table on purpose, so no `select` of users carries it.
 */
export const searchText = sql`${users}."search_text"`;

/**
 * A search with more matches than this is not counted to the end: the list answers this number
 * with `totalCapped` ("more than 1,000"), and pages through the first of them. Counting 90,000
 * matches is what made a broad search slow (docs/decisions/admin-users-search.md).
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How many rows of the list a broad search walks in order before it reads the matches by the index
 * instead. In name order the walk is an index-only scan of `users_search_walk_idx` (migration 0016),
 * about a third of a microsecond a row, so it may go far; the other orders have no index and sort.
 */
const WALK_ROWS: Record<ListQuery['sort'], number> = { name: 30_000, email: 3000, createdAt: 3000, status: 3000 };

/** What a phone number may be typed with besides digits: "+380 (67) 123-45-67". */
const PHONE_LIKE = /^[\d\s()+\-.]+$/;

/**
 * The `like` pattern of a search. A term that looks like (part of) a phone number is searched
 * by its digits, which the search text holds without spaces or signs; any other term as typed.
 */
export function searchPattern(term: string): string {
  const digits = term.replace(/\D/g, '');
  return likePattern(PHONE_LIKE.test(term) && digits.length >= 3 ? digits : term);
}

function holds(schoolId: string, key: PermissionKey): SQL {
  return exists(
    sql`(select 1 from ${userPermissions} where ${userPermissions.schoolId} = ${schoolId} and ${userPermissions.userId} = ${users.id} and ${userPermissions.permissionKey} = ${key})`,
  );
}

/** The role a list asks for (by its type or its role filter), or null for every role. */
function roleOf(query: ListQuery): UserRow['role'] | null {
  if (query.role) return query.role;
  if (query.type === 'students') return 'member';
  if (query.type === 'staff' || query.type === 'teachers') return 'staff';
  return null;
}

/** Every filter of the list but the search. */
function filterConditions(schoolId: string, query: ListQuery): SQL[] {
  const conditions: SQL[] = [eq(users.schoolId, schoolId)];
  if (query.type === 'students') conditions.push(eq(users.role, 'member'));
  if (query.type === 'staff') conditions.push(eq(users.role, 'staff'));
  if (query.type === 'teachers') conditions.push(eq(users.role, 'staff'), holds(schoolId, 'teacher'));
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.permissions) conditions.push(holds(schoolId, query.permissions));
  if (query.status) conditions.push(eq(users.status, query.status));
  return conditions;
}

/** Whether a filter needs more than the users table (a right held), which the search function does not apply. */
const filtersByRights = (query: ListQuery) => query.type === 'teachers' || query.permissions !== undefined;

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

/** A list of uuids as one array parameter (the ids come from the database, never from a request). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export interface UserListPage {
  rows: UserRow[];
  /** Every match, or SEARCH_COUNT_CAP when `totalCapped`. */
  total: number;
  /** A search matched more than SEARCH_COUNT_CAP users; they were not counted. */
  totalCapped: boolean;
}

export async function listUsers(tx: Database, schoolId: string, query: ListQuery): Promise<UserListPage> {
  const filters = filterConditions(schoolId, query);
  const offset = (query.page - 1) * query.limit;
  if (!query.q) {
    const where = and(...filters) as SQL;
    const [totalRow] = await tx.select({ total: count() }).from(users).where(where);
    const rows = await tx.select().from(users).where(where).orderBy(...listOrder(query)).limit(query.limit).offset(offset);
    return { rows, total: totalRow?.total ?? 0, totalCapped: false };
  }

  const pattern = searchPattern(query.q);
  const matches = sql`${searchText} like ${pattern}`;
  if (!filtersByRights(query)) {
    // Up to one more than the cap of the school's matches (the role and status applied), counted, and
    // this page of them in the list's order, in one pass by the owner's planner, which may use the
    // trigram index (users_search_first, migration 0016).
    const first = readRows<{ id: string | null; total: number }>(
      await tx.execute(
        sql`select id, total from users_search_first(${pattern}, ${roleOf(query)}, ${query.status ?? null}, ${query.sort}, ${query.order === 'desc'}, ${query.limit}, ${offset}, ${SEARCH_COUNT_CAP + 1})`,
      ),
    );
    const total = first[0]?.total ?? 0;
    if (total === 0) return { rows: [], total: 0, totalCapped: false };
    if (total <= SEARCH_COUNT_CAP) {
      const pageIds = first.flatMap((row) => (row.id === null ? [] : [row.id]));
      const rows =
        pageIds.length === 0 ? [] : await tx.select().from(users).where(sql`${users.id} = any(${uuidArray(pageIds)})`).orderBy(...listOrder(query));
      return { rows, total, totalCapped: false };
    }
  } else {
    // A rights filter too (teachers, permissions): up to one more than the cap of the matches by the
    // owner's planner (users_search_ids, migration 0015), then the filters on those ids.
    const found = readRows<{ id: string }>(
      await tx.execute(sql`select id from users_search_ids(${pattern}, ${roleOf(query)}, ${query.status ?? null}, ${SEARCH_COUNT_CAP + 1}) as id`),
    ).map((row) => row.id);
    if (found.length === 0) return { rows: [], total: 0, totalCapped: false };
    if (found.length <= SEARCH_COUNT_CAP) {
      // The search stays in the condition although the ids already match it: without it the planner
      // expects a tenth of the school and walks the name index to a late name ("Iryna ...") instead
      // of fetching the ids and sorting them (measured: 35 ms against 90 ms under the bench).
      const where = and(...filters, sql`${users.id} = any(${uuidArray(found)})`, matches) as SQL;
      const rows = await tx.select().from(users).where(where).orderBy(...listOrder(query)).limit(query.limit).offset(offset);
      const [totalRow] = await tx.select({ total: count() }).from(users).where(where);
      return { rows, total: totalRow?.total ?? 0, totalCapped: false };
    }
  }

  // A broad term. First walk the list in its order and keep the matches until the page is full,
  // looking at a bounded number of rows: a term that matches half the school fills a page within
  // a few dozen. The `offset 0` keeps the planner from pushing the search into the walk, where
  // (under row-level security, without statistics for `like`) it would take a common term for a
  // rare one and sort the whole school instead. Without a rights filter the walk is the owner's
  // (users_search_walk, migration 0017), which reads the name keys from the index.
  const walkRows = WALK_ROWS[query.sort] + 4 * (offset + query.limit);
  const walk = sql`select ${users.id} as id, ${searchText} as haystack from ${users} where ${and(...filters)} order by ${sql.join(listOrder(query), sql`, `)} limit ${walkRows} offset 0`;
  let pageIds = readRows<{ id: string }>(
    await tx.execute(
      filtersByRights(query)
        ? sql`select u.id from (${walk}) u where u.haystack like ${pattern} limit ${query.limit} offset ${offset}`
        : sql`select id from users_search_walk(${pattern}, ${roleOf(query)}, ${query.status ?? null}, ${query.sort}, ${query.order === 'desc'}, ${walkRows}, ${query.limit}, ${offset}) as id`,
    ),
  ).map((row) => row.id);
  if (pageIds.length < query.limit && !filtersByRights(query)) {
    // The matches are sparse where the page lies (all "Marta"s come after every "Iryna"): read
    // them through the trigram index and sort them (users_search_page, migration 0015).
    pageIds = readRows<{ id: string }>(
      await tx.execute(
        sql`select id from users_search_page(${pattern}, ${roleOf(query)}, ${query.status ?? null}, ${query.sort}, ${query.order === 'desc'}, ${query.limit}, ${offset}) as id`,
      ),
    ).map((row) => row.id);
  } else if (pageIds.length < query.limit) {
    // A rights filter too (teachers): walk the whole list.
    const whole = sql`select ${users.id} as id, ${searchText} as haystack from ${users} where ${and(...filters)} order by ${sql.join(listOrder(query), sql`, `)} offset 0`;
    pageIds = readRows<{ id: string }>(
      await tx.execute(sql`select u.id from (${whole}) u where u.haystack like ${pattern} limit ${query.limit} offset ${offset}`),
    ).map((row) => row.id);
  }
  const rows =
    pageIds.length === 0 ? [] : await tx.select().from(users).where(sql`${users.id} = any(${uuidArray(pageIds)})`).orderBy(...listOrder(query));
  if (!filtersByRights(query)) return { rows, total: SEARCH_COUNT_CAP, totalCapped: true };
  // The rights filter may leave fewer: count them, up to the cap.
  const everyone = sql`select ${users.id} as id, ${searchText} as haystack from ${users} where ${and(...filters)} offset 0`;
  const [counted] = readRows<{ total: number }>(
    await tx.execute(sql`select count(*)::int as total from (select 1 from (${everyone}) u where u.haystack like ${pattern} limit ${SEARCH_COUNT_CAP + 1}) m`),
  );
  const total = counted?.total ?? 0;
  return total > SEARCH_COUNT_CAP ? { rows, total: SEARCH_COUNT_CAP, totalCapped: true } : { rows, total, totalCapped: false };
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
