import type { FastifyInstance } from 'fastify';
import type { User } from '@school/shared/contracts';
import { AppError, fieldError, unauthorized } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { setPassword, setUserImage, updateProfile, findUser, type ProfileFields } from './users.repository.js';
import type { UserRow } from './users.table.js';
import { createFilesService, fileUrl, type Upload } from '../files/index.js';

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    image: fileUrl(row.imageKey),
    phone: row.phone,
    country: row.country,
    timezone: row.timezone,
    language: row.language ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in user's own account: profile, avatar, password. */
export function createUsersService(app: FastifyInstance) {
  const files = createFilesService(app.storage, app.log);

  return {
    async updateProfile(auth: AuthContext, fields: ProfileFields, currentPassword: string | undefined): Promise<User> {
      const { id, schoolId } = auth.user;
      if (fields.email.toLowerCase() !== auth.user.email.toLowerCase()) {
        if (!currentPassword) throw fieldError(400, 'currentPassword', 'auth.currentPasswordRequired');
        if (!(await verifyPassword(auth.user.passwordHash, currentPassword))) throw fieldError(400, 'currentPassword', 'auth.wrongPassword');
      }
      try {
        const row = await app.db.inSchool(schoolId, (tx) => updateProfile(tx, schoolId, id, fields));
        if (!row) throw unauthorized();
        return presentUser(row);
      } catch (error) {
        // E-mails are unique on the whole platform. One neutral answer for an address of this school
        // and of any other, so the answer never says which schools an address belongs to.
        if (isUniqueViolation(error)) throw fieldError(409, 'email', 'validation.emailUnavailable');
        throw error;
      }
    },

    async replaceAvatar(auth: AuthContext, receive: () => Promise<Upload>): Promise<User> {
      const upload = await receive();
      const { id, schoolId } = auth.user;
      const { row, previous } = await app.db.inSchool(schoolId, async (tx) => {
        const current = await findUser(tx, schoolId, id);
        if (!current) throw unauthorized();
        const key = await files.store(tx, schoolId, upload);
        const updated = await setUserImage(tx, schoolId, id, key);
        if (current.imageKey) await files.forget(tx, schoolId, current.imageKey);
        return { row: updated, previous: current.imageKey };
      });
      await files.purge([previous]);
      if (!row) throw unauthorized();
      return presentUser(row);
    },

    async deleteAvatar(auth: AuthContext): Promise<User> {
      const { id, schoolId } = auth.user;
      const { row, previous } = await app.db.inSchool(schoolId, async (tx) => {
        const current = await findUser(tx, schoolId, id);
        if (!current) throw unauthorized();
        const updated = await setUserImage(tx, schoolId, id, null);
        if (current.imageKey) await files.forget(tx, schoolId, current.imageKey);
        return { row: updated, previous: current.imageKey };
      });
      await files.purge([previous]);
      if (!row) throw unauthorized();
      return presentUser(row);
    },

    /** Checks the old password, stores the new one and answers a fresh token: every older token now gets 401. */
    async changePassword(auth: AuthContext, oldPassword: string, newPassword: string): Promise<string> {
      const { id, schoolId } = auth.user;
      if (!(await verifyPassword(auth.user.passwordHash, oldPassword))) {
        throw new AppError(400, 'auth.wrongPassword', { oldPassword: ['auth.wrongPassword'] });
      }
      const passwordHash = await hashPassword(newPassword);
      const row = await app.db.inSchool(schoolId, (tx) => setPassword(tx, schoolId, id, passwordHash));
      if (!row) throw unauthorized();
      return app.tokens.sign({ id: row.id, schoolId: row.schoolId, passwordVersion: row.passwordVersion });
    },
  };
}
