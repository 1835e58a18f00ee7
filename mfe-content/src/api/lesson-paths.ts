/**
 * Where a lesson lives on the server (spec 02 §7): every lesson-section and exercise call is
 * nested under the course, the course section and the lesson.
 */
export interface LessonAddress {
  courseId: string;
  sectionId: string;
  lessonId: string;
}

export const lessonPath = ({ courseId, sectionId, lessonId }: LessonAddress) => `courses/${courseId}/sections/${sectionId}/lessons/${lessonId}`;

export const lessonSectionsPath = (address: LessonAddress) => `${lessonPath(address)}/sections`;

export const exercisesPath = (address: LessonAddress, lessonSectionId: string) => `${lessonSectionsPath(address)}/${lessonSectionId}/exercises`;
