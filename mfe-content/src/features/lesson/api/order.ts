import { moveItem, sortByPosition, type Positioned } from '../../../lib/order';

/**
 * Lesson sections in panel order: by position, the homework section last whatever its
 * position (spec 02 §4), so a lesson always ends with its homework.
 */
export function sortLessonSections<T extends Positioned & { isHomework: boolean }>(sections: readonly T[]): T[] {
  const sorted = sortByPosition(sections);
  return [...sorted.filter((section) => !section.isHomework), ...sorted.filter((section) => section.isHomework)];
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
