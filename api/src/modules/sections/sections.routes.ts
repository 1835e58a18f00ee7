import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_WRITER_RULE,
  envelope,
  reorderSchema,
  sectionCopySchema,
  sectionInputSchema,
  sectionMoveSchema,
  sectionSchema,
} from '@school/shared/contracts';
import { requestLanguage } from '../../lib/language.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { courseParams, SECTIONS, sectionParams } from '../structure/paths.js';
import { createSectionsService } from './sections.service.js';

/** `courses/{courseId}/sections...` (spec 02 §7); the path list is in shared/src/contracts/course-structure.ts. */
export const sectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSectionsService(app);
  const read = { onRequest: [requireAuth] };
  const write = { onRequest: [requireAuth, requireStaffPermission(...COURSE_WRITER_RULE.permissions)] };
  const one = envelope(sectionSchema);
  const list = envelope(z.array(sectionSchema));
  const tags = ['sections'];
  const ONE = `${SECTIONS}/:sectionId`;

  app.get(
    SECTIONS,
    {
      ...read,
      schema: { tags, summary: 'The sections of a course with their lessons, by position', security: bearer, params: courseParams, response: { 200: list, ...errorResponses(400, 401, 404) } },
    },
    async (request) => ({ data: await service.list(authOf(request), request.params) }),
  );

  app.post(
    SECTIONS,
    {
      ...write,
      schema: {
        tags,
        summary: 'Create a section at the end of an own course',
        security: bearer,
        params: courseParams,
        body: sectionInputSchema,
        response: { 201: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(authOf(request), request.params, request.body) }),
  );

  app.patch(
    `${SECTIONS}/reorder`,
    {
      ...write,
      schema: {
        tags,
        summary: 'Set the positions of the sections of an own course',
        description: 'All or nothing: every id must be a section of the course, listed once; positions are then renumbered densely.',
        security: bearer,
        params: courseParams,
        body: reorderSchema,
        response: { 200: list, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.reorder(authOf(request), request.params, request.body) }),
  );

  app.get(
    ONE,
    { ...read, schema: { tags, summary: 'One section with its lessons', security: bearer, params: sectionParams, response: { 200: one, ...errorResponses(400, 401, 404) } } },
    async (request) => ({ data: await service.get(authOf(request), request.params) }),
  );

  app.put(
    ONE,
    {
      ...write,
      schema: { tags, summary: 'Update a section', security: bearer, params: sectionParams, body: sectionInputSchema, response: { 200: one, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await service.update(authOf(request), request.params, request.body) }),
  );

  app.delete(
    ONE,
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a section with its lessons, lesson sections, exercises and their files',
        security: bearer,
        params: sectionParams,
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
        summary: 'Deep-copy a section right after it (name with the copy suffix)',
        security: bearer,
        params: sectionParams,
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
        summary: 'Deep-copy a section to the end of an own course',
        security: bearer,
        params: sectionParams,
        body: sectionCopySchema,
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
        summary: 'Move a section to a position of its course',
        security: bearer,
        params: sectionParams,
        body: sectionMoveSchema,
        response: { 200: list, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.move(authOf(request), request.params, request.body) }),
  );
};
