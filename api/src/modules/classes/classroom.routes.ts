import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ANSWER_REVISION_HEADER,
  answerBodySchema,
  answerRevisionSchema,
  answerStudentQuerySchema,
  answersMapSchema,
  classCommentSchema,
  classExerciseParamsSchema,
  commentInputSchema,
  commentListSchema,
  envelope,
  hiddenExercisesSchema,
  idParamsSchema,
  storedAnswerSchema,
  visibilityToggleSchema,
} from '@school/shared/contracts';
import type { Clock } from '../../lib/clock.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.js';
import { authOf, bearerTokenOf, requireAuth, tokenHashOf } from '../../plugins/auth.js';
import { createClassroomService, type TokenCaller } from './classroom.service.js';

/** The callers of answer saves whose token signature checked out (set by `requireToken`). */
const callers = new WeakMap<FastifyRequest, TokenCaller>();

/** How many verified tokens the answer path remembers (a few hundred students answering at once, with room). */
const VERIFIED_TOKENS = 5000;

/**
 * The onRequest hook of the answer save: a bearer token with a valid signature, else 401, before
 * the body is read (a stranger learns nothing from validation answers). What `requireAuth` reads
 * from the database (active user, password version, revocation) the save's own statement checks.
 *
 * It remembers the tokens whose signature it checked, with their claims (one memory per app,
 * so per secret): a student saves every few seconds with the same token, and checking its HMAC
 * and hashing it again each time was a tenth of the save's work. Only a token that verified is
 * kept (its claims are what its signature covers, so they cannot change); its expiry is checked
 * on every use, and whether it was signed out, the user's password version and status are
 * checked by the save's statement, as before.
 */
function createTokenCheck(): (request: FastifyRequest) => Promise<void> {
  const verifiedTokens = new Map<string, { caller: TokenCaller; expiresAt: number }>();
  return async (request) => {
    const token = bearerTokenOf(request);
    if (!token) throw unauthorized();
    const known = verifiedTokens.get(token);
    if (known && known.expiresAt > Date.now()) {
      callers.set(request, known.caller);
      return;
    }
    if (known) verifiedTokens.delete(token);
    const claims = await request.server.tokens.verify(token);
    if (!claims) throw unauthorized();
    const caller: TokenCaller = { userId: claims.userId, schoolId: claims.schoolId, passwordVersion: claims.passwordVersion, tokenHash: tokenHashOf(token) };
    if (verifiedTokens.size >= VERIFIED_TOKENS) {
      const oldest = verifiedTokens.keys().next().value;
      if (oldest !== undefined) verifiedTokens.delete(oldest);
    }
    verifiedTokens.set(token, { caller, expiresAt: claims.expiresAt.getTime() });
    callers.set(request, caller);
  };
}

export interface ClassroomRoutesOptions {
  clock?: Clock;
}

/** Answers, visibility and comments of a class (CLASSROOM.md); who may do what is the service's rule. */
export const classroomRoutes: FastifyPluginAsyncZod<ClassroomRoutesOptions> = async (app, options) => {
  const service = createClassroomService(app, options.clock ? { clock: options.clock } : {});
  const signedIn = { onRequest: [requireAuth] };
  const requireToken = createTokenCheck();
  const tags = ['classroom'];

  app.put(
    '/classes/:id/answers/:exerciseId',
    {
      onRequest: [requireToken],
      schema: {
        tags,
        summary: 'Save a student’s answer (kept only if its revision is higher than the stored one)',
        description:
          'The body is the answer of the exercise’s type (EXERCISES.md); `X-Answer-Revision` is the client’s counter for the exercise. Always answers the stored answer, revision and server score.',
        security: bearer,
        params: classExerciseParamsSchema,
        headers: z.looseObject({ [ANSWER_REVISION_HEADER]: answerRevisionSchema }),
        body: answerBodySchema,
        response: { 200: envelope(storedAnswerSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, exerciseId } = request.params;
      const revision = request.headers[ANSWER_REVISION_HEADER];
      const caller = callers.get(request);
      // One round trip when all is well; anything else goes the full way, which says what is wrong.
      const fast = caller ? await service.saveAnswerFast(caller, id, exerciseId, revision, request.body) : null;
      if (fast) return { data: fast };
      await requireAuth(request, reply);
      return { data: await service.saveAnswer(authOf(request), id, exerciseId, revision, request.body) };
    },
  );

  app.get(
    '/classes/:id/answers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Answers by student, then exercise (a student: only their own)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(answersMapSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await service.answers(authOf(request), request.params.id) }),
  );

  app.get(
    '/classes/:id/answers/:exerciseId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One answer: the caller’s own, or (staff) `studentId`’s; null when none',
        security: bearer,
        params: classExerciseParamsSchema,
        querystring: answerStudentQuerySchema,
        response: { 200: envelope(z.nullable(storedAnswerSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.answer(authOf(request), request.params.id, request.params.exerciseId, request.query.studentId) }),
  );

  app.delete(
    '/classes/:id/answers/:exerciseId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Clear an answer: a student their own, the teacher `studentId`’s',
        security: bearer,
        params: classExerciseParamsSchema,
        querystring: answerStudentQuerySchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteAnswer(authOf(request), request.params.id, request.params.exerciseId, request.query.studentId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/classes/:id/answers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Clear every answer to the current lesson (the teacher)',
        security: bearer,
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.resetLesson(authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/classes/:id/exercises/:exerciseId/reset-answers',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Clear every student’s answer to an exercise (the teacher)',
        security: bearer,
        params: classExerciseParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.resetExercise(authOf(request), request.params.id, request.params.exerciseId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/classes/:id/exercises/:exerciseId/toggle-visibility',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Hide a shown exercise from the students, or show a hidden one (the teacher)',
        security: bearer,
        params: classExerciseParamsSchema,
        response: { 200: envelope(visibilityToggleSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.toggleVisibility(authOf(request), request.params.id, request.params.exerciseId) }),
  );

  app.get(
    '/classes/:id/exercises/hidden',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The exercises hidden in the class (staff of the class)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(hiddenExercisesSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.hidden(authOf(request), request.params.id) }),
  );

  app.get(
    '/classes/:id/exercises/:exerciseId/comments',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'An exercise’s comments in the class (a student: those to them, to everyone, or by them)',
        security: bearer,
        params: classExerciseParamsSchema,
        response: { 200: envelope(commentListSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await service.comments(authOf(request), request.params.id, request.params.exerciseId) }),
  );

  app.post(
    '/classes/:id/exercises/:exerciseId/comments',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Comment on an exercise, to a student of the class or to everyone (null)',
        security: bearer,
        params: classExerciseParamsSchema,
        body: commentInputSchema,
        response: { 201: envelope(classCommentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.comment(authOf(request), request.params.id, request.params.exerciseId, request.body) }),
  );
};
