import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  groupDetailSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupMemberInputSchema,
  groupSchema,
  idParamsSchema,
  pagedEnvelope,
  USERS_MANAGER_RULE,
} from '@school/shared/contracts';
import { bearer, errorResponses, imageUploadBody, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { createGroupsService } from './groups.service.js';
import { receiveImage } from '../files/index.js';

/** Student groups (spec 01 §7 "Groups"): staff with users-management or admin-access. */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createGroupsService(app);
  const manage = { onRequest: [requireAuth, requireStaffPermission(...USERS_MANAGER_RULE.permissions)] };
  const one = envelope(groupDetailSchema);
  const tags = ['groups'];

  app.get(
    '/groups',
    {
      ...manage,
      schema: {
        tags,
        summary: 'A page of the school’s groups',
        security: bearer,
        querystring: groupListQuerySchema,
        response: { 200: pagedEnvelope(groupSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(authOf(request), request.query),
  );

  app.post(
    '/groups',
    {
      ...manage,
      schema: { tags, summary: 'Create a group', security: bearer, body: groupInputSchema, response: { 201: one, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(authOf(request), request.body) }),
  );

  app.get(
    '/groups/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'One group with its members',
        security: bearer,
        params: idParamsSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.get(authOf(request), request.params.id) }),
  );

  app.put(
    '/groups/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Rename or describe a group',
        security: bearer,
        params: idParamsSchema,
        body: groupInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.update(authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/groups/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Delete a group and its image (its students stay)',
        security: bearer,
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/groups/:id/image',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Upload the group’s image',
        security: bearer,
        params: idParamsSchema,
        ...imageUploadBody,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({ data: await service.replaceImage(authOf(request), request.params.id, () => receiveImage(request)) }),
  );

  app.delete(
    '/groups/:id/image',
    {
      ...manage,
      schema: { tags, summary: 'Remove the group’s image', security: bearer, params: idParamsSchema, response: { 200: one, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await service.deleteImage(authOf(request), request.params.id) }),
  );

  app.post(
    '/groups/:id/users',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Add a student to the group',
        description: 'Students only (role member); adding one who is already in the group changes nothing.',
        security: bearer,
        params: idParamsSchema,
        body: groupMemberInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.addMember(authOf(request), request.params.id, request.body.userId) }),
  );

  app.delete(
    '/groups/:id/users',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Take a student out of the group',
        security: bearer,
        params: idParamsSchema,
        body: groupMemberInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.removeMember(authOf(request), request.params.id, request.body.userId) }),
  );
};
