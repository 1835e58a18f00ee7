import type { Exercise, ExerciseInput } from '@school/exercises';
import { useTranslation } from '@school/shared';
import type { LessonSection } from '@school/shared/contracts';
import { courseKeys, useQueryClient, useWrite, type QueryKey } from '@school/shared/query';
import type { LessonExercise } from '../../../api/content-queries';
import type { LessonAddress } from '../../../api/lesson-paths';
import { reorderItems, sortLessonSections } from '../../../lib/order';
import { lessonApi } from '../api/lesson-api';

/** A change from a menu or a confirmation: its call, its toasts (locale keys) and what it makes stale. */
export interface LessonChange {
  call: () => Promise<unknown>;
  messages: { success: string; error: string };
  changes: readonly QueryKey[];
}

/** Every write of the lesson page through the one write helper (toasts, re-reads, rollback). */
export function useLessonWrites(address: LessonAddress | null, selectedId: string | null, select: (id: string) => void) {
  const { t } = useTranslation('content');
  const client = useQueryClient();
  const courseId = address?.courseId ?? '';
  const lessonId = address?.lessonId ?? '';
  const sectionsKey = courseKeys.lessonSections(courseId, lessonId);
  const exercisesKey = courseKeys.lessonSection(courseId, lessonId, selectedId ?? '');
  const needAddress = () => {
    if (!address) throw new Error('The lesson is not loaded yet');
    return address;
  };

  const change = useWrite({
    write: ({ call }: LessonChange) => call(),
    success: (_result, { messages }) => t(messages.success),
    failure: ({ messages }) => t(messages.error),
    invalidates: ({ changes }) => changes,
  });

  const createSection = useWrite({
    write: (isHomework: boolean) => lessonApi.createLessonSection(needAddress(), isHomework),
    success: (_created, isHomework) => t(isHomework ? 'lesson.toast.homeworkCreated' : 'lesson.toast.sectionCreated'),
    failure: t('lesson.toast.sectionCreateError'),
    invalidates: [sectionsKey],
    onSuccess: (created) => {
      // The new section is the server's answer: shown and selected at once, before the re-read.
      client.setQueryData<LessonSection[]>(sectionsKey, (current) => (current ? sortLessonSections([...current, created]) : current));
      select(created.id);
    },
  });

  // Optimistic (spec 02 §4): the new order shows at once (homework last), rolled back on failure.
  const reorderSections = useWrite({
    write: (next: LessonSection[]) => lessonApi.reorderLessonSections(needAddress(), reorderItems(next)),
    failure: t('lesson.toast.reorderError'),
    optimistic: { queryKey: sectionsKey, update: (_current: LessonSection[], next: LessonSection[]) => next },
  });

  const reorderExercises = useWrite({
    write: (next: LessonExercise[]) => lessonApi.reorderExercises(needAddress(), selectedId ?? '', reorderItems(next)),
    failure: t('lesson.toast.reorderError'),
    optimistic: { queryKey: exercisesKey, update: (_current: LessonExercise[], next: LessonExercise[]) => next },
  });

  /** Creates or updates an exercise; rejects so the editor shows the server's field errors and stays open. */
  const saveExercise = useWrite({
    write: ({ editedId, input }: { editedId?: string; input: ExerciseInput }): Promise<Exercise> =>
      editedId ? lessonApi.updateExercise(needAddress(), selectedId ?? '', editedId, input) : lessonApi.createExercise(needAddress(), selectedId ?? '', input),
    success: (_saved, { editedId }) => t(editedId ? 'lesson.toast.updated' : 'lesson.toast.created'),
    failure: ({ editedId }) => t(editedId ? 'lesson.toast.updateError' : 'lesson.toast.createError'),
    invalidates: [exercisesKey],
  });

  return { change, createSection, reorderSections, reorderExercises, saveExercise, sectionsKey, exercisesKey };
}

export type LessonWrites = ReturnType<typeof useLessonWrites>;
