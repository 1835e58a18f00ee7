import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseInputSchema,
  courseListQuerySchema,
  COURSE_WRITER_RULE,
  courseSchema,
  createCourseSchema,
  envelope,
  idParamsSchema,
  reorderSchema,
} from '@school/shared/contracts';
import { requestLanguage } from '../../lib/language.js';
import { bearer, errorResponses, imageUploadBody, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { createCoursesService } from './courses.service.js';
import { receiveImage } from '../files/index.js';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = createCoursesService(app);
  const read = { onRequest: [requireAuth] };
  const write = { onRequest: [requireAuth, requireStaffPermission(...COURSE_WRITER_RULE.permissions)] };
  const one = envelope(courseSchema);
  const list = envelope(z.array(courseSchema));
  const tags = ['courses'];

  app.get(
    '/courses',
    {
      ...read,
      schema: {
        tags,
        summary: 'List the courses of one type, sorted by position',
        security: bearer,
        querystring: courseListQuerySchema,
        response: { 200: list, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await courses.list(authOf(request), request.query) }),
  );

  app.post(
    '/courses',
    {
      ...write,
      schema: {
        tags,
        summary: 'Create an own course (at the end of the list)',
        security: bearer,
        body: createCourseSchema,
        response: { 201: one, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { type: _type, ...input } = request.body;
      return reply.code(201).send({ data: await courses.create(authOf(request), input) });
    },
  );

  app.patch(
    '/courses/reorder',
    {
      ...write,
      schema: {
        tags,
        summary: 'Set the positions of own courses',
        description: 'All or nothing: every id must be an own course of the school.',
        security: bearer,
        body: reorderSchema,
        response: { 200: list, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await courses.reorder(authOf(request), request.body) }),
  );

  app.get(
    '/courses/:id',
    {
      ...read,
      schema: { tags, summary: 'One course', security: bearer, params: idParamsSchema, response: { 200: one, ...errorResponses(400, 401, 404) } },
    },
    async (request) => ({ data: await courses.get(authOf(request), request.params.id) }),
  );

  app.put(
    '/courses/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Update an own course',
        security: bearer,
        params: idParamsSchema,
        body: courseInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await courses.update(authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/courses/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete an own course and its image',
        security: bearer,
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await courses.remove(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/courses/:id/duplicate',
    {
      ...write,
      schema: {
        tags,
        summary: 'Deep-copy a course: an own one right after it, a library one to the end of own courses',
        security: bearer,
        params: idParamsSchema,
        response: { 201: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await courses.duplicate(authOf(request), request.params.id, requestLanguage(request)) }),
  );

  app.put(
    '/courses/:id/image',
    {
      ...write,
      schema: {
        tags,
        summary: 'Upload the image of an own course',
        security: bearer,
        params: idParamsSchema,
        ...imageUploadBody,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({ data: await courses.replaceImage(authOf(request), request.params.id, () => receiveImage(request)) }),
  );

  app.delete(
    '/courses/:id/image',
    {
      ...write,
      schema: {
        tags,
        summary: 'Remove the image of an own course',
        security: bearer,
        params: idParamsSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await courses.deleteImage(authOf(request), request.params.id) }),
  );
};
