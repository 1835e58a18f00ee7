import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { idParamsSchema } from '@school/shared/contracts';
import { bearer, errorResponses } from '../../lib/schemas.js';
import { authOf, requireAuth } from '../../plugins/auth.js';
import { eventsAfter } from './classes.repository.js';
import type { ClassEventRow } from './classes.table.js';
import { createClassroomService } from './classroom.service.js';

/** One event as an SSE message: its number, type and JSON data (one line: JSON escapes line breaks). */
export function formatEvent(row: ClassEventRow): string {
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`;
}

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
      const { access, after } = await service.openStream(auth, classId, request.headers['last-event-id']);
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

      let last = after;
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
      const stopKeepAlive = app.classEvents.interval(app.classEvents.keepAliveMs, () => {
        if (!closed) raw.write(': keep-alive\n\n');
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
