import { api, type Course, type ReorderInput } from '@school/shared';
import type { Lesson, LessonCopyInput, LessonInput, LessonMoveInput, Section, SectionCopyInput, SectionInput, SectionMoveInput } from '@school/shared/contracts';

const sectionsOf = (courseId: string) => `courses/${courseId}/sections`;
const lessonsOf = (courseId: string, sectionId: string) => `${sectionsOf(courseId)}/${sectionId}/lessons`;

/** Writes of the course and its structure (spec 02 §7; reads: src/api/content-queries.ts), answers unwrapped from `{ data }`. */
export const courseApi = {
  /** A copy among the school's own courses; for a library course, "copy to my courses". */
  duplicate: (id: string) => api.post<Course>(`courses/${id}/duplicate`),
};

export const sectionsApi = {
  create: (courseId: string, input: SectionInput) => api.post<Section>(sectionsOf(courseId), input),
  update: (courseId: string, sectionId: string, input: SectionInput) => api.put<Section>(`${sectionsOf(courseId)}/${sectionId}`, input),
  remove: (courseId: string, sectionId: string) => api.delete(`${sectionsOf(courseId)}/${sectionId}`),
  duplicate: (courseId: string, sectionId: string) => api.post<Section>(`${sectionsOf(courseId)}/${sectionId}/duplicate`),
  copy: (courseId: string, sectionId: string, targetCourseId: string) => api.post<Section>(`${sectionsOf(courseId)}/${sectionId}/copy`, { courseId: targetCourseId } satisfies SectionCopyInput),
  /** Answers the course's sections, renumbered. */
  move: (courseId: string, sectionId: string, position: number) => api.patch<Section[]>(`${sectionsOf(courseId)}/${sectionId}/move`, { position } satisfies SectionMoveInput),
  reorder: (courseId: string, items: ReorderInput['items']) => api.patch<Section[]>(`${sectionsOf(courseId)}/reorder`, { items }),
};

export const lessonsApi = {
  create: (courseId: string, sectionId: string, input: LessonInput) => api.post<Lesson>(lessonsOf(courseId, sectionId), input),
  update: (courseId: string, sectionId: string, lessonId: string, input: LessonInput) => api.put<Lesson>(`${lessonsOf(courseId, sectionId)}/${lessonId}`, input),
  remove: (courseId: string, sectionId: string, lessonId: string) => api.delete(`${lessonsOf(courseId, sectionId)}/${lessonId}`),
  duplicate: (courseId: string, sectionId: string, lessonId: string) => api.post<Lesson>(`${lessonsOf(courseId, sectionId)}/${lessonId}/duplicate`),
  copy: (courseId: string, sectionId: string, lessonId: string, target: LessonCopyInput) =>
    api.post<Lesson>(`${lessonsOf(courseId, sectionId)}/${lessonId}/copy`, target),
  move: (courseId: string, sectionId: string, lessonId: string, target: LessonMoveInput) =>
    api.patch<Lesson>(`${lessonsOf(courseId, sectionId)}/${lessonId}/move`, target),
  reorder: (courseId: string, sectionId: string, items: ReorderInput['items']) => api.patch<Lesson[]>(`${lessonsOf(courseId, sectionId)}/reorder`, { items }),
};
