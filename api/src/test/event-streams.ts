// Live event streams read over real HTTP, as the browser reads them (classes/events*.test.ts).
import type { AddressInfo } from 'node:net';
import { parseClassEvent, type ClassEvent } from '@school/shared/contracts';
import type { TestApp } from './harness.js';

/** A keep-alive timer the test fires by hand: no wall clock. */
export function manualInterval() {
  const ticks = new Set<() => void>();
  return {
    interval: (_ms: number, tick: () => void) => {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
    fire: () => {
      for (const tick of ticks) tick();
    },
    get count() {
      return ticks.size;
    },
  };
}

/** Waits until `check` holds (the condition, not a time, is what the test waits for). */
export async function until(check: () => boolean, what: string, limitMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface Stream {
  status: number;
  contentType: string | null;
  events: ClassEvent[];
  /** Every raw line received, comments included. */
  lines: string[];
  /** The server ended the stream (not the test). */
  ended: boolean;
  close(): void;
}

/** Opens a class's event stream over real HTTP (a streaming fetch, as the browser does) and collects what arrives. */
export async function openStream(app: TestApp['app'], classId: string, token: string, lastEventId?: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = await fetch(`http://127.0.0.1:${port}/tenant/classes/${classId}/events`, { headers, signal: controller.signal });
  const stream: Stream = { status: response.status, contentType: response.headers.get('content-type'), events: [], lines: [], ended: false, close: () => controller.abort() };
  const reader = response.body?.getReader();
  if (!reader) return stream;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          stream.ended = true;
          break;
        }
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          stream.lines.push(...lines);
          const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const id = field('id');
          const type = field('event');
          const data = field('data');
          if (id !== undefined && type && data !== undefined) {
            const event = parseClassEvent(id, type, data);
            if (event) stream.events.push(event);
          }
        }
      }
    } catch {
      // Aborted by the test, or the server closed.
    }
  })();
  return stream;
}
