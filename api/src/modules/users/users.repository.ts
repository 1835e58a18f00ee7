import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language, Permission } from '@school/shared/contracts';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { rowFromJson } from '../../db/rows.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { schools } from '../schools/index.js';
import { passwordResetTokens } from '../auth/index.js';
import { users, type UserRow } from './users.table.js';


// Every query names the school as well as the id: a row of another school is never found,
// even where row-level security is not in force.

export async function findUser(tx: Database, schoolId: string, userId: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** The prepared statement's name: one per connection, planned once. */
const AUTH_CONTEXT_OF_TOKEN = 'auth_context_of_token';

/**
 * `loadAuthContextOfToken`'s statement: $1 the school, $2 the user, $3 the token's hash. Whether the
 * token was signed out, the user's and the school's rows (as `row_to_json`) and the user's
 * permissions in key order, in one round trip.
 */
const AUTH_CONTEXT_OF_TOKEN_SQL = `select
    exists (select 1 from revoked_tokens r where r.token_hash = $3) as revoked,
    (select row_to_json(u) from users u where u.school_id = $1 and u.id = $2) as "user",
    (select row_to_json(s) from schools s where s.id = $1) as school,
    coalesce(
      (select json_agg(json_build_object('key', p.key, 'name', p.name) order by p.key)
         from user_permissions up join permissions p on p.key = up.permission_key
        where up.school_id = $1 and up.user_id = $2),
      '[]'::json) as permissions`;

/**
 * What a signed-in request needs to know of its token, in one statement on the hot path's
 * connections instead of a transaction of five: every authenticated request asks it first
 * (docs/decisions/admin-users-search.md). Null when the token was signed out or the user or the
 * school is gone.
 */
export async function loadAuthContextOfToken(db: DatabaseHandle, schoolId: string, userId: string, tokenHash: string): Promise<AuthContext | null> {
  const [row] = await db.preparedInSchool<{
    revoked: boolean;
    user: Record<string, unknown> | null;
    school: Record<string, unknown> | null;
    permissions: Permission[];
  }>(schoolId, { name: AUTH_CONTEXT_OF_TOKEN, text: AUTH_CONTEXT_OF_TOKEN_SQL, values: [schoolId, userId, tokenHash] });
  if (!row || row.revoked || !row.user || !row.school) return null;
  return { user: rowFromJson(users, row.user), school: rowFromJson(schools, row.school), permissions: row.permissions };
}

export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string | null;
  timezone: string | null;
  /** Absent: left as it is. */
  language?: Language | null;
}

export async function updateProfile(tx: Database, schoolId: string, userId: string, fields: ProfileFields): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(users.schoolId, schoolId), eq(users.id, userId)))
    .returning();
  return row ?? null;
}

export async function setUserImage(tx: Database, schoolId: string, userId: string, imageKey: string | null): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ imageKey, updatedAt: sql`now()` })
    .where(and(eq(users.schoolId, schoolId), eq(users.id, userId)))
    .returning();
  return row ?? null;
}

/**
 * Stores a new hash and bumps the password version, which makes every earlier sign-in token
 * invalid, and ends every outstanding reset token: a reset link mailed before a password change
 * (perhaps to a mailbox the owner no longer controls) must not work after it. Every way of
 * changing a password goes through here, so none can forget it.
 */
export async function setPassword(tx: Database, schoolId: string, userId: string, passwordHash: string): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, passwordVersion: sql`${users.passwordVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.schoolId, schoolId), eq(users.id, userId)))
    .returning();
  if (!row) return null;
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.schoolId, schoolId), eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  return row;
}
