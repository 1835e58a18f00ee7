import { act, renderHook } from '@testing-library/react';
import { appStore, onSessionEndingResponse, tokenAtom } from '@school/shared';
import { ServerDataTestProvider, createTestQueryClient } from '@school/shared/testing';
import type { ReactNode } from 'react';
import { openEventStream, type ConnectionState } from './event-stream.js';
import { invalidateCache, updateCache, useLiveCache } from './live-cache.js';
import type { ServerSentEvent } from './sse-parser.js';
import { useEventStream } from './use-event-stream.js';

/** One request the stream made, and the body the test writes into it. */
interface Connection {
  url: string;
  headers: Record<string, string>;
  send: (text: string) => void;
  /** The server ends the stream. */
  end: () => void;
  /** Whether the client stopped reading (aborted the request or cancelled the body). */
  readonly closed: boolean;
}

interface FakeStreams {
  fetch: typeof globalThis.fetch;
  connections: Connection[];
  /** The next requests are answered with these statuses (and a JSON message) instead of a stream. */
  refuseNext: (...statuses: number[]) => void;
  /** The next requests fail as a lost network does. */
  failNext: (count: number) => void;
}

const encoder = new TextEncoder();

function fakeStreams(): FakeStreams {
  const connections: Connection[] = [];
  const refusals: number[] = [];
  let failures = 0;
  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (failures > 0) {
      failures -= 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    const headers = { ...(init?.headers as Record<string, string>) };
    const status = refusals.shift();
    if (status !== undefined) {
      const refused = { ok: false, status, statusText: 'Refused', body: null, json: () => Promise.resolve({ message: `No (${status})` }) };
      return Promise.resolve(refused as unknown as Response);
    }
    const chunks: Uint8Array[] = [];
    let ended = false;
    let closed = false;
    let waiting: ((result: ReadableStreamReadResult<Uint8Array>) => void) | null = null;
    let failWaiting: ((error: unknown) => void) | null = null;
    const wake = (): void => {
      if (!waiting) return;
      const next = chunks.shift();
      if (next) waiting({ done: false, value: next });
      else if (ended) waiting({ done: true, value: undefined });
      else return;
      waiting = null;
    };
    const signal = init?.signal;
    signal?.addEventListener('abort', () => {
      closed = true;
      failWaiting?.(new DOMException('Aborted', 'AbortError'));
      waiting = null;
    });
    const reader = {
      read: () =>
        new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
          if (closed) {
            reject(new DOMException('Aborted', 'AbortError'));
            return;
          }
          waiting = resolve;
          failWaiting = reject;
          wake();
        }),
      cancel: () => {
        closed = true;
        return Promise.resolve();
      },
    };
    connections.push({
      url: String(input),
      headers,
      send: (text) => {
        chunks.push(encoder.encode(text));
        wake();
      },
      end: () => {
        ended = true;
        wake();
      },
      get closed() {
        return closed;
      },
    });
    return Promise.resolve({ ok: true, status: 200, body: { getReader: () => reader } } as unknown as Response);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    connections,
    refuseNext: (...statuses) => refusals.push(...statuses),
    failNext: (count) => {
      failures += count;
    },
  };
}

/** Lets promises and timers due within `ms` run. */
async function advance(ms = 0): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  jest.useFakeTimers();
  appStore.set(tokenAtom, 'student-token');
});

afterEach(() => {
  jest.useRealTimers();
  appStore.set(tokenAtom, null);
});

describe('openEventStream', () => {
  function open(streams: FakeStreams, extra: { idleTimeoutMs?: number } = {}) {
    const events: ServerSentEvent[] = [];
    const states: ConnectionState[] = [];
    const refusals: string[] = [];
    const controller = new AbortController();
    const handle = openEventStream({
      url: 'classes/c1/events',
      fetch: streams.fetch,
      random: () => 0,
      signal: controller.signal,
      onEvent: (event) => events.push(event),
      onStateChange: (state) => states.push(state),
      onRefused: (refusal) => refusals.push(`${refusal.status} ${refusal.message}`),
      ...extra,
    });
    return { events, states, refusals, controller, handle };
  }

  it('asks the API base with the bearer token, reads events and says it is open', async () => {
    const streams = fakeStreams();
    const { events, states } = open(streams);
    await advance();
    expect(streams.connections).toHaveLength(1);
    const [connection] = streams.connections;
    expect(connection?.url).toBe('/tenant/classes/c1/events');
    expect(connection?.headers).toMatchObject({ Authorization: 'Bearer student-token', Accept: 'text/event-stream' });
    expect(connection?.headers['Last-Event-ID']).toBeUndefined();
    connection?.send('id: 1\nevent: answer\ndata: {"exerciseId":"e1"}\n\n');
    await advance();
    expect(events).toEqual([{ id: '1', event: 'answer', data: '{"exerciseId":"e1"}' }]);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('reconnects after the stream ends, with backoff, sending the last complete event id', async () => {
    const streams = fakeStreams();
    const { states, handle } = open(streams);
    await advance();
    streams.connections[0]?.send('id: 4\ndata: a\n\nid: 5\ndata: cut');
    streams.connections[0]?.end();
    await advance();
    expect(states.at(-1)).toBe('reconnecting');
    expect(handle.lastEventId).toBe('4');
    await advance(999);
    expect(streams.connections).toHaveLength(1);
    await advance(1);
    expect(streams.connections).toHaveLength(2);
    expect(streams.connections[1]?.headers['Last-Event-ID']).toBe('4');
    expect(states.at(-1)).toBe('open');
  });

  it('waits longer after each failed attempt, and less again once a connection opens', async () => {
    const streams = fakeStreams();
    open(streams);
    await advance();
    streams.failNext(2);
    streams.connections[0]?.end();
    await advance(1000); // first attempt: fails
    expect(streams.connections).toHaveLength(1);
    await advance(2000); // second attempt after 2 s: fails
    expect(streams.connections).toHaveLength(1);
    await advance(3999);
    expect(streams.connections).toHaveLength(1);
    await advance(1); // third after 4 s: opens
    expect(streams.connections).toHaveLength(2);
    streams.connections[1]?.end();
    await advance(1000);
    expect(streams.connections).toHaveLength(3);
  });

  it('uses the server retry as the first wait', async () => {
    const streams = fakeStreams();
    open(streams);
    await advance();
    streams.connections[0]?.send('retry: 250\n\n');
    streams.connections[0]?.end();
    await advance(250);
    expect(streams.connections).toHaveLength(2);
  });

  it('tries again at once when the browser comes back online', async () => {
    const streams = fakeStreams();
    open(streams);
    await advance();
    streams.connections[0]?.end();
    await advance();
    act(() => void window.dispatchEvent(new Event('online')));
    await advance();
    expect(streams.connections).toHaveLength(2);
  });

  it('retries after a 503 but stops for good after a 403, with the server message', async () => {
    const streams = fakeStreams();
    streams.refuseNext(503, 403);
    const { states, refusals } = open(streams);
    await advance(1000);
    expect(refusals).toEqual(['403 No (403)']);
    expect(states.at(-1)).toBe('closed');
    await advance(60_000);
    expect(streams.connections).toHaveLength(0);
  });

  it('ends the session on a 401, as every request of the shared client does', async () => {
    const ended = jest.fn();
    onSessionEndingResponse(ended);
    const streams = fakeStreams();
    streams.refuseNext(401);
    const { states } = open(streams);
    await advance();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('closed');
    onSessionEndingResponse(() => undefined);
  });

  it('stops reading and never reconnects once aborted', async () => {
    const streams = fakeStreams();
    const { controller, states } = open(streams);
    await advance();
    controller.abort();
    await advance(60_000);
    expect(streams.connections[0]?.closed).toBe(true);
    expect(streams.connections).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
  });

  it('takes a stream silent for too long as dead and makes it again; a keep-alive comment keeps it', async () => {
    const streams = fakeStreams();
    open(streams, { idleTimeoutMs: 45_000 });
    await advance();
    await advance(30_000);
    streams.connections[0]?.send(': keep-alive\n\n');
    await advance(30_000);
    expect(streams.connections[0]?.closed).toBe(false);
    await advance(15_000);
    expect(streams.connections[0]?.closed).toBe(true);
    await advance(1000);
    expect(streams.connections).toHaveLength(2);
  });
});

describe('useEventStream', () => {
  it('reports the connection state and stops the stream on unmount', async () => {
    const streams = fakeStreams();
    const seen: string[] = [];
    const { result, unmount } = renderHook(() => useEventStream('classes/c1/events', { onEvent: (event) => seen.push(event.data) }, { fetch: streams.fetch, random: () => 0 }));
    expect(result.current.state).toBe('connecting');
    await advance();
    expect(result.current.state).toBe('open');
    streams.connections[0]?.send('data: hello\n\n');
    await advance();
    expect(seen).toEqual(['hello']);
    streams.connections[0]?.end();
    await advance();
    expect(result.current.state).toBe('reconnecting');
    await advance(1000);
    expect(result.current.state).toBe('open');
    unmount();
    await advance(60_000);
    expect(streams.connections[1]?.closed).toBe(true);
    expect(streams.connections).toHaveLength(2);
  });

  it('opens nothing without a url', async () => {
    const streams = fakeStreams();
    const { result } = renderHook(() => useEventStream(null, { onEvent: () => undefined }, { fetch: streams.fetch }));
    await advance(5000);
    expect(result.current.state).toBe('closed');
    expect(streams.connections).toHaveLength(0);
  });
});

describe('useLiveCache', () => {
  type Answers = Record<string, string>;
  interface ClassEvents {
    answer: { exerciseId: string; text: string };
    reset: { exerciseId: string };
  }
  const answersKey = ['classes', 'detail', 'c1', 'answers'] as const;
  const hiddenKey = ['classes', 'detail', 'c1', 'hidden-exercises'] as const;

  it('applies events to the cache in place, ignores a replay, and invalidates where told', async () => {
    const streams = fakeStreams();
    const client = createTestQueryClient();
    client.setQueryData<Answers>(answersKey, { e1: 'cat' });
    client.setQueryData(hiddenKey, ['e9']);
    const wrapper = ({ children }: { children: ReactNode }) => <ServerDataTestProvider client={client}>{children}</ServerDataTestProvider>;
    renderHook(
      () =>
        useLiveCache<ClassEvents>(
          'classes/c1/events',
          {
            answer: (data) => [updateCache<Answers>(answersKey, (current) => ({ ...current, [data.exerciseId]: data.text }))],
            reset: () => [invalidateCache(hiddenKey)],
          },
          { fetch: streams.fetch, random: () => 0 },
        ),
      { wrapper },
    );
    await advance();
    streams.connections[0]?.send('id: 3\nevent: answer\ndata: {"exerciseId":"e2","text":"dog"}\n\n');
    await advance();
    expect(client.getQueryData(answersKey)).toEqual({ e1: 'cat', e2: 'dog' });

    // The same event again (a replay after a reconnect) changes nothing.
    client.setQueryData<Answers>(answersKey, { e1: 'cat', e2: 'dogs' });
    streams.connections[0]?.send('id: 3\nevent: answer\ndata: {"exerciseId":"e2","text":"dog"}\n\n');
    // An unknown type and data that is not JSON are ignored.
    streams.connections[0]?.send('id: 4\nevent: future\ndata: {}\n\nid: 5\nevent: answer\ndata: {oops\n\n');
    await advance();
    expect(client.getQueryData(answersKey)).toEqual({ e1: 'cat', e2: 'dogs' });

    expect(client.getQueryState(hiddenKey)?.isInvalidated).toBe(false);
    streams.connections[0]?.send('id: 6\nevent: reset\ndata: {"exerciseId":"e1"}\n\n');
    await advance();
    expect(client.getQueryState(hiddenKey)?.isInvalidated).toBe(true);
  });

  it('reads the given keys again when the stream opens after a loss', async () => {
    const streams = fakeStreams();
    const client = createTestQueryClient();
    client.setQueryData<Answers>(answersKey, { e1: 'cat' });
    const wrapper = ({ children }: { children: ReactNode }) => <ServerDataTestProvider client={client}>{children}</ServerDataTestProvider>;
    const states: string[] = [];
    renderHook(() => useLiveCache<ClassEvents>('classes/c1/events', {}, { fetch: streams.fetch, random: () => 0, resync: [answersKey], onStateChange: (state) => states.push(state) }), { wrapper });
    await advance();
    expect(client.getQueryState(answersKey)?.isInvalidated).toBe(false);
    streams.connections[0]?.end();
    await advance(1000);
    expect(streams.connections).toHaveLength(2);
    expect(client.getQueryState(answersKey)?.isInvalidated).toBe(true);
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });
});
