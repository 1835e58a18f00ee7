import { api, type Course, type ReorderInput } from '@school/shared';
import type { LessonSection, LessonSectionWithExercises, Section } from '@school/shared/contracts';
import type { Exercise, ExerciseInput, Score, StudentExercise } from '@school/exercises';
import { exercisesPath, lessonSectionsPath, type LessonAddress } from './paths';

/** An exercise as the server sends it: staff get the full exercise, students the copy without the key. */
export type LessonExercise = Exercise | StudentExercise;


/** The lesson page's calls of spec 02 §7, answers already unwrapped from `{ data }`. */
export const lessonApi = {
  course: (courseId: string) => api.get<Course>(`courses/${courseId}`),
  /** The course's sections with their lessons: how the page finds the section a lesson is in. */
  sections: (courseId: string) => api.get<Section[]>(`courses/${courseId}/sections`),

  lessonSections: (address: LessonAddress) => api.get<LessonSection[]>(lessonSectionsPath(address)),
  lessonSection: (address: LessonAddress, id: string) => api.get<LessonSectionWithExercises<LessonExercise>>(`${lessonSectionsPath(address)}/${id}`),
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

  // The copy and move dialog walks course -> lesson -> lesson section.
  ownCourses: () => api.get<Course[]>('courses', { params: { type: 'own', search: '' } }),
};
