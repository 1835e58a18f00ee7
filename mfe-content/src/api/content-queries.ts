import type { LessonSection, LessonSectionWithExercises } from '@school/shared/contracts';
import { courseKeys, courseReads, httpRead, queryOptions } from '@school/shared/query';
import type { Exercise, StudentExercise } from '@school/exercises';
import { sortByPosition, sortLessonSections } from '../lib/order';
import { lessonSectionsPath, type LessonAddress } from './lesson-paths';

/** An exercise as the server sends it: staff get the full exercise, students the copy without the key. */
export type LessonExercise = Exercise | StudentExercise;

/**
 * Every read of the content area (spec 02 §7), each under its key of `courseKeys`
 * (docs/decisions/platform-server-data.md). Answers are cached in screen order, so an
 * optimistic update works on what the screen shows.
 */
export const contentQueries = {
  // The course reads the classroom makes too: one definition in the shared layer.
  courseList: courseReads.list,
  /** The writer's own courses: the targets of a copy or a move. */
  ownCourses: () => courseReads.list('own', ''),
  course: courseReads.detail,
  sections: courseReads.sections,
  /** One lesson's sections in panel order (homework last). */
  lessonSections: (address: LessonAddress) =>
    queryOptions({
      queryKey: courseKeys.lessonSections(address.courseId, address.lessonId),
      queryFn: (context) => httpRead<LessonSection[]>(lessonSectionsPath(address))(context).then(sortLessonSections),
    }),
  /** One lesson section's exercises in position order. */
  exercises: (address: LessonAddress, lessonSectionId: string) =>
    queryOptions({
      queryKey: courseKeys.lessonSection(address.courseId, address.lessonId, lessonSectionId),
      queryFn: (context) =>
        httpRead<LessonSectionWithExercises<LessonExercise>>(`${lessonSectionsPath(address)}/${lessonSectionId}`)(context).then((section) => sortByPosition(section.exercises)),
    }),
};
