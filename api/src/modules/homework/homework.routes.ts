import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  dueHomeworkSchema,
  envelope,
  homeworkExerciseInputSchema,
  homeworkExerciseParamsSchema,
  homeworkInputSchema,
  homeworkLessonChoiceSchema,
  homeworkListQuerySchema,
  homeworkParamsSchema,
  homeworkSchemaWith,
  homeworkStatusInputSchema,
  homeworkSummarySchema,
  idParamsSchema,
  pagedEnvelope,
  reviewHomeworkQuerySchema,
  reviewHomeworkSchema,
} from '@school/shared/contracts';
import type { Clock } from '../../lib/clock.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { anyExerciseSchema } from '../exercises/index.js';
import { createHomeworkService } from './homework.service.js';

/** The homework as this API sends it: exercises are whole (staff) or student copies (members). */
const homeworkResponse = envelope(homeworkSchemaWith(anyExerciseSchema));

export interface HomeworkRoutesOptions {
  clock?: Clock;
}

/** Homework of a class (CLASSROOM.md "Homework"); who may do what is the service's rule. */
export const homeworkRoutes: FastifyPluginAsyncZod<HomeworkRoutesOptions> = async (app, options) => {
  const service = createHomeworkService(app, options.clock ? { clock: options.clock } : {});
  const signedIn = { onRequest: [requireAuth] };
  const tags = ['homework'];

  app.get(
    '/classes/:id/homework',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A page of the class’s homework, newest first (a student sees their own status only)',
        security: bearer,
        params: idParamsSchema,
        querystring: homeworkListQuerySchema,
        response: { 200: pagedEnvelope(homeworkSummarySchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.list(authOf(request), request.params.id, request.query),
  );

  app.post(
    '/classes/:id/homework',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Create a homework from exercises of lessons the class has had (its teacher or admin-access)',
        security: bearer,
        params: idParamsSchema,
        body: homeworkInputSchema,
        response: { 201: homeworkResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(authOf(request), request.params.id, request.body.exerciseIds) }),
  );

  app.get(
    '/classes/:id/homework/choices',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The exercise picker: the lessons the class has had with their exercises, homework sections first (staff)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(z.array(homeworkLessonChoiceSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.choices(authOf(request), request.params.id) }),
  );

  app.get(
    '/classes/:id/homework/:homeworkId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A homework with its exercises (student copies for a student) and statuses',
        security: bearer,
        params: homeworkParamsSchema,
        response: { 200: homeworkResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await service.get(authOf(request), request.params.id, request.params.homeworkId) }),
  );

  app.delete(
    '/classes/:id/homework/:homeworkId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a homework (its teacher or admin-access)',
        security: bearer,
        params: homeworkParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id, request.params.homeworkId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/classes/:id/homework/:homeworkId/exercises',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Add an exercise at the end of a homework',
        security: bearer,
        params: homeworkParamsSchema,
        body: homeworkExerciseInputSchema,
        response: { 200: homeworkResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.addExercise(authOf(request), request.params.id, request.params.homeworkId, request.body.exerciseId) }),
  );

  app.delete(
    '/classes/:id/homework/:homeworkId/exercises/:exerciseId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Remove an exercise from a homework (not its last one)',
        security: bearer,
        params: homeworkExerciseParamsSchema,
        response: { 200: homeworkResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await service.removeExercise(authOf(request), request.params.id, request.params.homeworkId, request.params.exerciseId),
    }),
  );

  app.put(
    '/classes/:id/homework/:homeworkId/send-to-check',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A student sends the homework to check: their status becomes 2',
        security: bearer,
        params: homeworkParamsSchema,
        response: { 200: homeworkResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.sendToCheck(authOf(request), request.params.id, request.params.homeworkId) }),
  );

  app.put(
    '/classes/:id/homework/:homeworkId/status',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Set a student’s status (the class’s teacher or admin-access)',
        security: bearer,
        params: homeworkParamsSchema,
        body: homeworkStatusInputSchema,
        response: { 200: homeworkResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.setStatus(authOf(request), request.params.id, request.params.homeworkId, request.body) }),
  );

  app.get(
    '/homework/due',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A student’s homework not yet sent or done, across their classes (staff: none)',
        security: bearer,
        response: { 200: envelope(z.array(dueHomeworkSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await service.due(authOf(request)) }),
  );

  app.get(
    '/homework/review',
    {
      onRequest: [requireAuth, requireStaffPermission('teacher', 'admin-access')],
      schema: {
        tags,
        summary: 'Homework sent to check in the classes the caller teaches, the longest waiting first (staff with teacher or admin-access)',
        security: bearer,
        querystring: reviewHomeworkQuerySchema,
        response: { 200: envelope(z.array(reviewHomeworkSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await service.toReview(authOf(request), request.query.limit) }),
  );
};
