import { useCallback } from 'react';
import { atom, useAtom } from 'jotai';

/**
 * Which sections the reader folded, per course. In the app's one store rather than in the
 * page: opening a lesson and coming back finds the course as it was left, and a reload after
 * a write (which replaces every section object) cannot unfold anything. Folded ids are kept
 * rather than open ones so a new, copied or moved-in section shows its lessons.
 */
export const collapsedSectionsAtom = atom<Readonly<Record<string, readonly string[]>>>({});

export function useCollapsedSections(courseId: string) {
  const [all, setAll] = useAtom(collapsedSectionsAtom);
  const collapsed = all[courseId];
  const setExpanded = useCallback(
    (sectionId: string, expanded: boolean) => {
      setAll((previous) => {
        const current = previous[courseId] ?? [];
        const next = expanded ? current.filter((id) => id !== sectionId) : current.includes(sectionId) ? current : [...current, sectionId];
        return { ...previous, [courseId]: next };
      });
    },
    [courseId, setAll],
  );
  const isExpanded = useCallback((sectionId: string) => !collapsed?.includes(sectionId), [collapsed]);
  return { isExpanded, setExpanded };
}
