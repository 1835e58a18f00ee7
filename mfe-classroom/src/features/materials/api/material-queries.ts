import type { Course, CourseType } from '@school/shared';
import type { Section } from '@school/shared/contracts';
import { courseKeys, httpRead, queryOptions } from '@school/shared/query';

const byPosition = <T extends { position: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.position - b.position);

/**
 * The course reads a material choice makes, under the content area's own keys and in the same
 * shape (position order), so a list one area read is shown at once by the other.
 */
export const materialQueries = {
  courses: (type: CourseType, search: string) =>
    queryOptions({ queryKey: courseKeys.list(type, search), queryFn: (context) => httpRead<Course[]>('courses', { type, search })(context).then(byPosition) }),
  course: (courseId: string) => queryOptions({ queryKey: courseKeys.detail(courseId), queryFn: httpRead<Course>(`courses/${courseId}`) }),
  sections: (courseId: string) =>
    queryOptions({
      queryKey: courseKeys.sections(courseId),
      queryFn: (context) => httpRead<Section[]>(`courses/${courseId}/sections`)(context).then((sections) => byPosition(sections).map((section) => ({ ...section, lessons: byPosition(section.lessons) }))),
    }),
};
