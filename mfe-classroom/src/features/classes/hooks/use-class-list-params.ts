import { useSearchParams } from '@school/shared';
import { CLASS_TYPES, type ClassType } from '../../../lib/classroom-contracts';
import type { ClassListQuery } from '../api/classes-api';

/** The list's page, search and filters, kept in the address so a reload or a shared link shows the same rows. */
export interface ClassListParams extends ClassListQuery {
  /** The search as typed (the query trims it). */
  search: string;
}

export function useClassListParams() {
  const [params, setParams] = useSearchParams();
  const pageNumber = Number(params.get('page'));
  const typeParam = params.get('type');
  const current: ClassListParams = {
    page: Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1,
    search: params.get('q') ?? '',
    q: (params.get('q') ?? '').trim(),
    teacherId: params.get('teacherId') ?? undefined,
    type: typeParam && (CLASS_TYPES as readonly string[]).includes(typeParam) ? (typeParam as ClassType) : undefined,
  };

  function update(change: Partial<Pick<ClassListParams, 'page' | 'search' | 'teacherId' | 'type'>>) {
    const next = { ...current, ...change };
    // Another search or filter starts again at the first page.
    if (change.page === undefined) next.page = 1;
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.search.trim()) query.set('q', next.search);
    if (next.teacherId) query.set('teacherId', next.teacherId);
    if (next.type) query.set('type', next.type);
    // Typing refines one view; it should not fill the history with every keystroke.
    setParams(query, { replace: change.search !== undefined });
  }

  return { params: current, update };
}
