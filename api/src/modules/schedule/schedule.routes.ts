import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  envelope,
  scheduleFeedParamsSchema,
  feedTokenSchema,
  feedTokenStateSchema,
  idParamsSchema,
  runningOutQuerySchema,
  runningOutStudentSchema,
  scheduleRangeQuerySchema,
  scheduleEventCreateSchema,
  scheduleEventResultSchema,
  scheduleEventSchema,
  scheduleEventUpdateSchema,
  scheduleListSchema,
  scheduleCreateQuerySchema,
  scheduleScopeQuerySchema,
  schoolScheduleQuerySchema,
  userScheduleQuerySchema,
  workingHoursQuerySchema,
  workingHoursSchema,
} from '@school/shared/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { bearer, errorResponses, noContent } from '../../lib/schemas.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { createScheduleService } from './schedule.service.js';

export interface ScheduleRoutesOptions {
  clock?: Clock;
}

/** The schedule (CLASSROOM.md "Schedule", "Charging"; docs/decisions/schedule-api.md). */
export const scheduleRoutes: FastifyPluginAsyncZod<ScheduleRoutesOptions> = async (app, options) => {
  const service = createScheduleService(app, options.clock ? { clock: options.clock } : {});
  const signedIn = { onRequest: [requireAuth] };
  const tags = ['schedule'];

  app.get(
    '/schedule/user',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The caller’s lessons starting in [from, to): taught (staff) or attended (students); `userId` another user’s (admin-access)',
        security: bearer,
        querystring: userScheduleQuerySchema,
        response: { 200: scheduleListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.ofUser(authOf(request), request.query),
  );

  app.get(
    '/schedule',
    {
      onRequest: [requireAuth, requireStaffPermission('admin-access')],
      schema: {
        tags,
        summary: 'The school’s lessons starting in [from, to), by teacher or class (admin-access)',
        security: bearer,
        querystring: schoolScheduleQuerySchema,
        response: { 200: scheduleListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.ofSchool(authOf(request), request.query),
  );

  app.get(
    '/users/:id/schedule',
    {
      onRequest: [requireAuth, requireStaffPermission('admin-access', 'users-management')],
      schema: {
        tags,
        summary: 'A user’s lessons starting in [from, to): taught or attended (the user detail’s schedule tab)',
        security: bearer,
        params: idParamsSchema,
        querystring: scheduleRangeQuerySchema,
        response: { 200: scheduleListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.ofUserById(authOf(request), request.params.id, request.query),
  );

  app.get(
    '/groups/:id/schedule',
    {
      onRequest: [requireAuth, requireStaffPermission('admin-access', 'users-management')],
      schema: {
        tags,
        summary: 'A group’s lessons starting in [from, to): those of its group classes (the group detail’s schedule tab)',
        security: bearer,
        params: idParamsSchema,
        querystring: scheduleRangeQuerySchema,
        response: { 200: scheduleListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.ofGroupById(authOf(request), request.params.id, request.query),
  );

  app.post(
    '/schedule/my',
    {
      onRequest: [requireAuth, requireStaffPermission('teacher', 'admin-access')],
      schema: {
        tags,
        summary: 'Plan a lesson of a class the caller teaches (admin-access: any); a repeat makes a weekly series, answered by its first event; `dryRun=true` answers 200 with the clashes and saves nothing',
        security: bearer,
        querystring: scheduleCreateQuerySchema,
        body: scheduleEventCreateSchema,
        response: { 200: envelope(scheduleEventResultSchema), 201: envelope(scheduleEventResultSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dryRun === 'true';
      return reply.code(dryRun ? 200 : 201).send({ data: await service.create(authOf(request), request.body, dryRun) });
    },
  );

  app.get(
    '/schedule/running-out',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Students booked for more of the next `days` days’ lessons than they have paid lessons left, the soonest unpaid lesson first',
        description:
          'With admin-access, the school’s students; other staff, the students with an unpaid lesson they teach (the first of those is named); a student, only themselves (an empty list while their lessons are paid).',
        security: bearer,
        querystring: runningOutQuerySchema,
        response: { 200: envelope(z.array(runningOutStudentSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await service.runningOut(authOf(request), request.query.days) }),
  );

  app.get(
    '/schedule/working-hours',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The school’s working hours and the caller’s (`userId`: another user’s, admin-access), each with its zone; for the calendar’s shading',
        security: bearer,
        querystring: workingHoursQuerySchema,
        response: { 200: envelope(workingHoursSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await service.workingHours(authOf(request), request.query.userId) }),
  );

  app.post(
    '/schedule/feed-token',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A new secret address of the caller’s calendar feed (shown once); the previous one stops working',
        security: bearer,
        response: { 201: envelope(feedTokenSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.newFeedToken(authOf(request)) }),
  );

  app.get(
    '/schedule/feed-token',
    {
      ...signedIn,
      schema: { tags, summary: 'Whether the caller has a feed address, and since when', security: bearer, response: { 200: envelope(feedTokenStateSchema), ...errorResponses(401) } },
    },
    async (request) => ({ data: await service.feedTokenState(authOf(request)) }),
  );

  app.get(
    '/schedule/feed/:token',
    {
      schema: {
        tags,
        summary: 'The calendar feed (iCalendar) of the address’s owner; no bearer: the address is the secret',
        // No response schema: the answer is text/calendar, not JSON (errors are the usual JSON).
        params: scheduleFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const calendar = await service.feed(request.params.token.replace(/\.ics$/, ''));
      if (calendar === null) throw new AppError(404, 'errors.notFound');
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(calendar);
    },
  );

  app.get(
    '/schedule/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A lesson: its class’s teacher and students, and administrators, see it',
        security: bearer,
        params: idParamsSchema,
        response: { 200: envelope(scheduleEventSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ data: await service.get(authOf(request), request.params.id) }),
  );

  app.put(
    '/schedule/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Replace a lesson (whole); a new status charges or gives back lessons; `scope=following` moves the later lessons of the series too; `dryRun=true` answers the clashes and saves nothing',
        security: bearer,
        params: idParamsSchema,
        querystring: scheduleScopeQuerySchema,
        body: scheduleEventUpdateSchema,
        response: { 200: envelope(scheduleEventResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await service.update(authOf(request), request.params.id, request.body, request.query.scope, request.query.dryRun === 'true') }),
  );

  app.delete(
    '/schedule/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a lesson (`scope=following`: and the later ones of its series); charged lessons are given back first',
        security: bearer,
        params: idParamsSchema,
        querystring: scheduleScopeQuerySchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id, request.query.scope);
      return reply.code(204).send(null);
    },
  );
};
