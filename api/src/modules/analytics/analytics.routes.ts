import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsDashboardSchema, analyticsGeneralSchema, analyticsQuerySchema, envelope } from '@school/shared/contracts';
import { forbidden } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { bearer, errorResponses } from '../../lib/schemas.js';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { createAnalyticsService } from './analytics.service.js';

/** onRequest hook (after `requireAuth`): school staff of any permission (spec 01 §2: /analytics, staff only), else 403. */
async function requireStaff(request: FastifyRequest): Promise<void> {
  if (authOf(request).user.role !== 'staff') throw forbidden();
}

export interface AnalyticsRoutesOptions {
  clock?: Clock;
}

/** Analytics (CLASSROOM.md "Analytics"; docs/decisions/analytics.md): staff only, as the spec's route. */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, options) => {
  const service = createAnalyticsService(app, options.clock ? { clock: options.clock } : {});
  const staffOnly = { onRequest: [requireAuth, requireStaff] };
  const tags = ['analytics'];

  app.get(
    '/analytics/general',
    {
      ...staffOnly,
      schema: {
        tags,
        summary: 'Active students and staff, lessons and revenue per currency of the range (staff)',
        security: bearer,
        querystring: analyticsQuerySchema,
        response: { 200: envelope(analyticsGeneralSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await service.general(authOf(request), request.query) }),
  );

  app.get(
    '/analytics/dashboard',
    {
      ...staffOnly,
      schema: {
        tags,
        summary: 'Planned, completed, canceled, paid and unpaid lessons and revenue per day (30d) or ISO week (3m, 6m) (staff)',
        security: bearer,
        querystring: analyticsQuerySchema,
        response: { 200: envelope(analyticsDashboardSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await service.dashboard(authOf(request), request.query) }),
  );
};
