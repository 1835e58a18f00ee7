import { useSearchParams } from '@school/shared';
import type { DictionaryListQuery } from '../api/dictionary-api';

/** The page, search and student filter, kept in the address so a reload or a shared link shows the same rows. */
export interface DictionaryParams extends DictionaryListQuery {
  /** The search as typed (the query trims it). */
  search: string;
}

export function useDictionaryParams() {
  const [params, setParams] = useSearchParams();
  const pageNumber = Number(params.get('page'));
  const current: DictionaryParams = {
    page: Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1,
    search: params.get('q') ?? '',
    q: (params.get('q') ?? '').trim(),
    studentId: params.get('studentId') || undefined,
  };

  function update(change: Partial<Pick<DictionaryParams, 'page' | 'search' | 'studentId'>>) {
    const next = { ...current, ...change };
    // Another search or student starts again at the first page (spec 01 §4).
    if (change.page === undefined) next.page = 1;
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.search.trim()) query.set('q', next.search);
    if (next.studentId) query.set('studentId', next.studentId);
    // Typing refines one view; it should not fill the history with every keystroke.
    setParams(query, { replace: change.search !== undefined });
  }

  return { params: current, update };
}
