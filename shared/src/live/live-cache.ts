import { useEffect, useRef } from 'react';
import { applyLiveEvent, useQueryClient, type QueryClient, type QueryKey } from '@school/shared/query';
import type { ServerSentEvent } from './sse-parser.js';
import type { ConnectionState } from './event-stream.js';
import { useEventStream, type EventStreamStatus, type UseEventStreamOptions } from './use-event-stream.js';

/** What one live event does to the cache: change a cached read in place, or mark it stale. */
export type CacheAction =
  | { kind: 'update'; queryKey: QueryKey; update: (current: unknown) => unknown; refetch: boolean }
  | { kind: 'invalidate'; queryKey: QueryKey };

/**
 * Changes the read cached under `queryKey` at once, with no request (`applyLiveEvent` of the
 * query layer); `refetch` asks the server again afterwards as well. The caller knows the type
 * the key holds (the area's query options give it).
 */
export function updateCache<TData>(queryKey: QueryKey, update: (current: TData) => TData, refetch = false): CacheAction {
  return { kind: 'update', queryKey, update: (current) => update(current as TData), refetch };
}

/** Marks `queryKey` and everything under it stale: shown reads are asked for again. */
export function invalidateCache(queryKey: QueryKey): CacheAction {
  return { kind: 'invalidate', queryKey };
}

/**
 * Per `event:` type, what the event does to the cache. `TEvents` maps each type to its `data`
 * (parsed JSON, as the server sends it; an area may check it with its contract first). Types
 * with no route are ignored, so a newer server can add types.
 */
export type LiveEventRoutes<TEvents extends object = Record<string, unknown>> = {
  [K in keyof TEvents & string]?: (data: TEvents[K], event: ServerSentEvent) => readonly CacheAction[];
};

type AnyRoute = (data: unknown, event: ServerSentEvent) => readonly CacheAction[];

/** The event's id as a number (ids rise per class), when it is one. */
function numericId(id: string): number | undefined {
  if (!/^\d+$/.test(id)) return undefined;
  return Number(id);
}

/**
 * Applies one event to the cache by its route. An update carries the event's id, so an event
 * replayed after a reconnect, or older than one already applied to that key, changes nothing.
 * Resolves when done; data that is not JSON is ignored.
 */
export async function applyStreamEvent<TEvents extends object>(client: QueryClient, event: ServerSentEvent, routes: LiveEventRoutes<TEvents>): Promise<void> {
  const route = (routes as Record<string, AnyRoute | undefined>)[event.event];
  if (!route) return;
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  const eventId = numericId(event.id);
  for (const action of route(data, event)) {
    if (action.kind === 'invalidate') await client.invalidateQueries({ queryKey: action.queryKey });
    else await applyLiveEvent(client, { queryKey: action.queryKey, eventId, update: action.update, refetch: action.refetch });
  }
}

export interface UseLiveCacheOptions extends UseEventStreamOptions {
  /**
   * Read again when the stream opens after a loss. The server replays what was missed from
   * `Last-Event-ID`, but what was cached before the first connection, or in a tab that slept
   * longer than the server keeps events, may still predate it.
   */
  resync?: readonly QueryKey[];
  /**
   * Every change of the connection state as it happens; e.g. `open` says the server can be
   * reached, so the answer queue may send what it keeps (`queue.retryNow()`).
   */
  onStateChange?: (state: ConnectionState) => void;
}

/**
 * Keeps the event stream at `url` open (null: none) and applies its events to the one query
 * client, in the order received: the screen follows the server without asking it. Returns the
 * connection state for the page to show.
 */
export function useLiveCache<TEvents extends object>(url: string | null, routes: LiveEventRoutes<TEvents>, options: UseLiveCacheOptions = {}): EventStreamStatus {
  const client = useQueryClient();
  const latestRoutes = useRef(routes);
  const resync = useRef(options.resync);
  const stateListener = useRef(options.onStateChange);
  // One event at a time: each waits for the one before, so two events of one key land in order.
  const applying = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    latestRoutes.current = routes;
    resync.current = options.resync;
    stateListener.current = options.onStateChange;
  });

  const wasLost = useRef(false);
  return useEventStream(
    url,
    {
      onEvent: (event) => {
        applying.current = applying.current.then(() => applyStreamEvent(client, event, latestRoutes.current)).catch((error: unknown) => console.error('Live event not applied', error));
      },
      onStateChange: (state) => {
        if (state === 'reconnecting') wasLost.current = true;
        if (state === 'open' && wasLost.current) {
          wasLost.current = false;
          for (const queryKey of resync.current ?? []) void client.invalidateQueries({ queryKey });
        }
        stateListener.current?.(state);
      },
    },
    options,
  );
}
