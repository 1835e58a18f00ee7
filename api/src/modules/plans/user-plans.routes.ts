import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignPlanSchema,
  balanceEntrySchema,
  envelope,
  idParamsSchema,
  pagedEnvelope,
  pageQuerySchema,
  userPlanActionSchema,
  userPlanParamsSchema,
  userPlanSchema,
  USERS_MANAGER_RULE,
} from '@school/shared/contracts';
import { requireMember } from '../../lib/member-only.js';
import type { Clock } from '../../lib/clock.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { createUserPlansService } from './user-plans.service.js';

/**
 * Students' plans (spec 01 §7 "User plans", "Own plans"). The administration (users-management or
 * admin-access) assigns, pays, activates, corrects and deletes; a member reads their own.
 */
export const userPlansRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, options) => {
  const service = createUserPlansService(app, options.clock);
  const manage = { onRequest: [requireAuth, requireStaffPermission(...USERS_MANAGER_RULE.permissions)] };
  const memberOnly = { onRequest: [requireAuth, requireMember] };
  const one = envelope(userPlanSchema);
  const tags = ['user plans'];
  const PATH_NOTE =
    'The last segment is the id of the student’s plan, or the id of its plan pack as spec 01 names it (planPackId): then the student’s latest assignment of that pack (one pack may be assigned more than once).';

  app.get(
    '/users/:id/plans',
    {
      ...manage,
      schema: {
        tags,
        summary: 'A page of a user’s plans, newest first',
        security: bearer,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pagedEnvelope(userPlanSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.list(authOf(request), request.params.id, request.query),
  );

  app.post(
    '/users/:id/plans',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Assign a pack of an active plan to a student',
        security: bearer,
        params: idParamsSchema,
        body: assignPlanSchema,
        response: { 201: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.assign(authOf(request), request.params.id, request.body.planPackId) }),
  );

  app.patch(
    '/users/:id/plans/:userPlanId',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Pay, activate, deactivate or correct a student’s plan',
        description: PATH_NOTE,
        security: bearer,
        params: userPlanParamsSchema,
        body: userPlanActionSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.act(authOf(request), request.params.id, request.params.userPlanId, request.body) }),
  );

  app.delete(
    '/users/:id/plans/:userPlanId',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Delete an unpaid assignment',
        description: PATH_NOTE,
        security: bearer,
        params: userPlanParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id, request.params.userPlanId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/:id/plan-history',
    {
      ...manage,
      schema: {
        tags,
        summary: 'A page of a user’s balance history, newest first',
        security: bearer,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pagedEnvelope(balanceEntrySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.history(authOf(request), request.params.id, request.query),
  );

  app.get(
    '/user/plans',
    {
      ...memberOnly,
      schema: {
        tags,
        summary: 'The signed-in member’s plans',
        security: bearer,
        querystring: pageQuerySchema,
        response: { 200: pagedEnvelope(userPlanSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.listOwn(authOf(request), request.query),
  );

  app.get(
    '/user/plans/history',
    {
      ...memberOnly,
      schema: {
        tags,
        summary: 'The signed-in member’s balance history',
        security: bearer,
        querystring: pageQuerySchema,
        response: { 200: pagedEnvelope(balanceEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.historyOwn(authOf(request), request.query),
  );
};
