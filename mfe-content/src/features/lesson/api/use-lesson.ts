import { useCallback, useEffect, useRef, useState } from 'react';
import type { Course } from '@school/shared';
import type { Lesson, LessonSection } from '@school/shared/contracts';
import { lessonApi, type LessonExercise } from './lesson-api';
import { sortByPosition } from '../../../lib/order';
import { sortLessonSections } from './order';
import type { LessonAddress } from './paths';

export interface LessonFrame {
  course: Course;
  lesson: Lesson;
  address: LessonAddress;
}

/** Thrown when the course has no such lesson: the page shows "not found" rather than a spinner. */
export class LessonNotFound extends Error {}

/**
 * Server state of one lesson page: the course and lesson (found through the course's sections,
 * since the route names only the course and the lesson), its lesson sections in panel order,
 * the selected one and its exercises. Reloads keep what is shown until the answer arrives, so
 * the page neither jumps nor loses the selection; only the latest answer of each kind is kept.
 */
export function useLesson(courseId: string, lessonId: string) {
  const [frame, setFrame] = useState<LessonFrame | null>(null);
  const [frameError, setFrameError] = useState<unknown>(null);
  const [lessonSections, setLessonSectionsState] = useState<LessonSection[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [exercises, setExercisesState] = useState<LessonExercise[] | null>(null);
  const [exercisesError, setExercisesError] = useState<unknown>(null);
  const sectionsRequest = useRef(0);
  const exercisesRequest = useRef(0);

  const loadFrame = useCallback(async () => {
    setFrameError(null);
    try {
      const [course, sections] = await Promise.all([lessonApi.course(courseId), lessonApi.sections(courseId)]);
      const section = sections.find((candidate) => candidate.lessons.some((lesson) => lesson.id === lessonId));
      const lesson = section?.lessons.find((candidate) => candidate.id === lessonId);
      if (!section || !lesson) throw new LessonNotFound(lessonId);
      setFrame({ course, lesson, address: { courseId, sectionId: section.id, lessonId } });
    } catch (error) {
      setFrameError(error);
    }
  }, [courseId, lessonId]);

  useEffect(() => {
    setFrame(null);
    setLessonSectionsState(null);
    setSelectedId(null);
    setExercisesState(null);
    void loadFrame();
  }, [loadFrame]);

  const address = frame?.address ?? null;

  const reloadSections = useCallback(async () => {
    if (!address) return;
    const request = ++sectionsRequest.current;
    try {
      const list = sortLessonSections(await lessonApi.lessonSections(address));
      if (request !== sectionsRequest.current) return;
      setLessonSectionsState(list);
      // The first section after load, and again when the selected one is gone (deleted, moved).
      setSelectedId((selected) => (selected && list.some((section) => section.id === selected) ? selected : (list[0]?.id ?? null)));
    } catch (error) {
      if (request === sectionsRequest.current) setFrameError(error);
    }
  }, [address]);

  useEffect(() => {
    void reloadSections();
  }, [reloadSections]);

  const reloadExercises = useCallback(async () => {
    if (!address || !selectedId) return;
    const request = ++exercisesRequest.current;
    setExercisesError(null);
    try {
      const section = await lessonApi.lessonSection(address, selectedId);
      if (request === exercisesRequest.current) setExercisesState(sortByPosition(section.exercises));
    } catch (error) {
      if (request === exercisesRequest.current) setExercisesError(error);
    }
  }, [address, selectedId]);

  useEffect(() => {
    // Another section is another list: do not show the previous section's exercises meanwhile.
    setExercisesState(null);
    void reloadExercises();
  }, [reloadExercises]);

  const setLessonSections = useCallback((update: (sections: LessonSection[]) => LessonSection[]) => {
    setLessonSectionsState((previous) => (previous ? update(previous) : previous));
  }, []);
  const setExercises = useCallback((update: (exercises: LessonExercise[]) => LessonExercise[]) => {
    setExercisesState((previous) => (previous ? update(previous) : previous));
  }, []);

  return {
    frame,
    frameError,
    reloadFrame: loadFrame,
    lessonSections,
    selectedId,
    select: setSelectedId,
    reloadSections,
    setLessonSections,
    exercises,
    exercisesError,
    reloadExercises,
    setExercises,
  };
}

export type LessonState = ReturnType<typeof useLesson>;
