import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  idParamsSchema,
  pagedEnvelope,
  planInputSchema,
  planListQuerySchema,
  planPackSchema,
  planSchema,
  SCHOOL_ADMIN_RULE,
  USERS_MANAGER_RULE,
} from '@school/shared/contracts';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { createPlansService } from './plans.service.js';

/**
 * School plans (spec 01 §7 "School plans"). Writing is for admin-access (prices are the
 * administrator's); reading also for users-management, who assign packs to students.
 */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPlansService(app);
  const read = { onRequest: [requireAuth, requireStaffPermission(...USERS_MANAGER_RULE.permissions)] };
  const write = { onRequest: [requireAuth, requireStaffPermission(...SCHOOL_ADMIN_RULE.permissions)] };
  const one = envelope(planSchema);
  const tags = ['school plans'];

  app.get(
    '/school/plans',
    {
      ...read,
      schema: {
        tags,
        summary: 'A page of the school’s plans with their packs',
        description: 'Active plans first, then by name. Prices are integers in the minor units of the plan’s currency.',
        security: bearer,
        querystring: planListQuerySchema,
        response: { 200: pagedEnvelope(planSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(authOf(request), request.query),
  );

  app.post(
    '/school/plans',
    {
      ...write,
      schema: { tags, summary: 'Create a plan with its packs', security: bearer, body: planInputSchema, response: { 201: one, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(authOf(request), request.body) }),
  );

  app.get(
    '/school/plans/:id',
    { ...read, schema: { tags, summary: 'One plan', security: bearer, params: idParamsSchema, response: { 200: one, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ data: await service.get(authOf(request), request.params.id) }),
  );

  app.get(
    '/school/plans/:id/packs',
    {
      ...read,
      schema: {
        tags,
        summary: 'The packs of one plan',
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(z.array(planPackSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: (await service.get(authOf(request), request.params.id)).packs }),
  );

  app.put(
    '/school/plans/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Update a plan; its packs become exactly the ones sent',
        description: 'A pack sent with its id is kept (and updated); one without an id is added; the others are removed.',
        security: bearer,
        params: idParamsSchema,
        body: planInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.update(authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/school/plans/:id',
    {
      ...write,
      schema: { tags, summary: 'Delete a plan', security: bearer, params: idParamsSchema, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
