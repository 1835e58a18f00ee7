import { and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users, type UserRow } from '../users/index.js';
import { passwordResetTokens, revokedTokens } from './auth.table.js';

/**
 * Sign-in and reset requests know only an e-mail, not a school, so this look-up runs on the
 * system connection. E-mails are unique on the whole platform.
 */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function insertResetToken(
  tx: Database,
  row: { schoolId: string; userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values(row);
}

/** The school and user of a reset token (system connection: the token is all the caller has). */
export async function findResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, schoolId: passwordResetTokens.schoolId, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks the token used if it still can be: one statement, so two concurrent uses cannot both win. */
export async function consumeResetToken(tx: Database, schoolId: string, id: string, now: Date): Promise<{ userId: string } | null> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.schoolId, schoolId),
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row ?? null;
}

/** How many reset links the user was sent since `since` (system connection, like the look-up by e-mail). */
export async function countResetTokensSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, since)));
  return row?.count ?? 0;
}

/** Ends a token for good; also drops the school's revocations that have expired anyway. */
export async function revokeToken(tx: Database, row: { tokenHash: string; schoolId: string; expiresAt: Date }, now: Date): Promise<void> {
  await tx.delete(revokedTokens).where(and(eq(revokedTokens.schoolId, row.schoolId), lt(revokedTokens.expiresAt, now)));
  await tx.insert(revokedTokens).values(row).onConflictDoNothing();
}
