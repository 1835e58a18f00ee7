// Lesson and section access of a class (spec 02 §3, §7 "Lesson access"; CLASSROOM.md "Lesson
// access"). A grant opens a lesson, or one lesson section, to every student of the class at once,
// now and later (docs/decisions/lesson-access.md). Under `/tenant`, bearer token, `{ data }`.
//
//   POST   classes/{id}/lesson-access              LessonAccessInput  -> AccessStatus (the lesson's)
//   POST   classes/{id}/section-access             SectionAccessInput -> AccessStatus (the section's)
//   DELETE classes/{id}/lesson-access/{lessonId}                      -> AccessStatus
//   DELETE classes/{id}/section-access/{sectionId}                    -> AccessStatus
//   GET    classes/{id}/access-status?lessonId=&sectionId=            -> AccessStatus
//   GET    classes/{id}/access                                        -> OpenMaterials (what is open)
//
// Errors: 404 class, lesson or section not found; 403 not the class's teacher (or admin-access);
// 400 a grant to a class without students (`access.noStudents`).
import * as z from 'zod/mini';
import { idSchema } from './common.js';

export const lessonAccessInputSchema = z.object({ lessonId: idSchema });
export type LessonAccessInput = z.infer<typeof lessonAccessInputSchema>;

/** `sectionId` is a lesson section (the part of a lesson that holds exercises). */
export const sectionAccessInputSchema = z.object({ sectionId: idSchema });
export type SectionAccessInput = z.infer<typeof sectionAccessInputSchema>;

export const lessonAccessParamsSchema = z.object({ id: idSchema, lessonId: idSchema });
export const sectionAccessParamsSchema = z.object({ id: idSchema, sectionId: idSchema });

export const accessStatusQuerySchema = z.object({ lessonId: z.optional(idSchema), sectionId: z.optional(idSchema) });
export type AccessStatusQuery = z.infer<typeof accessStatusQuerySchema>;

/**
 * Whether the lesson, and the section, is open to the class's students. `lessonAccess`: the
 * lesson is granted whole; `sectionAccess`: the section is granted, or its lesson is (false for
 * what was not asked).
 */
export const accessStatusSchema = z.object({ lessonAccess: z.boolean(), sectionAccess: z.boolean() });
export type AccessStatus = z.infer<typeof accessStatusSchema>;

/** One lesson open to the class's students: whole (`sectionIds` empty) or only some of its sections. */
export const openLessonSchema = z.object({
  lessonId: z.uuid(),
  lessonName: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  /** True: the whole lesson is granted; false: only `sectionIds` are. */
  whole: z.boolean(),
  /** The granted lesson sections with their position in the lesson (from 0, homework last), by position. */
  sections: z.array(z.object({ id: z.uuid(), position: z.int(), isHomework: z.boolean() })),
});
export type OpenLesson = z.infer<typeof openLessonSchema>;

/** GET classes/{id}/access: every lesson open to the class's students, by course and lesson position. */
export const openMaterialsSchema = z.array(openLessonSchema);
export type OpenMaterials = z.infer<typeof openMaterialsSchema>;
