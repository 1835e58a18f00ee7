import { api, type ReorderInput } from '@school/shared';
import type { LessonSection } from '@school/shared/contracts';
import type { Exercise, ExerciseInput, Score } from '@school/exercises';
import { exercisesPath, lessonSectionsPath, type LessonAddress } from '../../../api/lesson-paths';

export type { LessonExercise } from '../../../api/content-queries';

/** The lesson page's writes of spec 02 §7 (reads: src/api/content-queries.ts), answers unwrapped from `{ data }`. */
export const lessonApi = {
  createLessonSection: (address: LessonAddress, isHomework: boolean) => api.post<LessonSection>(lessonSectionsPath(address), { isHomework }),
  removeLessonSection: (address: LessonAddress, id: string) => api.delete(`${lessonSectionsPath(address)}/${id}`),
  reorderLessonSections: (address: LessonAddress, items: ReorderInput['items']) => api.patch<LessonSection[]>(`${lessonSectionsPath(address)}/reorder`, { items }),

  createExercise: (address: LessonAddress, lessonSectionId: string, input: ExerciseInput) => api.post<Exercise>(exercisesPath(address, lessonSectionId), input),
  updateExercise: (address: LessonAddress, lessonSectionId: string, id: string, input: ExerciseInput) =>
    api.put<Exercise>(`${exercisesPath(address, lessonSectionId)}/${id}`, input),
  removeExercise: (address: LessonAddress, lessonSectionId: string, id: string) => api.delete(`${exercisesPath(address, lessonSectionId)}/${id}`),
  duplicateExercise: (address: LessonAddress, lessonSectionId: string, id: string) => api.post<Exercise>(`${exercisesPath(address, lessonSectionId)}/${id}/duplicate`),
  /** Copies into any lesson section the user may write (another lesson or course too). */
  copyExercise: (address: LessonAddress, lessonSectionId: string, id: string, target: string) =>
    api.post<Exercise>(`${exercisesPath(address, lessonSectionId)}/${id}/copy`, { lessonSectionId: target }),
  moveExercise: (address: LessonAddress, lessonSectionId: string, id: string, target: string) =>
    api.patch<Exercise>(`${exercisesPath(address, lessonSectionId)}/${id}/move`, { lessonSectionId: target }),
  reorderExercises: (address: LessonAddress, lessonSectionId: string, items: ReorderInput['items']) =>
    api.patch<Exercise[]>(`${exercisesPath(address, lessonSectionId)}/reorder`, { items }),
  /** Scores an answer on the server without storing it (the preview's "check my answer"). */
  checkAnswer: (address: LessonAddress, lessonSectionId: string, id: string, answer: unknown) =>
    api.post<Score>(`${exercisesPath(address, lessonSectionId)}/${id}/check`, answer),
};
