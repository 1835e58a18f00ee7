import type { Course, ReorderInput } from '@school/shared';

/** Courses in list order: by numeric position, as the server sorts them. */
export function sortByPosition(courses: readonly Course[]): Course[] {
  return [...courses].sort((a, b) => a.position - b.position);
}

/**
 * Moves one course and renumbers the whole list by its new order (0, 1, 2, ...), then
 * re-sorts by position, as spec 02 §4 asks of an optimistic reorder.
 */
export function moveCourse(courses: readonly Course[], from: number, to: number): Course[] {
  if (from === to || from < 0 || to < 0 || from >= courses.length || to >= courses.length) return [...courses];
  const next = [...courses];
  const [moved] = next.splice(from, 1);
  if (!moved) return [...courses];
  next.splice(to, 0, moved);
  return sortByPosition(next.map((course, index) => ({ ...course, position: index })));
}

/** The `PATCH courses/reorder` body: every course with its new position. */
export function reorderItems(courses: readonly Course[]): ReorderInput['items'] {
  return courses.map(({ id, position }) => ({ id, position }));
}
