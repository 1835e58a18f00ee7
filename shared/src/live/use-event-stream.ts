import { useEffect, useRef, useState } from 'react';
import { openEventStream, type BackoffOptions, type ConnectionState, type StreamRefusal } from './event-stream.js';
import type { ServerSentEvent } from './sse-parser.js';

export interface EventStreamHandlers {
  /** Every event, whatever its `event:` type. */
  onEvent: (event: ServerSentEvent) => void;
  onRefused?: (refusal: StreamRefusal) => void;
  /** Every change of the connection state, as it happens (the returned state may skip a quick one). */
  onStateChange?: (state: ConnectionState) => void;
}

export interface UseEventStreamOptions {
  backoff?: BackoffOptions;
  idleTimeoutMs?: number;
  /** For tests. */
  fetch?: typeof globalThis.fetch;
  random?: () => number;
}

export interface EventStreamStatus {
  state: ConnectionState;
  /** Set when the server refused the stream for good (the stream is `closed`). */
  refusal: StreamRefusal | null;
}

/**
 * Keeps an event stream open while the component is mounted and `url` is set (null: none), and
 * says where the connection is. Changing `url` closes the old stream and opens the new one;
 * changing the handlers does not (the latest ones are called). Unmounting stops it.
 */
export function useEventStream(url: string | null, handlers: EventStreamHandlers, options: UseEventStreamOptions = {}): EventStreamStatus {
  const [status, setStatus] = useState<EventStreamStatus>({ state: url ? 'connecting' : 'closed', refusal: null });
  const latest = useRef(handlers);
  const settings = useRef(options);
  useEffect(() => {
    latest.current = handlers;
    settings.current = options;
  });

  useEffect(() => {
    if (!url) {
      setStatus({ state: 'closed', refusal: null });
      return undefined;
    }
    const controller = new AbortController();
    const { backoff, idleTimeoutMs, fetch, random } = settings.current;
    openEventStream({
      url,
      signal: controller.signal,
      backoff,
      idleTimeoutMs,
      fetch,
      random,
      onEvent: (event) => latest.current.onEvent(event),
      onRefused: (refusal) => {
        if (controller.signal.aborted) return;
        setStatus({ state: 'closed', refusal });
        latest.current.onRefused?.(refusal);
      },
      onStateChange: (state) => {
        // After unmount or a url change nothing of the old stream may reach the screen.
        if (controller.signal.aborted) return;
        latest.current.onStateChange?.(state);
        setStatus((current) => (current.state === state ? current : { state, refusal: state === 'closed' ? current.refusal : null }));
      },
    });
    return () => controller.abort();
  }, [url]);

  return status;
}
