import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { statusOf } from '@school/shared';

/** A 4xx answer will not change by asking again; a lost connection or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 2;
}

/**
 * The defaults of every server-data client of the site (docs/decisions/platform-server-data.md):
 * - data is shown from the cache at once and asked for again on mount (`staleTime` 0), so a
 *   page never shows less than it knows nor older than the server;
 * - reads retry twice on a network error or 5xx, never on a 4xx (a 404 is an answer);
 * - writes fail at once when there is no connection (`networkMode: 'always'`), so a dialog
 *   shows the failure; a write that should wait for the connection says so (`useWrite`'s
 *   `waitForConnection`).
 */
export const SERVER_DATA_DEFAULTS: DefaultOptions = {
  queries: { retry: shouldRetry, staleTime: 0 },
  mutations: { networkMode: 'always', retry: false },
};

/** A client with the site's defaults; `overrides` are merged over them per kind (tests turn retries off). */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...SERVER_DATA_DEFAULTS.queries, ...overrides.queries },
      mutations: { ...SERVER_DATA_DEFAULTS.mutations, ...overrides.mutations },
    },
  });
}

/**
 * The one client of the composed site. This module is a federated singleton of its own
 * (`@school/shared/query` in shared/build/webpack.cjs), so every remote that loads it gets this
 * same instance and cache: a write in one area invalidates what another area shows.
 */
export const queryClient = createQueryClient();
