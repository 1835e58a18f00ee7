import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, SCHOOL_ADMIN_RULE, schoolGeneralInputSchema, schoolScheduleInputSchema, schoolSettingsSchema } from '@school/shared/contracts';
import { bearer, errorResponses, imageUploadBody } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { createSchoolSettingsService } from './school-settings.service.js';
import { receiveImage } from '../files/index.js';

/**
 * School settings (spec 01 §7 "School settings": GET/PUT general, PUT schedule, PUT avatar, DELETE
 * logo), under `school/` like the spec's `school/plans` (docs/decisions/admin-school-settings.md).
 * Staff with admin-access only.
 */
export const schoolSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSchoolSettingsService(app);
  const admin = { onRequest: [requireAuth, requireStaffPermission(...SCHOOL_ADMIN_RULE.permissions)] };
  const one = envelope(schoolSettingsSchema);
  const tags = ['school settings'];

  app.get(
    '/school/general',
    { ...admin, schema: { tags, summary: 'The school’s settings', security: bearer, response: { 200: one, ...errorResponses(401, 403) } } },
    async (request) => ({ data: await service.get(authOf(request)) }),
  );

  app.put(
    '/school/general',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Update the school’s name and contact details',
        security: bearer,
        body: schoolGeneralInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await service.updateGeneral(authOf(request), request.body) }),
  );

  app.put(
    '/school/schedule',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Set the school’s working hours per weekday',
        security: bearer,
        body: schoolScheduleInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await service.updateSchedule(authOf(request), request.body.schedule) }),
  );

  app.put(
    '/school/avatar',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Upload the school’s logo',
        security: bearer,
        ...imageUploadBody,
        response: { 200: one, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => ({ data: await service.replaceLogo(authOf(request), () => receiveImage(request)) }),
  );

  app.delete(
    '/school/logo',
    { ...admin, schema: { tags, summary: 'Remove the school’s logo', security: bearer, response: { 200: one, ...errorResponses(401, 403) } } },
    async (request) => ({ data: await service.deleteLogo(authOf(request)) }),
  );
};
