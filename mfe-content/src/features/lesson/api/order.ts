import type { ReorderInput } from '@school/shared';

interface Positioned {
  id: string;
  position: number;
}

/** By numeric position (never as text), as the server sorts. */
export function sortByPosition<T extends Positioned>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

/**
 * Lesson sections in panel order: by position, the homework section last whatever its
 * position (spec 02 §4), so a lesson always ends with its homework.
 */
export function sortLessonSections<T extends Positioned & { isHomework: boolean }>(sections: readonly T[]): T[] {
  const sorted = sortByPosition(sections);
  return [...sorted.filter((section) => !section.isHomework), ...sorted.filter((section) => section.isHomework)];
}

/** Moves one item and renumbers the list 0, 1, 2... by its new order; out of range leaves it as it is. */
export function moveItem<T extends Positioned>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (!moved) return [...items];
  next.splice(to, 0, moved);
  return sortByPosition(next.map((item, index) => ({ ...item, position: index })));
}

/**
 * Moves a lesson section among the normal ones; the homework section is not part of the
 * order the user changes and is given the last position, so it stays last on the server too.
 */
export function moveLessonSection<T extends Positioned & { isHomework: boolean }>(sections: readonly T[], from: number, to: number): T[] {
  const ordered = sortLessonSections(sections);
  const normal = ordered.filter((section) => !section.isHomework);
  const moved = moveItem(normal, from, to);
  const homework = ordered.filter((section) => section.isHomework).map((section, index) => ({ ...section, position: moved.length + index }));
  return [...moved, ...homework];
}

/** The `PATCH .../reorder` body: ids and positions only. */
export function reorderItems(items: readonly Positioned[]): ReorderInput['items'] {
  return items.map(({ id, position }) => ({ id, position }));
}
