import { apiUrl, reportResponseStatus, requestHeaders } from '@school/shared';
import { SseParser, type ServerSentEvent } from './sse-parser.js';

/**
 * Where the stream is: `connecting` (first attempt), `open` (the server answered with an event
 * stream), `reconnecting` (lost; waiting for the next attempt or making it), `closed` (stopped
 * for good: aborted, or the server refused with a 4xx that asking again will not change).
 */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Why the stream stopped for good: the server's status and message. */
export interface StreamRefusal {
  status: number;
  message: string;
}

export interface BackoffOptions {
  /** The first wait after a loss (the server's `retry:` replaces it). Default 1 s. */
  initialMs?: number;
  /** The longest wait. Default 30 s. */
  maxMs?: number;
}

export interface EventStreamOptions {
  /** An API path (`classes/{id}/events`, joined to the shared client's base) or an absolute address. */
  url: string;
  onEvent: (event: ServerSentEvent) => void;
  onStateChange?: (state: ConnectionState) => void;
  /** The server refused the stream (4xx other than 408/429): no more attempts. */
  onRefused?: (refusal: StreamRefusal) => void;
  /** Stops the stream and every later attempt. */
  signal?: AbortSignal;
  /** Where to resume: sent as `Last-Event-ID` on the first request too. */
  lastEventId?: string;
  backoff?: BackoffOptions;
  /**
   * With no byte (not even the server's 15-second keep-alive comment) for this long, the
   * connection is taken as dead and made again: a proxy or a sleeping laptop can leave a
   * stream open that will never deliver anything. Default 45 s; 0 turns it off.
   */
  idleTimeoutMs?: number;
  /** For tests: the `fetch` to use, and the random part of the backoff (0..1). */
  fetch?: typeof globalThis.fetch;
  random?: () => number;
}

export interface EventStreamHandle {
  /** Stops the stream (as aborting `signal` does). */
  close: () => void;
  readonly state: ConnectionState;
  /** The last `id:` received; what a reconnect sends as `Last-Event-ID`. */
  readonly lastEventId: string;
}

const DEFAULT_BACKOFF = { initialMs: 1000, maxMs: 30_000 };
const DEFAULT_IDLE_TIMEOUT_MS = 45_000;

/** A 4xx will not change by asking again, except these two (timeout, too many requests). */
function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

async function refusalMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the status text is all there is.
  }
  return response.statusText;
}

/**
 * Reads a server-sent event stream with a streaming `fetch`, so that it carries the bearer token
 * (an `EventSource` cannot send headers), and keeps it open: after a loss it reconnects with
 * exponential backoff and jitter, sending `Last-Event-ID` so the server first replays what was
 * missed. The `online` event of the window cuts a wait short. Stops on `signal` or `close()`.
 */
export function openEventStream(options: EventStreamOptions): EventStreamHandle {
  const { url, onEvent, onStateChange, onRefused, backoff = {}, idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS, random = Math.random } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const initialMs = backoff.initialMs ?? DEFAULT_BACKOFF.initialMs;
  const maxMs = backoff.maxMs ?? DEFAULT_BACKOFF.maxMs;

  const stopper = new AbortController();
  const stop = (): void => stopper.abort();
  if (options.signal?.aborted) stopper.abort();
  else options.signal?.addEventListener('abort', stop, { once: true });

  let state: ConnectionState = 'connecting';
  let lastEventId = options.lastEventId ?? '';
  let serverRetryMs: number | undefined;
  let failures = 0;

  const setState = (next: ConnectionState): void => {
    if (state === next) return;
    state = next;
    onStateChange?.(next);
  };

  /** Waits `ms`, or less if the browser comes back online; false if stopped meanwhile. */
  const wait = (ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      if (stopper.signal.aborted) {
        resolve(false);
        return;
      }
      const done = (): void => {
        clearTimeout(timer);
        globalThis.removeEventListener?.('online', early);
        stopper.signal.removeEventListener('abort', aborted);
      };
      const early = (): void => {
        done();
        resolve(true);
      };
      const aborted = (): void => {
        done();
        resolve(false);
      };
      const timer = setTimeout(early, ms);
      globalThis.addEventListener?.('online', early);
      stopper.signal.addEventListener('abort', aborted);
    });

  const delay = (): number => {
    const base = serverRetryMs ?? initialMs;
    const exponential = Math.min(maxMs, base * 2 ** Math.max(0, failures - 1));
    // Up to a fifth more, at random, so thirty students cut off together do not return together.
    return Math.round(exponential * (1 + random() * 0.2));
  };

  /** One connection, until it ends; resolves to whether to try again. */
  const connect = async (): Promise<boolean> => {
    const attempt = new AbortController();
    const abortAttempt = (): void => attempt.abort();
    stopper.signal.addEventListener('abort', abortAttempt);
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const armIdle = (): void => {
      if (idleTimeoutMs <= 0) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(abortAttempt, idleTimeoutMs);
    };
    const parser = new SseParser(
      {
        onEvent: (event) => {
          lastEventId = event.id;
          onEvent(event);
        },
        onRetry: (ms) => {
          serverRetryMs = ms;
        },
      },
      lastEventId,
    );
    try {
      const headers: Record<string, string> = { ...requestHeaders(), Accept: 'text/event-stream', 'Cache-Control': 'no-cache' };
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      armIdle();
      const response = await doFetch(apiUrl(url), { headers, signal: attempt.signal, cache: 'no-store' });
      if (!response.ok) {
        reportResponseStatus(response.status);
        if (isFinalRefusal(response.status)) {
          onRefused?.({ status: response.status, message: await refusalMessage(response) });
          return false;
        }
        return true;
      }
      // 204 is the server's way of saying "do not reconnect" (as for EventSource).
      if (response.status === 204) return false;
      if (!response.body) return true;
      setState('open');
      failures = 0;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          armIdle();
          parser.push(decoder.decode(value, { stream: true }));
          // A block with an id and no data moves the position too.
          lastEventId = parser.lastId;
        }
      } finally {
        reader.cancel().catch(() => undefined);
      }
      parser.push(decoder.decode());
      parser.end();
      return true;
    } catch {
      // A network error, or this attempt was cut (stopped, or silent too long).
      parser.end();
      return !stopper.signal.aborted;
    } finally {
      clearTimeout(idleTimer);
      stopper.signal.removeEventListener('abort', abortAttempt);
    }
  };

  const run = async (): Promise<void> => {
    while (!stopper.signal.aborted) {
      const again = await connect();
      if (!again || stopper.signal.aborted) break;
      failures += 1;
      setState('reconnecting');
      if (!(await wait(delay()))) break;
    }
    options.signal?.removeEventListener('abort', stop);
    setState('closed');
  };

  onStateChange?.(state);
  void run();

  return {
    close: stop,
    get state() {
      return state;
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
