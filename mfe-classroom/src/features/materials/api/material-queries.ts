import { courseReads } from '@school/shared/query';

/** The course reads a material choice makes: the content area's, so either area's cache serves the other. */
export const materialQueries = {
  courses: courseReads.list,
  course: courseReads.detail,
  sections: courseReads.sections,
};
