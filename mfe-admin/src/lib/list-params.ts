import { useSearchParams } from '@school/shared';

export interface ListParams<S extends string> {
  page: number;
  /** The raw search text, as typed (the query trims it). */
  search: string;
  sort: S;
  order: 'asc' | 'desc';
}

/**
 * Page, search and sort of a list, kept in the URL (`?page=2&q=ann&sort=email&order=desc`), so
 * reloading, the back button and a shared link show the same rows. A value the list does not
 * know falls back to the default instead of failing the request.
 */
export function useListParams<S extends string>(sortFields: readonly S[], defaultSort: S) {
  const [params, setParams] = useSearchParams();
  const pageNumber = Number(params.get('page'));
  const sortParam = params.get('sort') as S | null;
  const current: ListParams<S> = {
    page: Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1,
    search: params.get('q') ?? '',
    sort: sortParam && sortFields.includes(sortParam) ? sortParam : defaultSort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };

  function update(change: Partial<ListParams<S>>) {
    const next = { ...current, ...change };
    // Another search or order starts again at the first page.
    if (change.search !== undefined || change.sort !== undefined || change.order !== undefined) next.page = change.page ?? 1;
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.search.trim()) query.set('q', next.search);
    if (next.sort !== defaultSort || next.order !== 'asc') {
      query.set('sort', next.sort);
      query.set('order', next.order);
    }
    // Typing refines one view; it should not fill the history with every keystroke.
    setParams(query, { replace: change.search !== undefined });
  }

  return { params: current, update };
}
