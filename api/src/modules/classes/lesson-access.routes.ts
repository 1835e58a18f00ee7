import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessStatusQuerySchema,
  accessStatusSchema,
  envelope,
  idParamsSchema,
  lessonAccessInputSchema,
  lessonAccessParamsSchema,
  openMaterialsSchema,
  sectionAccessInputSchema,
  sectionAccessParamsSchema,
} from '@school/shared/contracts';
import { bearer, errorResponses } from '../../lib/schemas.js';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { createLessonAccessService } from './lesson-access.service.js';

/** Lesson and section access of a class (CLASSROOM.md "Lesson access"); who may call what is the service's rule. */
export const lessonAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLessonAccessService(app);
  const signedIn = { onRequest: [requireAuth] };
  const tags = ['lesson access'];
  const status = envelope(accessStatusSchema);
  const manage = 'The class’s teacher or a school administrator; a student of the class gets 403, anyone else 404.';

  app.post(
    '/classes/:id/lesson-access',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Open a lesson to every student of the class (now and joining later)',
        description: `${manage} 400 when the class has no students.`,
        security: bearer,
        params: idParamsSchema,
        body: lessonAccessInputSchema,
        response: { 200: status, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.grantLesson(authOf(request), request.params.id, request.body.lessonId) }),
  );

  app.delete(
    '/classes/:id/lesson-access/:lessonId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Close a granted lesson again for every student of the class',
        description: manage,
        security: bearer,
        params: lessonAccessParamsSchema,
        response: { 200: status, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.revokeLesson(authOf(request), request.params.id, request.params.lessonId) }),
  );

  app.post(
    '/classes/:id/section-access',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Open one lesson section to every student of the class',
        description: `${manage} 400 when the class has no students.`,
        security: bearer,
        params: idParamsSchema,
        body: sectionAccessInputSchema,
        response: { 200: status, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.grantSection(authOf(request), request.params.id, request.body.sectionId) }),
  );

  app.delete(
    '/classes/:id/section-access/:sectionId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Close a granted lesson section again',
        description: manage,
        security: bearer,
        params: sectionAccessParamsSchema,
        response: { 200: status, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.revokeSection(authOf(request), request.params.id, request.params.sectionId) }),
  );

  app.get(
    '/classes/:id/access-status',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Whether a lesson (granted whole) and a lesson section (itself or its lesson granted) are open',
        description: manage,
        security: bearer,
        params: idParamsSchema,
        querystring: accessStatusQuerySchema,
        response: { 200: status, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.status(authOf(request), request.params.id, request.query) }),
  );

  app.get(
    '/classes/:id/access',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Every lesson open to the class’s students through a grant, whole or some of its sections',
        description: 'Everyone in the class (its students see what they may open).',
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(openMaterialsSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await service.open(authOf(request), request.params.id) }),
  );
};
