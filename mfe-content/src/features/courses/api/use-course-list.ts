import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Course } from '@school/shared';
import { coursesApi, type CourseListParams } from './courses-api';
import { sortByPosition } from '../../../lib/order';

export interface CourseListState {
  /** Null until the first answer for the current type and search. */
  courses: Course[] | null;
  loading: boolean;
  error: unknown;
}

export interface CourseList extends CourseListState {
  /** Loads the list again with the current type and search, keeping what is shown meanwhile. */
  reload: () => Promise<void>;
  /** Replaces the shown list at once (optimistic updates). */
  setCourses: (update: (courses: Course[]) => Course[]) => void;
}

/**
 * Server state of one course list. Small on purpose: one query, a reload, and an optimistic
 * setter; only the answer of the latest request is kept, so fast typing cannot show stale results.
 */
export function useCourseList({ type, search }: CourseListParams): CourseList {
  const [state, setState] = useState<CourseListState>({ courses: null, loading: true, error: null });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    try {
      const courses = await coursesApi.list({ type, search });
      // A transition renders the table in short slices rather than one long task, so a slow
      // phone stays responsive while a long list appears (docs/decisions/platform-delivery.md).
      if (request === latest.current) startTransition(() => setState({ courses: sortByPosition(courses), loading: false, error: null }));
    } catch (error) {
      if (request === latest.current) setState((previous) => ({ ...previous, loading: false, error }));
    }
  }, [type, search]);

  useEffect(() => {
    // Another type or search is another list: do not show the previous one while loading.
    setState({ courses: null, loading: true, error: null });
    void load();
  }, [load]);

  const setCourses = useCallback((update: (courses: Course[]) => Course[]) => {
    setState((previous) => ({ ...previous, courses: update(previous.courses ?? []) }));
  }, []);

  return { ...state, reload: load, setCourses };
}
