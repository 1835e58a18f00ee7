import { queryOptions } from '@tanstack/react-query';
import type { Course, CourseType } from '../contracts/courses.js';
import type { Section } from '../contracts/course-structure.js';
import { courseKeys } from './keys.js';
import { httpRead } from './read.js';

const byPosition = <T extends { position: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.position - b.position);

/**
 * The course reads more than one area makes (the content area's pages, the classroom's material
 * choice): one definition per key, so whatever area fills the cache leaves it in the shape the
 * other reads (screen order: by position, a section's lessons too).
 */
export const courseReads = {
  /** One course list: a type and a search (trimmed). */
  list: (type: CourseType, search: string) =>
    queryOptions({ queryKey: courseKeys.list(type, search), queryFn: (context) => httpRead<Course[]>('courses', { type, search })(context).then(byPosition) }),
  detail: (courseId: string) => queryOptions({ queryKey: courseKeys.detail(courseId), queryFn: httpRead<Course>(`courses/${courseId}`) }),
  /** The course's sections with their lessons, both in position order. */
  sections: (courseId: string) =>
    queryOptions({
      queryKey: courseKeys.sections(courseId),
      queryFn: (context) =>
        httpRead<Section[]>(`courses/${courseId}/sections`)(context).then((sections) => byPosition(sections).map((section) => ({ ...section, lessons: byPosition(section.lessons ?? []) }))),
    }),
};
