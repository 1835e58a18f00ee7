import type { ReorderInput } from '@school/shared';

/** Anything kept in order by a numeric `position`: courses, sections, lessons, lesson sections. */
export interface Positioned {
  id: string;
  position: number;
}

/** In screen order: by numeric position, as the server sorts (10 after 9, not after 1). */
export function sortByPosition<T extends Positioned>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

/**
 * Moves one item and renumbers the list by its new order (0, 1, 2, ...), then re-sorts by
 * position: the optimistic reorder of spec 02 §4. A move out of range changes nothing.
 */
export function moveItem<T extends Positioned>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (!moved) return [...items];
  next.splice(to, 0, moved);
  return sortByPosition(next.map((item, index) => ({ ...item, position: index })));
}

/** The body of a `.../reorder` call: every item with its new position, nothing else. */
export function reorderItems(items: readonly Positioned[]): ReorderInput['items'] {
  return items.map(({ id, position }) => ({ id, position }));
}

/**
 * Lesson sections in panel order: by position, the homework section last whatever its
 * position (spec 02 §4), so a lesson always ends with its homework.
 */
export function sortLessonSections<T extends Positioned & { isHomework: boolean }>(sections: readonly T[]): T[] {
  const sorted = sortByPosition(sections);
  return [...sorted.filter((section) => !section.isHomework), ...sorted.filter((section) => section.isHomework)];
}
