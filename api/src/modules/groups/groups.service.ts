import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Group, GroupDetail, PaginationMeta, groupInputSchema } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { documentKeysOf } from '../documents/index.js';
import { createFilesService, fileUrl, type Upload } from '../files/index.js';
import { findUser } from '../users/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import {
  addMember,
  deleteGroup,
  findGroup,
  insertGroup,
  listGroups,
  listMembers,
  removeMember,
  updateGroup,
  type GroupListQuery,
  type GroupWithCount,
} from './groups.repository.js';
import { schoolScope } from '../../lib/school-scope.js';

type GroupInput = z.output<typeof groupInputSchema>;

export function presentGroup(row: GroupWithCount): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: fileUrl(row.imageKey),
    membersCount: row.membersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const groupNotFound = () => new AppError(404, 'admin.groupNotFound');
const nameTaken = () => fieldError(409, 'name', 'admin.groupNameTaken');

/** Student groups; who may call it is decided by the routes (docs/decisions/admin-access.md). */
export function createGroupsService(app: FastifyInstance) {
  const files = createFilesService(app.storage, app.log);
  const inSchool = schoolScope(app.db);

  async function existing(tx: Database, schoolId: string, id: string): Promise<GroupWithCount> {
    const row = await findGroup(tx, schoolId, id);
    if (!row) throw groupNotFound();
    return row;
  }

  async function detail(tx: Database, schoolId: string, id: string): Promise<GroupDetail> {
    const row = await existing(tx, schoolId, id);
    const members = await listMembers(tx, schoolId, id);
    return {
      ...presentGroup(row),
      members: members.map((user) => ({
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        image: fileUrl(user.imageKey),
        status: user.status,
      })),
    };
  }

  /** Unique names are checked by the index; the answer names the field. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    list: (auth: AuthContext, query: GroupListQuery): Promise<{ data: Group[]; meta: PaginationMeta }> =>
      inSchool(auth, async (tx, schoolId) => {
        const { rows, total } = await listGroups(tx, schoolId, query);
        return { data: rows.map(presentGroup), meta: { pagination: { total, page: query.page, limit: query.limit } } };
      }),

    get: (auth: AuthContext, id: string) => inSchool(auth, (tx, schoolId) => detail(tx, schoolId, id)),

    create: (auth: AuthContext, input: GroupInput) =>
      writing(() =>
        inSchool(auth, async (tx, schoolId) => {
          const row = await insertGroup(tx, schoolId, input);
          return detail(tx, schoolId, row.id);
        }),
      ),

    update: (auth: AuthContext, id: string, input: GroupInput) =>
      writing(() =>
        inSchool(auth, async (tx, schoolId) => {
          if (!(await updateGroup(tx, schoolId, id, input))) throw groupNotFound();
          return detail(tx, schoolId, id);
        }),
      ),

    /** Deletes the group; memberships and documents go with the row (cascades), their bytes after commit. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const keys = await inSchool(auth, async (tx, schoolId) => {
        const row = await existing(tx, schoolId, id);
        if (row.imageKey) await files.forget(tx, schoolId, row.imageKey);
        const documentKeys = await documentKeysOf(tx, schoolId, { kind: 'group', id });
        await deleteGroup(tx, schoolId, id);
        return [row.imageKey, ...documentKeys];
      });
      await files.purge(keys);
    },

    async replaceImage(auth: AuthContext, id: string, receive: () => Promise<Upload>): Promise<GroupDetail> {
      // Whether the group exists first: an upload for nothing is never read.
      await inSchool(auth, (tx, schoolId) => existing(tx, schoolId, id));
      const upload = await receive();
      const { group, previous } = await inSchool(auth, async (tx, schoolId) => {
        const current = await existing(tx, schoolId, id);
        const key = await files.store(tx, schoolId, upload);
        await updateGroup(tx, schoolId, id, { imageKey: key });
        if (current.imageKey) await files.forget(tx, schoolId, current.imageKey);
        return { group: await detail(tx, schoolId, id), previous: current.imageKey };
      });
      await files.purge([previous]);
      return group;
    },

    async deleteImage(auth: AuthContext, id: string): Promise<GroupDetail> {
      const { group, previous } = await inSchool(auth, async (tx, schoolId) => {
        const current = await existing(tx, schoolId, id);
        await updateGroup(tx, schoolId, id, { imageKey: null });
        if (current.imageKey) await files.forget(tx, schoolId, current.imageKey);
        return { group: await detail(tx, schoolId, id), previous: current.imageKey };
      });
      await files.purge([previous]);
      return group;
    },

    /** Adds a student (role member) of the school; adding one twice is harmless. */
    addMember: (auth: AuthContext, id: string, userId: string) =>
      inSchool(auth, async (tx, schoolId) => {
        await existing(tx, schoolId, id);
        const user = await findUser(tx, schoolId, userId);
        if (!user) throw fieldError(404, 'userId', 'admin.userNotFound');
        if (user.role !== 'member') throw fieldError(400, 'userId', 'admin.notStudent');
        await addMember(tx, schoolId, id, userId);
        await updateGroup(tx, schoolId, id, {});
        return detail(tx, schoolId, id);
      }),

    removeMember: (auth: AuthContext, id: string, userId: string) =>
      inSchool(auth, async (tx, schoolId) => {
        await existing(tx, schoolId, id);
        if (!(await removeMember(tx, schoolId, id, userId))) throw fieldError(404, 'userId', 'admin.notMember');
        await updateGroup(tx, schoolId, id, {});
        return detail(tx, schoolId, id);
      }),
  };
}
