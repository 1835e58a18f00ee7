import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { idParamsSchema } from '@school/shared/contracts';
import { AppError } from '../../lib/app-error.js';
import { bearer, errorResponses } from '../../lib/schemas.js';
import { authContextOfToken, authOf, bearerTokenOf, requireAuth } from '../../plugins/auth.js';
import { oldestEventId } from './class-events-retention.js';
import { eventsAfter, lastEventId } from './classes.repository.js';
import { classFor } from './classes.service.js';
import type { ClassEventRow } from './classes.table.js';
import { createClassroomService } from './classroom.service.js';

/** One event as an SSE message: its number, type and JSON data (one line: JSON escapes line breaks). */
export function formatEvent(row: ClassEventRow): string {
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`;
}

/** The first message of a resume the log can no longer serve: read the class again (never stored). */
export const formatResync = (id: number) => `id: ${id}\nevent: resync\ndata: ${JSON.stringify({ reason: 'pruned' })}\n\n`;

/** How many events a replay reads at a time. */
const REPLAY_PAGE = 500;

/**
 * GET classes/{id}/events: the class's live events as `text/event-stream`, authorised by the
 * bearer header like every call (the client reads it with a streaming fetch). A reconnect with
 * `Last-Event-ID` first receives what it missed from the class's event log; a comment line every
 * 15 s keeps proxies from closing an idle stream. A student receives only events meant for every
 * student or for them (never another student's answer); staff receive all.
 */
export const classEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createClassroomService(app);

  app.get(
    '/classes/:id/events',
    {
      onRequest: [requireAuth],
      schema: {
        tags: ['classroom'],
        summary: 'The class’s live events (text/event-stream; Last-Event-ID resumes)',
        description:
          'Events: answer, visibility, reset, comment, lesson, homework, access; `id` rises per class, `data` is JSON (shared contracts CLASS_EVENT_PAYLOADS). A `: keep-alive` comment every 15 s.',
        security: bearer,
        params: idParamsSchema,
        headers: z.looseObject({ 'last-event-id': z.optional(z.string()) }),
        response: { ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const classId = request.params.id;
      const asked = request.headers['last-event-id'];
      const { access, after } = await service.openStream(auth, classId, asked);
      // A resume from a number older than the log keeps (pruned) cannot be replayed: the client
      // is told to read the class again and continues from the class's last number.
      const oldest = asked !== undefined && after > 0 ? await oldestEventId(app.db.system, classId) : 0;
      const resync = oldest > 0 && after < oldest - 1 ? await lastEventId(app.db.system, classId) : null;
      const token = bearerTokenOf(request) ?? '';
      const userId = auth.user.id;
      const visible = (row: ClassEventRow) => access !== 'student' || row.memberIds === null || row.memberIds.includes(userId);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      raw.write('retry: 2000\n\n');
      if (resync !== null) raw.write(formatResync(resync));

      let last = resync ?? after;
      let closed = false;
      let pumping = false;
      let again = false;
      const send = (row: ClassEventRow) => {
        if (closed || row.id <= last) return;
        last = row.id;
        if (visible(row)) raw.write(formatEvent(row));
      };
      /** Reads the log after the last event sent (the replay, and any gap the hub's order leaves). */
      const pump = async (): Promise<void> => {
        if (pumping) {
          again = true;
          return;
        }
        pumping = true;
        try {
          do {
            again = false;
            const rows = await eventsAfter(app.db.system, classId, last, REPLAY_PAGE);
            for (const row of rows) send(row);
            if (rows.length === REPLAY_PAGE) again = true;
          } while (again && !closed);
        } catch (error) {
          request.log.error({ err: error, classId }, 'class event replay failed');
        } finally {
          pumping = false;
        }
      };

      const unsubscribe = app.classEvents.subscribe(classId, (row) => {
        if (!pumping && row.id === last + 1) send(row);
        else if (row.id > last) void pump();
      });
      /**
       * The stream was authorised when it opened; it lasts hours. On every keep-alive tick the
       * token is checked again as a request's would be (signed out, password changed, user no
       * longer active: the revocation lives in the database, so this holds whichever instance
       * revoked it) and so is the caller's place in the class; when either is gone the stream
       * ends, and the client's reconnect meets the 401 or 404 that makes it sign in again.
       */
      let checking = false;
      const recheck = async () => {
        if (checking || closed) return;
        checking = true;
        try {
          const context = await authContextOfToken(app, token);
          // Not the class's any more is the 404 every class call answers; any other failure is rethrown.
          const stillIn = context
            ? await app.db.inSchool(context.school.id, (tx) =>
                classFor(tx, context.school.id, context, classId).then(
                  () => true,
                  (error: unknown) => {
                    if (error instanceof AppError && error.statusCode === 404) return false;
                    throw error;
                  },
                ),
              )
            : false;
          if (!stillIn) close();
        } catch (error) {
          request.log.warn({ err: error, classId }, 'could not re-check a class event stream');
        } finally {
          checking = false;
        }
      };
      const stopKeepAlive = app.classEvents.interval(app.classEvents.keepAliveMs, () => {
        if (closed) return;
        raw.write(': keep-alive\n\n');
        void recheck();
      });
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        stopKeepAlive();
        untrack();
        raw.end();
      };
      const untrack = app.classEvents.track(close);
      raw.on('close', close);
      raw.on('error', close);
      await pump();
    },
  );
};
