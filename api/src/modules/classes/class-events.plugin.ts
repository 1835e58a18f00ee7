import fp from 'fastify-plugin';
import { CLASS_EVENTS_KEEPALIVE_MS } from '@school/shared/contracts';
import { EVENTS_CHANNEL, eventsAfter } from './classes.repository.js';
import type { ClassEventRow } from './classes.table.js';

/** Calls `tick` every `ms` until the returned function is called; tests pass one they drive by hand. */
export type IntervalTimer = (ms: number, tick: () => void) => () => void;

export const systemInterval: IntervalTimer = (ms, tick) => {
  const timer = setInterval(tick, ms);
  // An idle stream's keep-alive must not keep a stopping process alive.
  timer.unref();
  return () => clearInterval(timer);
};

export interface ClassEventHub {
  /**
   * Receives the events of one class committed from now on, on any API instance, in the order
   * of their numbers (each once per subscriber). Answers the function that unsubscribes.
   */
  subscribe(classId: string, onEvent: (event: ClassEventRow) => void): () => void;
  /** Ends with the server: every open stream registers its closer here. */
  track(close: () => void): () => void;
  /** The keep-alive timer of streams. */
  interval: IntervalTimer;
  keepAliveMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    classEvents: ClassEventHub;
  }
}

export interface ClassEventsPluginOptions {
  interval?: IntervalTimer;
  keepAliveMs?: number;
}

/**
 * Fans class events out to the streams held by this process. Writers append to the class's log
 * and `pg_notify` in their transaction (classes.repository.ts); every instance LISTENs on the one
 * channel, and on a notification for a class someone here watches, reads the log after the last
 * event it delivered for that class (one query per class, whatever the number of streams) and
 * hands each new event to every subscriber. The log is the truth, the notification only a wake-up:
 * a lost notification (or a LISTEN connection that was down) costs latency, not events, because
 * the next read, or the resume after a reconnect, picks up everything after the cursor.
 */
export const classEventsPlugin = fp<ClassEventsPluginOptions>(
  async (app, options) => {
    const subscribers = new Map<string, Set<(event: ClassEventRow) => void>>();
    /** Per watched class: the last event number handed out, and whether a read is running or wanted. */
    const cursors = new Map<string, { last: number | null; reading: boolean; again: boolean }>();
    const closers = new Set<() => void>();

    async function read(classId: string, hint: number | null): Promise<void> {
      const cursor = cursors.get(classId);
      if (!cursor) return;
      if (cursor.reading) {
        cursor.again = true;
        return;
      }
      cursor.reading = true;
      try {
        do {
          cursor.again = false;
          // First wake-up for this class here: start just before the notified event; streams
          // catch up on anything older themselves (they know where they are).
          const after = cursor.last ?? (hint !== null ? hint - 1 : null);
          if (after === null) break;
          const rows = await eventsAfter(app.db.system, classId, after);
          for (const row of rows) {
            cursor.last = row.id;
            for (const deliver of subscribers.get(classId) ?? []) deliver(row);
          }
          if (rows.length === 500) cursor.again = true;
        } while (cursor.again && cursors.has(classId));
      } catch (error) {
        app.log.error({ err: error, classId }, 'reading class events failed');
      } finally {
        cursor.reading = false;
      }
    }

    const onMessage = (payload: string) => {
      const [classId, id] = payload.split(':');
      if (!classId || !cursors.has(classId)) return;
      const number = Number(id);
      void read(classId, Number.isSafeInteger(number) ? number : null);
    };
    // After the LISTEN connection came back: whatever was committed meanwhile is read now.
    const onResume = () => {
      for (const classId of cursors.keys()) void read(classId, null);
    };
    const stopListening = await app.db.listen(EVENTS_CHANNEL, onMessage, onResume);

    const hub: ClassEventHub = {
      subscribe(classId, onEvent) {
        const set = subscribers.get(classId) ?? new Set();
        set.add(onEvent);
        subscribers.set(classId, set);
        if (!cursors.has(classId)) cursors.set(classId, { last: null, reading: false, again: false });
        return () => {
          set.delete(onEvent);
          if (set.size === 0) {
            subscribers.delete(classId);
            cursors.delete(classId);
          }
        };
      },
      track(close) {
        closers.add(close);
        return () => closers.delete(close);
      },
      interval: options.interval ?? systemInterval,
      keepAliveMs: options.keepAliveMs ?? CLASS_EVENTS_KEEPALIVE_MS,
    };
    app.decorate('classEvents', hub);

    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => {
      for (const close of [...closers]) close();
    });
    app.addHook('onClose', async () => {
      await stopListening();
    });
  },
  { name: 'class-events', dependencies: ['db'] },
);
