import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Language, Permission } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { findSchool } from '../schools/index.js';
import { passwordResetTokens } from '../auth/index.js';
import { permissions, userPermissions, users, type UserRow } from './users.table.js';


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

export async function listPermissions(tx: Database, schoolId: string, userId: string): Promise<Permission[]> {
  return tx
    .select({ key: permissions.key, name: permissions.name })
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.key, userPermissions.permissionKey))
    .where(and(eq(userPermissions.schoolId, schoolId), eq(userPermissions.userId, userId)))
    .orderBy(asc(permissions.key));
}

export async function loadAuthContext(tx: Database, schoolId: string, userId: string): Promise<AuthContext | null> {
  const user = await findUser(tx, schoolId, userId);
  if (!user) return null;
  const school = await findSchool(tx, schoolId);
  if (!school) return null;
  return { user, school, permissions: await listPermissions(tx, schoolId, userId) };
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
