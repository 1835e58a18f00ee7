import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ADMIN_ONLY_PERMISSIONS,
  EMPTY_SCHEDULE,
  PERMISSION_KEYS,
  userTypeOf,
  type AdminUser,
  type PaginationMeta,
  type Permission,
  type PermissionKey,
  type UserStatus,
  type createUserBodySchema,
  type updateUserSchema,
} from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { documentKeysOf } from '../documents/index.js';
import { createFilesService, type Upload } from '../files/index.js';
import { lessonsLeftOf } from '../plans/index.js';
import { findUser } from '../users/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { presentUser } from '../users/index.js';
import { setUserImage } from '../users/index.js';
import type { UserRow } from '../users/index.js';
import {
  deleteUser,
  grantPermission,
  insertUser,
  listPermissionCatalogue,
  listUsers,
  permissionKeysOf,
  revokePermission,
  setUserStatus,
  touchUser,
  updateUserDetails,
  type ListQuery,
} from './user-admin.repository.js';
import { schoolScope } from '../../lib/school-scope.js';

type CreateInput = z.output<typeof createUserBodySchema>;
type UpdateInput = z.output<typeof updateUserSchema>;

export function presentAdminUser(row: UserRow, keys: readonly PermissionKey[]): AdminUser {
  return {
    ...presentUser(row),
    permissions: [...keys],
    schedule: row.schedule ?? EMPTY_SCHEDULE,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const userNotFound = () => new AppError(404, 'admin.userNotFound');
const adminOnly = () => new AppError(403, 'admin.adminOnly');
const selfChange = () => new AppError(409, 'admin.selfChange');
const emailUnavailable = () => fieldError(409, 'email', 'validation.emailUnavailable');

const isAdmin = (keys: readonly { key: PermissionKey }[] | readonly PermissionKey[]) =>
  keys.some((entry) => ADMIN_ONLY_PERMISSIONS.includes(typeof entry === 'string' ? entry : entry.key));

/** Administration of a school's users; who may call it is decided by the routes (docs/decisions/admin-access.md). */
export function createUserAdminService(app: FastifyInstance) {
  const files = createFilesService(app.storage, app.log);
  const inSchool = schoolScope(app.db);

  async function present(tx: Database, schoolId: string, row: UserRow): Promise<AdminUser> {
    const keys = await permissionKeysOf(tx, schoolId, [row.id]);
    return presentAdminUser(row, keys.get(row.id) ?? []);
  }

  /**
   * The user another user is about to change: of this school (else 404), not the caller (409), and
   * not an administrator unless the caller is one (403).
   */
  async function target(tx: Database, auth: AuthContext, id: string): Promise<{ row: UserRow; keys: PermissionKey[] }> {
    const row = await findUser(tx, auth.school.id, id);
    if (!row) throw userNotFound();
    if (row.id === auth.user.id) throw selfChange();
    const keys = (await permissionKeysOf(tx, auth.school.id, [id])).get(id) ?? [];
    if (isAdmin(keys) && !isAdmin(auth.permissions)) throw adminOnly();
    return { row, keys };
  }

  return {
    list: (auth: AuthContext, query: ListQuery): Promise<{ data: AdminUser[]; meta: PaginationMeta }> =>
      inSchool(auth, async (tx, schoolId) => {
        const { rows, total, totalCapped } = await listUsers(tx, schoolId, query);
        const keys = await permissionKeysOf(tx, schoolId, rows.map((row) => row.id));
        const lessonsLeft = await lessonsLeftOf(
          tx,
          schoolId,
          rows.filter((row) => row.role === 'member').map((row) => row.id),
        );
        return {
          data: rows.map((row) => ({ ...presentAdminUser(row, keys.get(row.id) ?? []), lessonsLeft: lessonsLeft.get(row.id) ?? null })),
          meta: { pagination: { total, page: query.page, limit: query.limit, ...(totalCapped ? { totalCapped } : {}) } },
        };
      }),

    get: (auth: AuthContext, id: string): Promise<AdminUser> =>
      inSchool(auth, async (tx, schoolId) => {
        const row = await findUser(tx, schoolId, id);
        if (!row) throw userNotFound();
        return present(tx, schoolId, row);
      }),

    async create(auth: AuthContext, input: CreateInput): Promise<AdminUser> {
      const type = userTypeOf(input);
      const role = type === 'students' ? 'member' : 'staff';
      if (role === 'member' && input.permissions.length > 0) throw fieldError(400, 'permissions', 'admin.memberPermissions');
      const keys = new Set<PermissionKey>(input.permissions);
      // A teacher is staff holding `teacher`, whatever else the form sent (spec 01 §5).
      if (type === 'teachers') keys.add('teacher');
      if (isAdmin([...keys]) && !isAdmin(auth.permissions)) throw adminOnly();
      const passwordHash = await hashPassword(input.password);
      try {
        return await inSchool(auth, async (tx, schoolId) => {
          const row = await insertUser(
            tx,
            schoolId,
            {
              email: input.email,
              passwordHash,
              firstName: input.firstName,
              lastName: input.lastName,
              role,
              status: input.status,
              phone: input.phone ?? null,
              country: input.country ?? null,
              timezone: input.timezone ?? null,
              schedule: input.schedule ?? null,
            },
            PERMISSION_KEYS.filter((key) => keys.has(key)),
          );
          return present(tx, schoolId, row);
        });
      } catch (error) {
        // One neutral answer whether the address is used in this school or another (docs/decisions/api-tenancy.md).
        if (isUniqueViolation(error)) throw emailUnavailable();
        throw error;
      }
    },

    async update(auth: AuthContext, id: string, input: UpdateInput): Promise<AdminUser> {
      try {
        return await inSchool(auth, async (tx, schoolId) => {
          await target(tx, auth, id);
          const row = await updateUserDetails(tx, schoolId, id, {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone ?? null,
            country: input.country ?? null,
            timezone: input.timezone ?? null,
            ...(input.schedule ? { schedule: input.schedule } : {}),
          });
          if (!row) throw userNotFound();
          return present(tx, schoolId, row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailUnavailable();
        throw error;
      }
    },

    setStatus: (auth: AuthContext, id: string, status: UserStatus): Promise<AdminUser> =>
      inSchool(auth, async (tx, schoolId) => {
        const current = await target(tx, auth, id);
        // Setting the status it already has changes nothing (and ends no sessions).
        if (current.row.status === status) return presentAdminUser(current.row, current.keys);
        const row = await setUserStatus(tx, schoolId, id, status);
        if (!row) throw userNotFound();
        return presentAdminUser(row, current.keys);
      }),

    /** Deletes the user; rights, memberships, plans, entries and documents go with the row (cascades), bytes after commit. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const { imageKey, documentKeys } = await inSchool(auth, async (tx, schoolId) => {
        const { row } = await target(tx, auth, id);
        if (row.imageKey) await files.forget(tx, schoolId, row.imageKey);
        const keys = await documentKeysOf(tx, schoolId, { kind: 'user', id });
        await deleteUser(tx, schoolId, id);
        return { imageKey: row.imageKey, documentKeys: keys };
      });
      await files.purge([imageKey]);
      for (const key of documentKeys) {
        await app.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'could not delete document bytes'));
      }
    },

    async replaceAvatar(auth: AuthContext, id: string, receive: () => Promise<Upload>): Promise<AdminUser> {
      // Who and whether first: a refused caller's upload is never read into memory.
      await inSchool(auth, (tx) => target(tx, auth, id));
      const upload = await receive();
      const { user, previous } = await inSchool(auth, async (tx, schoolId) => {
        const current = await target(tx, auth, id);
        const key = await files.store(tx, schoolId, upload);
        const row = await setUserImage(tx, schoolId, id, key);
        if (!row) throw userNotFound();
        if (current.row.imageKey) await files.forget(tx, schoolId, current.row.imageKey);
        return { user: presentAdminUser(row, current.keys), previous: current.row.imageKey };
      });
      await files.purge([previous]);
      return user;
    },

    async deleteAvatar(auth: AuthContext, id: string): Promise<AdminUser> {
      const { user, previous } = await inSchool(auth, async (tx, schoolId) => {
        const current = await target(tx, auth, id);
        const row = await setUserImage(tx, schoolId, id, null);
        if (!row) throw userNotFound();
        if (current.row.imageKey) await files.forget(tx, schoolId, current.row.imageKey);
        return { user: presentAdminUser(row, current.keys), previous: current.row.imageKey };
      });
      await files.purge([previous]);
      return user;
    },

    /** Switches one right on or off; switching it to the state it has is harmless. */
    setPermission: (auth: AuthContext, id: string, key: PermissionKey, enabled: boolean): Promise<AdminUser> =>
      inSchool(auth, async (tx, schoolId) => {
        const { row } = await target(tx, auth, id);
        if (row.role !== 'staff') throw new AppError(400, 'admin.memberPermissions');
        if (ADMIN_ONLY_PERMISSIONS.includes(key) && !isAdmin(auth.permissions)) throw adminOnly();
        if (enabled) await grantPermission(tx, schoolId, id, key);
        else await revokePermission(tx, schoolId, id, key);
        await touchUser(tx, schoolId, id);
        const fresh = await findUser(tx, schoolId, id);
        if (!fresh) throw userNotFound();
        return present(tx, schoolId, fresh);
      }),

    /** The catalogue in the contract's order (the order of the toggles). */
    permissions: (auth: AuthContext): Promise<Permission[]> =>
      inSchool(auth, async (tx) => {
        const rows = await listPermissionCatalogue(tx);
        return rows.sort((a, b) => PERMISSION_KEYS.indexOf(a.key) - PERMISSION_KEYS.indexOf(b.key));
      }),
  };
}
