import { moveItem, sortLessonSections, type Positioned } from '../../../lib/order';

export { sortLessonSections };

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
