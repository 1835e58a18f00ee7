import type { Paged } from '@school/shared';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@school/shared/query';

/** One page of a list, as the server-data layer holds it. */
export type PagedList<T> = UseQueryResult<Paged<T>>;

/**
 * One page of a list through the server-data layer (docs/decisions/platform-server-data.md).
 * `queryKey` names everything the page depends on (owner, page, search, sort), so every page and
 * search is a key of its own: a slow answer to an older one is never shown for the current one,
 * and a read nobody waits for any more is cancelled through `signal`. The rows shown stay while
 * the next key loads (paging and sorting keep their place; the list is marked busy meanwhile).
 */
export function usePagedRead<T>(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<Paged<T>>): PagedList<T> {
  return useQuery({ queryKey, queryFn: ({ signal }) => read(signal), placeholderData: keepPreviousData });
}
