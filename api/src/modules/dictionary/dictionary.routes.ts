import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  classDictionaryQuerySchema,
  classDictionarySchema,
  dictionaryEntrySchema,
  dictionaryInputSchema,
  dictionaryListQuerySchema,
  dictionaryStudentSchema,
  envelope,
  idParamsSchema,
  pagedEnvelope,
} from '@school/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/app-error.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { createDictionaryService } from './dictionary.service.js';

/** onRequest hook (after `requireAuth`): school staff only, else 403. */
async function requireStaff(request: FastifyRequest): Promise<void> {
  if (authOf(request).user.role !== 'staff') throw forbidden();
}

/**
 * Personal dictionaries (spec 01 §7 "Dictionary"; CLASSROOM.md). Any signed-in user of the school:
 * the service keeps a member to their own words (docs/decisions/dictionary.md).
 */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDictionaryService(app);
  const signedIn = { onRequest: [requireAuth] };
  const one = envelope(dictionaryEntrySchema);
  const tags = ['dictionary'];

  app.get(
    '/dictionary',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A page of dictionary entries, newest first',
        description: 'Staff: every student’s of the school, or one student’s (`studentId`, or `userId` as the spec also names it). A member: their own (`studentId` ignored). `q` finds the phrase or a translation.',
        security: bearer,
        querystring: dictionaryListQuerySchema,
        response: { 200: pagedEnvelope(dictionaryEntrySchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/dictionary/students',
    {
      onRequest: [requireAuth, requireStaff],
      schema: {
        tags,
        summary: 'The school’s students, for the dictionary’s filter (staff)',
        security: bearer,
        response: { 200: envelope(z.array(dictionaryStudentSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await service.students(authOf(request)) }),
  );

  app.post(
    '/dictionary',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add a word',
        description: 'Staff name the student (`studentId`, or `userId`; `studentId` wins when both come); a member adds to their own dictionary. The same phrase (any case) in the same language twice for one student is a 409.',
        security: bearer,
        body: dictionaryInputSchema,
        response: { 201: one, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(authOf(request), request.body) }),
  );

  app.get(
    '/dictionary/:id',
    {
      ...signedIn,
      schema: { tags, summary: 'One dictionary entry', security: bearer, params: idParamsSchema, response: { 200: one, ...errorResponses(400, 401, 404) } },
    },
    async (request) => ({ data: await service.get(authOf(request), request.params.id) }),
  );

  app.put(
    '/dictionary/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Replace a dictionary entry (whole)',
        security: bearer,
        params: idParamsSchema,
        body: dictionaryInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({ data: await service.update(authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/dictionary/:id',
    {
      ...signedIn,
      schema: { tags, summary: 'Delete a dictionary entry', security: bearer, params: idParamsSchema, response: { 204: noContent, ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/classes/:id/dictionary',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One student’s words in a class, for a load-more list',
        description: 'The class’s teacher or an administrator: any student of the class (`userId`, required). A student of the class: their own.',
        security: bearer,
        params: idParamsSchema,
        querystring: classDictionaryQuerySchema,
        response: { 200: envelope(classDictionarySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.ofClass(authOf(request), request.params.id, request.query) }),
  );
};
