import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Paged } from '@school/shared';

export interface PagedListState<T> {
  /** Null until the first answer for the current query. */
  page: Paged<T> | null;
  loading: boolean;
  error: unknown;
}

export interface PagedList<T> extends PagedListState<T> {
  /** Loads the same query again, keeping what is shown meanwhile. */
  reload: () => Promise<void>;
}

/**
 * Server state of one page of a list. `key` identifies the query (page, search, sort): when it
 * changes the list is fetched again; only the latest request's answer is kept, so a slow answer
 * to an older search never replaces a newer one.
 */
export function usePagedList<T>(key: string, fetchPage: () => Promise<Paged<T>>): PagedList<T> {
  const [state, setState] = useState<PagedListState<T>>({ page: null, loading: true, error: null });
  const latest = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback(async () => {
    const request = ++latest.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    try {
      const page = await fetchRef.current();
      if (request === latest.current) startTransition(() => setState({ page, loading: false, error: null }));
    } catch (error) {
      if (request === latest.current) setState((previous) => ({ ...previous, loading: false, error }));
    }
    // `key` stands for everything fetchPage reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    // The previous rows stay while the next page loads (paging and sorting keep their place);
    // the results area is marked busy meanwhile.
    void load();
  }, [load]);

  return { ...state, reload: load };
}
