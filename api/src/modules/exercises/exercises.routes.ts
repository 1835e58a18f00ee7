import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scoreSchema } from '@school/exercises';
import { envelope } from '@school/shared/contracts';
import { forbidden } from '../../lib/app-error.js';
import { bearer, errorResponses } from '../../lib/schemas.js';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { exerciseParams } from '../structure/index.js';
import { createExercisesService } from './exercises.service.js';

export interface ExercisesRoutesOptions {
  /** Checks one user may make per minute. */
  checkRateLimitMax?: number;
}

/**
 * Scoring an answer, the one exercise route that is not part of the structure's route table
 * (structure/structure.routes.ts): it is about answers, not about the course's structure.
 */
export const exercisesRoutes: FastifyPluginAsyncZod<ExercisesRoutesOptions> = async (app, options) => {
  const service = createExercisesService(app);
  const tags = ['exercises'];

  app.post(
    '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises/:exerciseId/check',
    {
      onRequest: [
        requireAuth,
        // Checking on request would let a student read any answer key in a few calls; their
        // answers are scored when the classroom saves them (docs/decisions/api-exercise-check.md).
        async (request) => {
          if (authOf(request).user.role !== 'staff') throw forbidden();
        },
      ],
      config: {
        rateLimit: {
          max: options.checkRateLimitMax ?? 30,
          timeWindow: '1 minute',
          // After `requireAuth`, so the limit is per person, not per shared school address.
          hook: 'preHandler',
          keyGenerator: (request) => `check|${request.auth?.user.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Score an answer (staff trying an exercise); the attempt is recorded',
        description:
          "The body is the answer of the exercise's type (answerSchemaFor in @school/exercises). Staff only (preview); students' answers are scored when saved in the classroom. At most CHECK_RATE_LIMIT_MAX a minute per user.",
        security: bearer,
        params: exerciseParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelope(scoreSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ data: await service.check(authOf(request), request.params, request.body) }),
  );
};
