import { useCallback, useEffect, useRef, useState } from 'react';
import type { Course } from '@school/shared';
import { sortByPosition } from '../../../lib/order';
import { courseApi, sectionsApi } from '../api/structure-api';
import type { Section } from '@school/shared/contracts';

export interface CourseStructureState {
  /** Null until the first answer. */
  course: Course | null;
  sections: Section[] | null;
  /** True while any request runs, the first load included. */
  loading: boolean;
  error: unknown;
}

export interface CourseStructure extends CourseStructureState {
  /** Loads the course and its sections again. */
  reload: () => Promise<void>;
  /**
   * Loads the sections again and keeps what is shown until they arrive: every write reloads
   * them (spec 02 §4), and the page must not blink, jump or forget what was open.
   */
  reloadSections: () => Promise<void>;
  /** Replaces the shown sections at once (optimistic reorder). */
  setSections: (update: (sections: Section[]) => Section[]) => void;
}

/** Sections and each section's lessons in position order. */
export function sortStructure(sections: readonly Section[]): Section[] {
  return sortByPosition(sections).map((section) => ({ ...section, lessons: sortByPosition(section.lessons ?? []) }));
}

/** Server state of one course page: the course, its sections and their lessons. */
export function useCourseStructure(courseId: string): CourseStructure {
  const [state, setState] = useState<CourseStructureState>({ course: null, sections: null, loading: true, error: null });
  // Only the latest answer counts: a slow reload must not overwrite a newer one.
  const latest = useRef(0);

  const loadSections = useCallback(async () => {
    const request = ++latest.current;
    setState((previous) => ({ ...previous, loading: true }));
    try {
      const sections = sortStructure(await sectionsApi.list(courseId));
      if (request === latest.current) setState((previous) => ({ ...previous, sections, loading: false }));
    } catch (error) {
      // The course is still on screen: a failed reload keeps it and says so in a toast (the caller's).
      if (request === latest.current) setState((previous) => ({ ...previous, loading: false }));
      throw error;
    }
  }, [courseId]);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    try {
      const [course, sections] = await Promise.all([courseApi.get(courseId), sectionsApi.list(courseId)]);
      if (request === latest.current) setState({ course, sections: sortStructure(sections), loading: false, error: null });
    } catch (error) {
      if (request === latest.current) setState((previous) => ({ ...previous, loading: false, error }));
    }
  }, [courseId]);

  useEffect(() => {
    // Another course is another page: never show the previous one while it loads.
    setState({ course: null, sections: null, loading: true, error: null });
    void load();
  }, [load]);

  const setSections = useCallback((update: (sections: Section[]) => Section[]) => {
    setState((previous) => ({ ...previous, sections: update(previous.sections ?? []) }));
  }, []);

  return { ...state, reload: load, reloadSections: loadSections, setSections };
}
