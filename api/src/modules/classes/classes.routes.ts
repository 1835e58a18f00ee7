import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  attachLessonInputSchema,
  classInputSchema,
  classLessonQuerySchema,
  classListQuerySchema,
  classPageQuerySchema,
  classObjectSchemaWith,
  classSummarySchema,
  envelope,
  idParamsSchema,
  lessonCompletionSchema,
  materialsHistoryItemSchema,
  pagedEnvelope,
  roomUrlInputSchema,
} from '@school/shared/contracts';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import type { Clock } from '../../lib/clock.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { anyExerciseSchema } from '../exercises/index.js';
import { createClassesService } from './classes.service.js';

/** The class object as this API sends it: exercises are full (staff) or student copies (members). */
export const classObjectResponse = envelope(classObjectSchemaWith(anyExerciseSchema));

export interface ClassesRoutesOptions {
  clock?: Clock;
}

/** Classes (CLASSROOM.md "Classes"): lists, the class object, room link, lesson, history, completion. */
export const classesRoutes: FastifyPluginAsyncZod<ClassesRoutesOptions> = async (app, options) => {
  const service = createClassesService(app, options.clock ? { clock: options.clock } : {});
  const signedIn = { onRequest: [requireAuth] };
  const tags = ['classes'];
  const one = classObjectResponse;

  app.get(
    '/classes',
    {
      onRequest: [requireAuth, requireStaffPermission('admin-access')],
      schema: {
        tags,
        summary: 'A page of the school’s classes (admin-access)',
        security: bearer,
        querystring: classListQuerySchema,
        response: { 200: pagedEnvelope(classSummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(authOf(request), request.query),
  );

  app.get(
    '/classes/my',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A page of the caller’s classes: taught (staff) or attended (students)',
        security: bearer,
        querystring: classListQuerySchema,
        response: { 200: pagedEnvelope(classSummarySchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => service.mine(authOf(request), request.query),
  );

  // The user detail's and group detail's classes tabs: for the people who open those pages.
  const managers = { onRequest: [requireAuth, requireStaffPermission('admin-access', 'users-management')] };
  app.get(
    '/users/:id/classes',
    {
      ...managers,
      schema: {
        tags,
        summary: 'A page of a user’s classes: taught (staff) or attended (students) (admin-access or users-management)',
        security: bearer,
        params: idParamsSchema,
        querystring: classPageQuerySchema,
        response: { 200: pagedEnvelope(classSummarySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.ofUser(authOf(request), request.params.id, request.query),
  );

  app.get(
    '/groups/:id/classes',
    {
      ...managers,
      schema: {
        tags,
        summary: 'A page of a group’s group classes (admin-access or users-management)',
        security: bearer,
        params: idParamsSchema,
        querystring: classPageQuerySchema,
        response: { 200: pagedEnvelope(classSummarySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.ofGroup(authOf(request), request.params.id, request.query),
  );

  app.post(
    '/classes',
    {
      onRequest: [requireAuth, requireStaffPermission('teacher', 'admin-access')],
      schema: {
        tags,
        summary: 'Create a class (a teacher without admin-access: one they teach)',
        security: bearer,
        body: classInputSchema,
        response: { 201: one, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(authOf(request), request.body) }),
  );

  app.get(
    '/classes/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The class, with its lesson (the attached one, or `lessonId`) and exercises',
        description: 'Students get student copies and never an exercise hidden in the class; a class the caller is not in is a 404.',
        security: bearer,
        params: idParamsSchema,
        querystring: classLessonQuerySchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.get(authOf(request), request.params.id, request.query.lessonId) }),
  );

  app.put(
    '/classes/:id',
    {
      ...signedIn,
      schema: { tags, summary: 'Replace a class', security: bearer, params: idParamsSchema, body: classInputSchema, response: { 200: one, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ data: await service.update(authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/classes/:id',
    {
      ...signedIn,
      schema: { tags, summary: 'Delete a class with its answers and history', security: bearer, params: idParamsSchema, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/classes/:id/room-url',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Set (http or https) or clear (null) the meeting link',
        security: bearer,
        params: idParamsSchema,
        body: roomUrlInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.setRoomUrl(authOf(request), request.params.id, request.body.roomUrl) }),
  );

  app.put(
    '/classes/:id/attach-lesson',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Make a lesson of the school (own or library) the class’s lesson',
        security: bearer,
        params: idParamsSchema,
        body: attachLessonInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.attachLesson(authOf(request), request.params.id, request.body.lessonId) }),
  );

  app.get(
    '/classes/:id/materials-history',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Every lesson the class has had, newest first',
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(z.array(materialsHistoryItemSchema)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await service.history(authOf(request), request.params.id) }),
  );

  app.post(
    '/classes/:id/complete-lesson',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Complete the current lesson; each student’s paid plan is charged one lesson, once',
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(lessonCompletionSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.completeLesson(authOf(request), request.params.id) }),
  );
};
