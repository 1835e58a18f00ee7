import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, classExerciseParamsSchema, envelope, idParamsSchema, incorrectWordsSchema, reviewStudentQuerySchema } from '@school/shared/contracts';
import { bearer, errorResponses } from '../../lib/schemas.js';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { sendStored } from '../files/index.js';
import { createReviewService } from './review.service.js';

/**
 * Reviewing one student's work in the classroom (docs/decisions/classroom-review.md): the
 * recording of a voice answer, behind the class's own authorisation, and the words the student
 * got wrong in the current lesson.
 */
export const classReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReviewService(app);
  const tags = ['classroom'];

  app.get(
    '/classes/:id/answers/:exerciseId/recording',
    {
      onRequest: [requireAuth],
      schema: {
        tags,
        summary: 'The recording of a voice answer: a student their own, the class’s staff `studentId`’s',
        description: 'The bytes of the recording the stored voice_recording answer names, with its audio type. 404 `classroom.noRecording` when the answer names none.',
        security: bearer,
        params: classExerciseParamsSchema,
        querystring: reviewStudentQuerySchema,
        response: {
          200: { description: 'The recording', content: { 'audio/webm': { schema: z.string().meta({ format: 'binary' }) } } },
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, exerciseId } = request.params;
      const recording = await service.recording(authOf(request), id, exerciseId, request.query.studentId);
      // Someone's voice, read with a token: never kept by a shared cache. Streamed, seekable by `Range`.
      return sendStored(request, reply.header('cache-control', 'private, no-store'), recording);
    },
  );

  app.get(
    '/classes/:id/incorrect-words',
    {
      onRequest: [requireAuth],
      schema: {
        tags,
        summary: 'The words a student got wrong in the class’s current lesson',
        security: bearer,
        params: idParamsSchema,
        querystring: reviewStudentQuerySchema,
        response: { 200: envelope(incorrectWordsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.incorrectWords(authOf(request), request.params.id, request.query.studentId) }),
  );
};
