import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exerciseInputSchema } from '@school/exercises';
import {
  COURSE_WRITER_RULE,
  exerciseCopySchema,
  exerciseMoveSchema,
  lessonCopySchema,
  lessonInputSchema,
  lessonMoveSchema,
  lessonSchema,
  lessonSectionInputSchema,
  lessonSectionSchema,
  reorderSchema,
  sectionCopySchema,
  sectionInputSchema,
  sectionMoveSchema,
  sectionSchema,
  type Language,
} from '@school/shared/contracts';
import type { AuthContext } from '../../lib/auth-context.js';
import { requestLanguage } from '../../lib/language.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { anyExerciseSchema, createExercisesService, lessonSectionWithExercisesSchema } from '../exercises/index.js';
import { createLessonSectionsService } from '../lesson-sections/index.js';
import { createLessonsService } from '../lessons/index.js';
import { createSectionsService } from '../sections/index.js';
import { courseParams, exerciseParams, lessonParams, lessonSectionParams, sectionParams } from './paths.js';

/**
 * The routes of sections, lessons, lesson sections and exercises (spec 02 §7; the path list with
 * bodies and answers is in shared/src/contracts/course-structure.ts), as one table. Every route is
 * registered the same way (below): readers need a token, writers COURSE_WRITER_RULE; params,
 * body and answer are validated; the answer is `{ data }`, or nothing for a 204. Each path is
 * written out whole so that searching the code for a path finds its route.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ErrorStatus = 400 | 401 | 403 | 404 | 409;

/** What a route's handler is given: the caller, the checked params and body, the caller's language. */
interface Call<Params, Body> {
  auth: AuthContext;
  params: Params;
  body: Body;
  language: Language;
}

/** zod and zod/mini schemas alike (the shared contracts use zod/mini). */
type Schema = z.core.$ZodType;

interface RouteDefinition<P extends Schema, B extends Schema | undefined, D extends Schema | undefined> {
  method: Method;
  url: string;
  tag: string;
  /** Writers only (COURSE_WRITER_RULE); readers are everyone signed in. */
  writes: boolean;
  summary: string;
  description?: string;
  params: P;
  body?: B;
  status: 200 | 201 | 204;
  /** The `data` of the answer; none for a 204. */
  data?: D;
  errors: ErrorStatus[];
  handle(call: Call<z.output<P>, B extends Schema ? z.output<B> : undefined>): Promise<D extends Schema ? z.input<D> : void>;
}

type StructureRoute = RouteDefinition<Schema, Schema | undefined, Schema | undefined>;

/** Types one row of the table against its own schemas; the table holds them side by side. */
function route<P extends Schema, B extends Schema | undefined = undefined, D extends Schema | undefined = undefined>(
  definition: RouteDefinition<P, B, D>,
): StructureRoute {
  return definition as unknown as StructureRoute;
}

const writerOnly = requireStaffPermission(...COURSE_WRITER_RULE.permissions);

export const structureRoutes: FastifyPluginAsyncZod = async (app) => {
  const sections = createSectionsService(app);
  const lessons = createLessonsService(app);
  const lessonSections = createLessonSectionsService(app);
  const exercises = createExercisesService(app);
  const sectionList = z.array(sectionSchema);
  const lessonList = z.array(lessonSchema);
  const lessonSectionList = z.array(lessonSectionSchema);
  const exerciseList = z.array(anyExerciseSchema);
  const keyNote = 'A member (student) gets the exercise without its answer key.';

  const table: StructureRoute[] = [
    // Sections of a course.
    route({
      method: 'GET', url: '/courses/:courseId/sections', tag: 'sections', writes: false,
      summary: 'The sections of a course with their lessons, by position',
      params: courseParams, status: 200, data: sectionList, errors: [400, 401, 404],
      handle: ({ auth, params }) => sections.list(auth, params),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections', tag: 'sections', writes: true,
      summary: 'Create a section at the end of an own course',
      params: courseParams, body: sectionInputSchema, status: 201, data: sectionSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => sections.create(auth, params, body),
    }),
    route({
      method: 'PATCH', url: '/courses/:courseId/sections/reorder', tag: 'sections', writes: true,
      summary: 'Set the positions of the sections of an own course',
      description: 'All or nothing: every id must be a section of the course, listed once; positions are then renumbered densely.',
      params: courseParams, body: reorderSchema, status: 200, data: sectionList, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => sections.reorder(auth, params, body),
    }),
    route({
      method: 'GET', url: '/courses/:courseId/sections/:sectionId', tag: 'sections', writes: false,
      summary: 'One section with its lessons',
      params: sectionParams, status: 200, data: sectionSchema, errors: [400, 401, 404],
      handle: ({ auth, params }) => sections.get(auth, params),
    }),
    route({
      method: 'PUT', url: '/courses/:courseId/sections/:sectionId', tag: 'sections', writes: true,
      summary: 'Update a section',
      params: sectionParams, body: sectionInputSchema, status: 200, data: sectionSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => sections.update(auth, params, body),
    }),
    route({
      method: 'DELETE', url: '/courses/:courseId/sections/:sectionId', tag: 'sections', writes: true,
      summary: 'Delete a section with its lessons, lesson sections, exercises and their files',
      params: sectionParams, status: 204, errors: [400, 401, 403, 404],
      handle: ({ auth, params }) => sections.remove(auth, params),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/duplicate', tag: 'sections', writes: true,
      summary: 'Deep-copy a section right after it (name with the copy suffix)',
      params: sectionParams, status: 201, data: sectionSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, language }) => sections.duplicate(auth, params, language),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/copy', tag: 'sections', writes: true,
      summary: 'Deep-copy a section to the end of an own course',
      params: sectionParams, body: sectionCopySchema, status: 201, data: sectionSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => sections.copy(auth, params, body),
    }),
    route({
      method: 'PATCH', url: '/courses/:courseId/sections/:sectionId/move', tag: 'sections', writes: true,
      summary: 'Move a section to a position of its course',
      params: sectionParams, body: sectionMoveSchema, status: 200, data: sectionList, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => sections.move(auth, params, body),
    }),

    // Lessons of a section.
    route({
      method: 'GET', url: '/courses/:courseId/sections/:sectionId/lessons', tag: 'lessons', writes: false,
      summary: 'The lessons of a section, by position',
      params: sectionParams, status: 200, data: lessonList, errors: [400, 401, 404],
      handle: ({ auth, params }) => lessons.list(auth, params),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/lessons', tag: 'lessons', writes: true,
      summary: 'Create a lesson at the end of a section',
      params: sectionParams, body: lessonInputSchema, status: 201, data: lessonSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => lessons.create(auth, params, body),
    }),
    route({
      method: 'PATCH', url: '/courses/:courseId/sections/:sectionId/lessons/reorder', tag: 'lessons', writes: true,
      summary: 'Set the positions of the lessons of a section',
      description: 'All or nothing: every id must be a lesson of the section, listed once; positions are then renumbered densely.',
      params: sectionParams, body: reorderSchema, status: 200, data: lessonList, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => lessons.reorder(auth, params, body),
    }),
    route({
      method: 'GET', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId', tag: 'lessons', writes: false,
      summary: 'One lesson',
      params: lessonParams, status: 200, data: lessonSchema, errors: [400, 401, 404],
      handle: ({ auth, params }) => lessons.get(auth, params),
    }),
    route({
      method: 'PUT', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId', tag: 'lessons', writes: true,
      summary: 'Update a lesson',
      params: lessonParams, body: lessonInputSchema, status: 200, data: lessonSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => lessons.update(auth, params, body),
    }),
    route({
      method: 'DELETE', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId', tag: 'lessons', writes: true,
      summary: 'Delete a lesson with its lesson sections, exercises and their files',
      params: lessonParams, status: 204, errors: [400, 401, 403, 404],
      handle: ({ auth, params }) => lessons.remove(auth, params),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/duplicate', tag: 'lessons', writes: true,
      summary: 'Deep-copy a lesson right after it (name with the copy suffix)',
      params: lessonParams, status: 201, data: lessonSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, language }) => lessons.duplicate(auth, params, language),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/copy', tag: 'lessons', writes: true,
      summary: 'Deep-copy a lesson to the end of a section of an own course',
      params: lessonParams, body: lessonCopySchema, status: 201, data: lessonSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => lessons.copy(auth, params, body),
    }),
    route({
      method: 'PATCH', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/move', tag: 'lessons', writes: true,
      summary: 'Move a lesson to a position of a section of the same course',
      params: lessonParams, body: lessonMoveSchema, status: 200, data: lessonSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => lessons.move(auth, params, body),
    }),

    // Sections of a lesson ("lesson sections").
    route({
      method: 'GET', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections', tag: 'lesson sections', writes: false,
      summary: 'The sections of a lesson, by position with the homework last (without exercises)',
      params: lessonParams, status: 200, data: lessonSectionList, errors: [400, 401, 404],
      handle: ({ auth, params }) => lessonSections.list(auth, params),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections', tag: 'lesson sections', writes: true,
      summary: 'Create a lesson section at the end (the homework stays last; at most one homework)',
      params: lessonParams, body: lessonSectionInputSchema, status: 201, data: lessonSectionWithExercisesSchema, errors: [400, 401, 403, 404, 409],
      handle: ({ auth, params, body }) => lessonSections.create(auth, params, body),
    }),
    route({
      method: 'PATCH', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/reorder', tag: 'lesson sections', writes: true,
      summary: 'Set the positions of the sections of a lesson',
      description: 'All or nothing: every id must be a section of the lesson, listed once. The homework section stays last whatever position it is sent.',
      params: lessonParams, body: reorderSchema, status: 200, data: lessonSectionList, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => lessonSections.reorder(auth, params, body),
    }),
    route({
      method: 'GET', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId', tag: 'lesson sections', writes: false,
      summary: 'One lesson section with its exercises by position',
      description: 'A member (student) gets each exercise without its answer key.',
      params: lessonSectionParams, status: 200, data: lessonSectionWithExercisesSchema, errors: [400, 401, 404],
      handle: ({ auth, params }) => lessonSections.get(auth, params),
    }),
    route({
      method: 'PUT', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId', tag: 'lesson sections', writes: true,
      summary: 'Update a lesson section (whether it is the homework)',
      params: lessonSectionParams, body: lessonSectionInputSchema, status: 200, data: lessonSectionSchema, errors: [400, 401, 403, 404, 409],
      handle: ({ auth, params, body }) => lessonSections.update(auth, params, body),
    }),
    route({
      method: 'DELETE', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId', tag: 'lesson sections', writes: true,
      summary: 'Delete a lesson section with its exercises and their files',
      params: lessonSectionParams, status: 204, errors: [400, 401, 403, 404],
      handle: ({ auth, params }) => lessonSections.remove(auth, params),
    }),

    // Exercises of a lesson section (`check`, which scores an answer, is exercises.routes.ts's).
    route({
      method: 'GET', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises', tag: 'exercises', writes: false,
      summary: 'The exercises of a lesson section, by position', description: keyNote,
      params: lessonSectionParams, status: 200, data: exerciseList, errors: [400, 401, 404],
      handle: ({ auth, params }) => exercises.list(auth, params),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises', tag: 'exercises', writes: true,
      summary: 'Create an exercise at the end of a lesson section',
      description: 'The body is one of the exercise types of @school/exercises; pictures are files uploaded with POST files.',
      params: lessonSectionParams, body: exerciseInputSchema, status: 201, data: anyExerciseSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => exercises.create(auth, params, body),
    }),
    route({
      method: 'PATCH', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises/reorder', tag: 'exercises', writes: true,
      summary: 'Set the positions of the exercises of a lesson section',
      description: 'All or nothing: every id must be an exercise of the lesson section, listed once.',
      params: lessonSectionParams, body: reorderSchema, status: 200, data: exerciseList, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => exercises.reorder(auth, params, body),
    }),
    route({
      method: 'GET', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises/:exerciseId', tag: 'exercises', writes: false,
      summary: 'One exercise', description: keyNote,
      params: exerciseParams, status: 200, data: anyExerciseSchema, errors: [400, 401, 404],
      handle: ({ auth, params }) => exercises.get(auth, params),
    }),
    route({
      method: 'PUT', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises/:exerciseId', tag: 'exercises', writes: true,
      summary: 'Update an exercise (its type stays)',
      params: exerciseParams, body: exerciseInputSchema, status: 200, data: anyExerciseSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => exercises.update(auth, params, body),
    }),
    route({
      method: 'DELETE', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises/:exerciseId', tag: 'exercises', writes: true,
      summary: 'Delete an exercise and its files',
      params: exerciseParams, status: 204, errors: [400, 401, 403, 404],
      handle: ({ auth, params }) => exercises.remove(auth, params),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises/:exerciseId/duplicate', tag: 'exercises', writes: true,
      summary: 'Copy an exercise (with its files) right after it; the title gets the copy suffix',
      params: exerciseParams, status: 201, data: anyExerciseSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, language }) => exercises.duplicate(auth, params, language),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises/:exerciseId/copy', tag: 'exercises', writes: true,
      summary: 'Copy an exercise (with its files) to the end of a lesson section of an own course',
      params: exerciseParams, body: exerciseCopySchema, status: 201, data: anyExerciseSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => exercises.copy(auth, params, body),
    }),
    route({
      method: 'PATCH', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises/:exerciseId/move', tag: 'exercises', writes: true,
      summary: 'Move an exercise to a lesson section of an own course (the end, or a position)',
      params: exerciseParams, body: exerciseMoveSchema, status: 200, data: anyExerciseSchema, errors: [400, 401, 403, 404],
      handle: ({ auth, params, body }) => exercises.move(auth, params, body),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises/:exerciseId/move-up', tag: 'exercises', writes: true,
      summary: 'Move an exercise one place up',
      description: 'Nothing changes at the edge. Answers the exercises of the lesson section.',
      params: exerciseParams, status: 200, data: exerciseList, errors: [400, 401, 403, 404],
      handle: ({ auth, params }) => exercises.step(auth, params, -1),
    }),
    route({
      method: 'POST', url: '/courses/:courseId/sections/:sectionId/lessons/:lessonId/sections/:lessonSectionId/exercises/:exerciseId/move-down', tag: 'exercises', writes: true,
      summary: 'Move an exercise one place down',
      description: 'Nothing changes at the edge. Answers the exercises of the lesson section.',
      params: exerciseParams, status: 200, data: exerciseList, errors: [400, 401, 403, 404],
      handle: ({ auth, params }) => exercises.step(auth, params, 1),
    }),
  ];

  for (const definition of table) {
    const { status, data } = definition;
    // Typed as a plain schema: each row was checked against its own schemas by `route`.
    const schema: FastifySchema = {
      tags: [definition.tag],
      summary: definition.summary,
      ...(definition.description ? { description: definition.description } : {}),
      security: bearer,
      params: definition.params,
      ...(definition.body ? { body: definition.body } : {}),
      response: { [status]: data ? z.object({ data }) : noContent, ...errorResponses(...definition.errors) },
    };
    app.route({
      method: definition.method,
      url: definition.url,
      onRequest: definition.writes ? [requireAuth, writerOnly] : [requireAuth],
      schema,
      handler: async (request, reply) => {
        const result = await definition.handle({ auth: authOf(request), params: request.params, body: request.body, language: requestLanguage(request) });
        return status === 204 ? reply.code(204).send(null) : reply.code(status).send({ data: result });
      },
    });
  }
};
