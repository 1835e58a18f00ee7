import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exerciseInputSchema, scoreSchema } from '@school/exercises';
import { COURSE_WRITER_RULE, envelope, exerciseCopySchema, exerciseMoveSchema, reorderSchema } from '@school/shared/contracts';
import { requestLanguage } from '../../lib/language.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { EXERCISES, exerciseParams, lessonSectionParams } from '../structure/paths.js';
import { anyExerciseSchema } from './exercises.schemas.js';
import { createExercisesService } from './exercises.service.js';

/** `.../sections/{lessonSectionId}/exercises...` (spec 02 §7); the path list is in shared/src/contracts/course-structure.ts. */
export const exercisesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createExercisesService(app);
  const read = { onRequest: [requireAuth] };
  const write = { onRequest: [requireAuth, requireStaffPermission(...COURSE_WRITER_RULE.permissions)] };
  const one = envelope(anyExerciseSchema);
  const list = envelope(z.array(anyExerciseSchema));
  const tags = ['exercises'];
  const ONE = `${EXERCISES}/:exerciseId`;
  const keyNote = 'A member (student) gets the exercise without its answer key.';

  app.get(
    EXERCISES,
    {
      ...read,
      schema: { tags, summary: 'The exercises of a lesson section, by position', description: keyNote, security: bearer, params: lessonSectionParams, response: { 200: list, ...errorResponses(400, 401, 404) } },
    },
    async (request) => ({ data: await service.list(authOf(request), request.params) }),
  );

  app.post(
    EXERCISES,
    {
      ...write,
      schema: {
        tags,
        summary: 'Create an exercise at the end of a lesson section',
        description: 'The body is one of the exercise types of @school/exercises; pictures are files uploaded with POST files.',
        security: bearer,
        params: lessonSectionParams,
        body: exerciseInputSchema,
        response: { 201: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(authOf(request), request.params, request.body) }),
  );

  app.patch(
    `${EXERCISES}/reorder`,
    {
      ...write,
      schema: {
        tags,
        summary: 'Set the positions of the exercises of a lesson section',
        description: 'All or nothing: every id must be an exercise of the lesson section, listed once.',
        security: bearer,
        params: lessonSectionParams,
        body: reorderSchema,
        response: { 200: list, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.reorder(authOf(request), request.params, request.body) }),
  );

  app.get(
    ONE,
    { ...read, schema: { tags, summary: 'One exercise', description: keyNote, security: bearer, params: exerciseParams, response: { 200: one, ...errorResponses(400, 401, 404) } } },
    async (request) => ({ data: await service.get(authOf(request), request.params) }),
  );

  app.put(
    ONE,
    {
      ...write,
      schema: {
        tags,
        summary: 'Update an exercise (its type stays)',
        security: bearer,
        params: exerciseParams,
        body: exerciseInputSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.update(authOf(request), request.params, request.body) }),
  );

  app.delete(
    ONE,
    {
      ...write,
      schema: { tags, summary: 'Delete an exercise and its files', security: bearer, params: exerciseParams, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } },
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
        summary: 'Copy an exercise (with its files) right after it; the title gets the copy suffix',
        security: bearer,
        params: exerciseParams,
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
        summary: 'Copy an exercise (with its files) to the end of a lesson section of an own course',
        security: bearer,
        params: exerciseParams,
        body: exerciseCopySchema,
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
        summary: 'Move an exercise to a lesson section of an own course (the end, or a position)',
        security: bearer,
        params: exerciseParams,
        body: exerciseMoveSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.move(authOf(request), request.params, request.body) }),
  );

  for (const [suffix, by, summary] of [
    ['move-up', -1, 'Move an exercise one place up'],
    ['move-down', 1, 'Move an exercise one place down'],
  ] as const) {
    app.post(
      `${ONE}/${suffix}`,
      {
        ...write,
        schema: {
          tags,
          summary,
          description: 'Nothing changes at the edge. Answers the exercises of the lesson section.',
          security: bearer,
          params: exerciseParams,
          response: { 200: list, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({ data: await service.step(authOf(request), request.params, by) }),
    );
  }

  app.post(
    `${ONE}/check`,
    {
      ...read,
      schema: {
        tags,
        summary: 'Score an answer without storing it',
        description: "The body is the answer of the exercise's type (answerSchemaFor in @school/exercises). Any signed-in reader may call it.",
        security: bearer,
        params: exerciseParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelope(scoreSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await service.check(authOf(request), request.params, request.body) }),
  );
};
