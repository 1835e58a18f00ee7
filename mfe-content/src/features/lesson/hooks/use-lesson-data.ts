import { useMemo, useState } from 'react';
import type { Course } from '@school/shared';
import type { Lesson } from '@school/shared/contracts';
import { skipToken, useQuery } from '@school/shared/query';
import { contentQueries } from '../../../api/content-queries';
import type { LessonAddress } from '../../../api/lesson-paths';

export interface LessonFrame {
  course: Course;
  lesson: Lesson;
  address: LessonAddress;
}

/**
 * What the lesson page shows, read through the server-data layer: the course and lesson (found
 * through the course's sections, since the route names only the course and the lesson), its
 * lesson sections in panel order, the selected one and its exercises. Re-reads keep what is
 * shown until the answer arrives, so the page neither jumps nor loses the selection.
 */
export function useLessonData(courseId: string, lessonId: string) {
  const course = useQuery(contentQueries.course(courseId));
  const sections = useQuery(contentQueries.sections(courseId));
  const found = useMemo(() => {
    if (!sections.data) return undefined;
    const section = sections.data.find((candidate) => candidate.lessons.some((lesson) => lesson.id === lessonId));
    const lesson = section?.lessons.find((candidate) => candidate.id === lessonId);
    return section && lesson ? { lesson, address: { courseId, sectionId: section.id, lessonId } } : null;
  }, [sections.data, courseId, lessonId]);
  const frame: LessonFrame | null = course.data && found ? { course: course.data, ...found } : null;
  const address = frame?.address ?? null;

  const lessonSectionsQuery = contentQueries.lessonSections(address ?? { courseId, sectionId: '', lessonId });
  const lessonSections = useQuery({ ...lessonSectionsQuery, queryFn: address ? lessonSectionsQuery.queryFn : skipToken });

  // The user's choice while it exists; the first section after load and when the chosen one is
  // gone (deleted, moved).
  const [chosenId, select] = useState<string | null>(null);
  const list = lessonSections.data;
  const selectedId = list ? (list.some((section) => section.id === chosenId) ? chosenId : (list[0]?.id ?? null)) : null;
  // Kept as the choice (React's "adjust state while rendering"), so the selection then follows that
  // section wherever a reorder puts it, not the first place.
  if (list && selectedId !== chosenId) select(selectedId);

  const exercisesQuery = contentQueries.exercises(address ?? { courseId, sectionId: '', lessonId }, selectedId ?? '');
  const exercises = useQuery({ ...exercisesQuery, queryFn: address && selectedId ? exercisesQuery.queryFn : skipToken });

  return {
    frame,
    /** The course has no such lesson: the page says "not found" rather than offering a retry. */
    notFound: found === null,
    /** A failure to read what the page cannot do without (a failed re-read keeps what is shown). */
    frameError: (!course.data && course.error) || (!sections.data && sections.error) || (!list && lessonSections.error) || null,
    reloadFrame: () => {
      void course.refetch();
      void sections.refetch();
      if (address) void lessonSections.refetch();
    },
    lessonSections: list ?? null,
    selectedId,
    select,
    exercises: exercises.data ?? null,
    exercisesError: exercises.error,
    reloadExercises: () => void exercises.refetch(),
  };
}

export type LessonData = ReturnType<typeof useLessonData>;
