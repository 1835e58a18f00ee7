import { queryOptions, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { api } from '@school/shared';

/** Query-string parameters of a read. */
export type ReadParams = Record<string, string | number | boolean | undefined>;

/**
 * A query function over the shared HTTP client: GET `url` (under `/tenant`, the answer unwrapped
 * from `{ data }`), cancelled through the query's AbortSignal when nobody waits for it any more
 * (the page left, the key changed, a newer read or a write superseded it).
 */
export function httpRead<T>(url: string, params?: ReadParams) {
  return ({ signal }: QueryFunctionContext) => api.get<T>(url, { params, signal });
}

/**
 * The options of one read: its key, and the GET that answers it. Spread into `useQuery`, or pass
 * to `queryClient.fetchQuery` / `prefetchQuery`. `select` shapes the answer (e.g. sorts it)
 * without changing what is cached.
 */
export function serverRead<T, Key extends QueryKey>(queryKey: Key, url: string, params?: ReadParams) {
  return queryOptions({ queryKey, queryFn: httpRead<T>(url, params) });
}
