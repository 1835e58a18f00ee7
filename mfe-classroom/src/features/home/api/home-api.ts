import { api } from '@school/shared';
import type { ClassSummary, ReviewHomework } from '@school/shared/contracts';
import { classKeys, httpRead, queryOptions } from '@school/shared/query';

/** How many of a student's classes the home page lists; the rest are one link away. */
export const HOME_CLASSES_LIMIT = 10;

export const homeQueries = {
  /** The first page of the viewer's own classes (`GET classes/my`). */
  myClasses: () =>
    queryOptions({
      queryKey: [...classKeys.mine(), 'home', { page: 1, limit: HOME_CLASSES_LIMIT }] as const,
      queryFn: ({ signal }) => api.getPaged<ClassSummary>('classes/my', { params: { page: 1, limit: HOME_CLASSES_LIMIT }, signal }),
    }),
  /** Homework students of the teacher's classes sent to check (`GET homework/review`). */
  toReview: () => queryOptions({ queryKey: [...classKeys.mine(), 'homework-review'] as const, queryFn: httpRead<ReviewHomework[]>('homework/review') }),
};
