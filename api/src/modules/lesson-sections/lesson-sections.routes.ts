import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COURSE_WRITER_RULE, envelope, lessonSectionInputSchema, lessonSectionSchema, reorderSchema } from '@school/shared/contracts';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { lessonSectionWithExercisesSchema } from '../exercises/exercises.schemas.js';
import { LESSON_SECTIONS, lessonParams, lessonSectionParams } from '../structure/paths.js';
import { createLessonSectionsService } from './lesson-sections.service.js';

/** `.../lessons/{lessonId}/sections...` (spec 02 §7); the path list is in shared/src/contracts/course-structure.ts. */
export const lessonSectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLessonSectionsService(app);
  const read = { onRequest: [requireAuth] };
  const write = { onRequest: [requireAuth, requireStaffPermission(...COURSE_WRITER_RULE.permissions)] };
  const one = envelope(lessonSectionSchema);
  const withExercises = envelope(lessonSectionWithExercisesSchema);
  const list = envelope(z.array(lessonSectionSchema));
  const tags = ['lesson sections'];
  const ONE = `${LESSON_SECTIONS}/:lessonSectionId`;

  app.get(
    LESSON_SECTIONS,
    {
      ...read,
      schema: {
        tags,
        summary: 'The sections of a lesson, by position with the homework last (without exercises)',
        security: bearer,
        params: lessonParams,
        response: { 200: list, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await service.list(authOf(request), request.params) }),
  );

  app.post(
    LESSON_SECTIONS,
    {
      ...write,
      schema: {
        tags,
        summary: 'Create a lesson section at the end (the homework stays last; at most one homework)',
        security: bearer,
        params: lessonParams,
        body: lessonSectionInputSchema,
        response: { 201: withExercises, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(authOf(request), request.params, request.body) }),
  );

  app.patch(
    `${LESSON_SECTIONS}/reorder`,
    {
      ...write,
      schema: {
        tags,
        summary: 'Set the positions of the sections of a lesson',
        description: 'All or nothing: every id must be a section of the lesson, listed once. The homework section stays last whatever position it is sent.',
        security: bearer,
        params: lessonParams,
        body: reorderSchema,
        response: { 200: list, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.reorder(authOf(request), request.params, request.body) }),
  );

  app.get(
    ONE,
    {
      ...read,
      schema: {
        tags,
        summary: 'One lesson section with its exercises by position',
        description: 'A member (student) gets each exercise without its answer key.',
        security: bearer,
        params: lessonSectionParams,
        response: { 200: withExercises, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await service.get(authOf(request), request.params) }),
  );

  app.put(
    ONE,
    {
      ...write,
      schema: {
        tags,
        summary: 'Update a lesson section (whether it is the homework)',
        security: bearer,
        params: lessonSectionParams,
        body: lessonSectionInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.update(authOf(request), request.params, request.body) }),
  );

  app.delete(
    ONE,
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a lesson section with its exercises and their files',
        security: bearer,
        params: lessonSectionParams,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params);
      return reply.code(204).send(null);
    },
  );
};
