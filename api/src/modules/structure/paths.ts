import { z } from 'zod';
import { idSchema } from '@school/shared/contracts';

/** Path parameters of the structure routes; each is a UUID (400 `validation.id` otherwise). */
export const courseParams = z.object({ courseId: idSchema });
export const sectionParams = z.object({ courseId: idSchema, sectionId: idSchema });
export const lessonParams = z.object({ courseId: idSchema, sectionId: idSchema, lessonId: idSchema });
export const lessonSectionParams = z.object({ courseId: idSchema, sectionId: idSchema, lessonId: idSchema, lessonSectionId: idSchema });
export const exerciseParams = z.object({
  courseId: idSchema,
  sectionId: idSchema,
  lessonId: idSchema,
  lessonSectionId: idSchema,
  exerciseId: idSchema,
});

