import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_WRITER_RULE,
  envelope,
  reorderSchema,
  lessonCopySchema,
  lessonInputSchema,
  lessonMoveSchema,
  lessonSchema,
} from '@school/shared/contracts';
import { requestLanguage } from '../../lib/language.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { LESSONS, lessonParams, sectionParams } from '../structure/paths.js';
import { createLessonsService } from './lessons.service.js';

/** `courses/{courseId}/sections/{sectionId}/lessons...` (spec 02 §7); the path list is in shared/src/contracts/course-structure.ts. */
export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLessonsService(app);
  const read = { onRequest: [requireAuth] };
  const write = { onRequest: [requireAuth, requireStaffPermission(...COURSE_WRITER_RULE.permissions)] };
  const one = envelope(lessonSchema);
  const list = envelope(z.array(lessonSchema));
  const tags = ['lessons'];
  const ONE = `${LESSONS}/:lessonId`;

  app.get(
    LESSONS,
    {
      ...read,
      schema: { tags, summary: 'The lessons of a section, by position', security: bearer, params: sectionParams, response: { 200: list, ...errorResponses(400, 401, 404) } },
    },
    async (request) => ({ data: await service.list(authOf(request), request.params) }),
  );

  app.post(
    LESSONS,
    {
      ...write,
      schema: {
        tags,
        summary: 'Create a lesson at the end of a section',
        security: bearer,
        params: sectionParams,
        body: lessonInputSchema,
        response: { 201: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(authOf(request), request.params, request.body) }),
  );

  app.patch(
    `${LESSONS}/reorder`,
    {
      ...write,
      schema: {
        tags,
        summary: 'Set the positions of the lessons of a section',
        description: 'All or nothing: every id must be a lesson of the section, listed once; positions are then renumbered densely.',
        security: bearer,
        params: sectionParams,
        body: reorderSchema,
        response: { 200: list, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.reorder(authOf(request), request.params, request.body) }),
  );

  app.get(
    ONE,
    { ...read, schema: { tags, summary: 'One lesson', security: bearer, params: lessonParams, response: { 200: one, ...errorResponses(400, 401, 404) } } },
    async (request) => ({ data: await service.get(authOf(request), request.params) }),
  );

  app.put(
    ONE,
    {
      ...write,
      schema: { tags, summary: 'Update a lesson', security: bearer, params: lessonParams, body: lessonInputSchema, response: { 200: one, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await service.update(authOf(request), request.params, request.body) }),
  );

  app.delete(
    ONE,
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a lesson with its lesson sections, exercises and their files',
        security: bearer,
        params: lessonParams,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${ONE}/duplicate`,
    {
      ...write,
      schema: {
        tags,
        summary: 'Deep-copy a lesson right after it (name with the copy suffix)',
        security: bearer,
        params: lessonParams,
        response: { 201: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.duplicate(authOf(request), request.params, requestLanguage(request)) }),
  );

  app.post(
    `${ONE}/copy`,
    {
      ...write,
      schema: {
        tags,
        summary: 'Deep-copy a lesson to the end of a section of an own course',
        security: bearer,
        params: lessonParams,
        body: lessonCopySchema,
        response: { 201: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.copy(authOf(request), request.params, request.body) }),
  );

  app.patch(
    `${ONE}/move`,
    {
      ...write,
      schema: {
        tags,
        summary: 'Move a lesson to a position of a section of the same course',
        security: bearer,
        params: lessonParams,
        body: lessonMoveSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.move(authOf(request), request.params, request.body) }),
  );
};
