import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Language, ProfileResponse } from '@school/shared/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { burnVerification, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { presentSchool } from '../schools/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { setPassword } from '../users/index.js';
import { presentUser } from '../users/index.js';
import { tokenHashOf, type TokenClaims } from '../../plugins/auth.js';
import { consumeResetToken, countResetTokensSince, findResetToken, findUserByEmail, insertResetToken, revokeToken } from './auth.repository.js';
import { resetMail } from './reset-mail.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const invalidCredentials = () => new AppError(401, 'auth.invalidCredentials');
const invalidResetToken = () => new AppError(400, 'auth.resetTokenInvalid', { token: ['auth.resetTokenInvalid'] });

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The window in which an account gets at most `resetMailsPerEmail` reset mails. */
export const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;

export function createAuthService(app: FastifyInstance, clock: Clock, limits: { resetMailsPerEmail: number } = { resetMailsPerEmail: 3 }) {
  return {
    /** A token for valid credentials of an active user; one answer for every failure, in the same time. */
    async login(email: string, password: string): Promise<string> {
      const user = await findUserByEmail(app.db.system, email);
      if (!user) {
        await burnVerification(password);
        throw invalidCredentials();
      }
      const valid = await verifyPassword(user.passwordHash, password);
      if (!valid || user.status !== 'active') throw invalidCredentials();
      return app.tokens.sign({ id: user.id, schoolId: user.schoolId, passwordVersion: user.passwordVersion });
    },

    /** Revokes a valid token until it would have expired anyway. */
    logout: (token: string, claims: TokenClaims): Promise<void> =>
      app.db.inSchool(claims.schoolId, (tx) => revokeToken(tx, { tokenHash: tokenHashOf(token), schoolId: claims.schoolId, expiresAt: claims.expiresAt }, clock())),

    profile(auth: AuthContext): ProfileResponse {
      return { user: presentUser(auth.user), permissions: auth.permissions, school: presentSchool(auth.school) };
    },

    /**
     * Starts the reset in the background and returns at once: the answer is the same, and as fast,
     * whether the address exists or not.
     */
    requestReset(email: string, language: Language, publicUrl: string): void {
      app.background.run('password-reset-mail', async () => {
        const user = await findUserByEmail(app.db.system, email);
        if (!user || user.status !== 'active') return;
        // Someone asking again and again must not flood a mailbox; the answer stays the same,
        // so the limit does not tell whether the address exists.
        const since = new Date(clock().getTime() - RESET_MAIL_WINDOW_MS);
        if ((await countResetTokensSince(app.db.system, user.id, since)) >= limits.resetMailsPerEmail) return;
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(clock().getTime() + RESET_TOKEN_TTL_MS);
        await app.db.inSchool(user.schoolId, (tx) =>
          insertResetToken(tx, { schoolId: user.schoolId, userId: user.id, tokenHash: hashResetToken(token), expiresAt, createdAt: clock() }),
        );
        const link = `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await app.mailer.send(resetMail({ to: user.email, name: `${user.firstName} ${user.lastName}`.trim(), link, language }));
      });
    },

    /** Sets a new password with a reset token: valid once, for one hour; earlier sign-in tokens stop working. */
    async resetPassword(token: string, password: string): Promise<void> {
      const found = await findResetToken(app.db.system, hashResetToken(token));
      if (!found) throw invalidResetToken();
      const passwordHash = await hashPassword(password);
      const now = clock();
      await app.db.inSchool(found.schoolId, async (tx) => {
        const consumed = await consumeResetToken(tx, found.schoolId, found.id, now);
        if (!consumed) throw invalidResetToken();
        const user = await setPassword(tx, found.schoolId, consumed.userId, passwordHash);
        if (!user) throw invalidResetToken();
      });
    },
  };
}
