import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  createUserBodySchema,
  envelope,
  idParamsSchema,
  pagedEnvelope,
  permissionSchema,
  updateUserSchema,
  userListQuerySchema,
  userPermissionParamsSchema,
  userStatusInputSchema,
  USERS_MANAGER_RULE,
} from '@school/shared/contracts';
import { bearer, errorResponses, imageUploadBody, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { createUserAdminService } from './user-admin.service.js';
import { receiveImage } from '../files/index.js';

/**
 * Users of the school as the administration manages them (spec 01 §7 "Users", "Permissions"):
 * staff with users-management or admin-access only, refused before the body is read.
 */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUserAdminService(app);
  const manage = { onRequest: [requireAuth, requireStaffPermission(...USERS_MANAGER_RULE.permissions)] };
  const one = envelope(adminUserSchema);
  const tags = ['users'];

  app.get(
    '/users',
    {
      ...manage,
      schema: {
        tags,
        summary: 'A page of the school’s users',
        description: '`type` picks students (role member), teachers (staff with teacher) or staff (role staff); `q` searches names and e-mail.',
        security: bearer,
        querystring: userListQuerySchema,
        response: { 200: pagedEnvelope(adminUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(authOf(request), request.query),
  );

  app.post(
    '/users',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Create a student, teacher or staff member',
        description:
          'The body names the list with `type` (students, teachers, staff) or the role as spec 01 §3 labels it with `role` (student, teacher, staff), or both when they agree. A teacher is always role staff with the teacher permission; a student holds no permissions.',
        security: bearer,
        body: createUserBodySchema,
        response: { 201: one, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(authOf(request), request.body) }),
  );

  app.get(
    '/users/:id',
    {
      ...manage,
      schema: { tags, summary: 'One user', security: bearer, params: idParamsSchema, response: { 200: one, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await service.get(authOf(request), request.params.id) }),
  );

  app.put(
    '/users/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Update a user’s details',
        security: bearer,
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.update(authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/users/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Delete a user with their avatar, rights and group memberships',
        security: bearer,
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/users/:id/status',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Set a user’s status',
        description: 'Inactive and deactivated users cannot sign in, and their open sessions end at once.',
        security: bearer,
        params: idParamsSchema,
        body: userStatusInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.setStatus(authOf(request), request.params.id, request.body.status) }),
  );

  app.put(
    '/users/:id/avatar',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Upload a user’s avatar',
        security: bearer,
        params: idParamsSchema,
        ...imageUploadBody,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => ({ data: await service.replaceAvatar(authOf(request), request.params.id, () => receiveImage(request)) }),
  );

  app.delete(
    '/users/:id/avatar',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Remove a user’s avatar',
        security: bearer,
        params: idParamsSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.deleteAvatar(authOf(request), request.params.id) }),
  );

  app.put(
    '/users/:id/permissions/:key',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Switch one access right on',
        description: 'Staff only; admin-access only by an admin-access holder.',
        security: bearer,
        params: userPermissionParamsSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.setPermission(authOf(request), request.params.id, request.params.key, true) }),
  );

  app.delete(
    '/users/:id/permissions/:key',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Switch one access right off',
        security: bearer,
        params: userPermissionParamsSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.setPermission(authOf(request), request.params.id, request.params.key, false) }),
  );

  app.get(
    '/permissions',
    {
      ...manage,
      schema: {
        tags: ['permissions'],
        summary: 'The access rights a staff member can be given',
        security: bearer,
        response: { 200: envelope(z.array(permissionSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await service.permissions(authOf(request)) }),
  );
};
