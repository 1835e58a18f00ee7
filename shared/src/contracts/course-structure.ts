import * as z from 'zod/mini';
import { boundedText, idSchema, optionalBoundedText } from './common.js';

/*
 * The structure of a course (spec 02 §3, §7): sections hold lessons, lessons hold lesson sections,
 * lesson sections hold exercises (whose contract is `@school/exercises`). Every path is under
 * `/tenant`, takes a bearer token and answers `{ data }`; everyone signed in reads their school's
 * courses and the two libraries, writers follow COURSE_WRITER_RULE, library courses are read-only.
 *
 * Sections (C = courses/{courseId}):
 *   GET    C/sections                              -> Section[] (each with its lessons, by position)
 *   POST   C/sections             SectionInput     -> 201 Section (at the end)
 *   PATCH  C/sections/reorder     ReorderInput     -> Section[]
 *   GET    C/sections/{sectionId}                  -> Section
 *   PUT    C/sections/{sectionId} SectionInput     -> Section
 *   DELETE C/sections/{sectionId}                  -> 204 (its lessons, lesson sections, exercises, files too)
 *   POST   C/sections/{sectionId}/duplicate        -> 201 Section (deep copy right after it, name + copy suffix)
 *   POST   C/sections/{sectionId}/copy SectionCopyInput -> 201 Section (deep copy at the end of an own course)
 *   PATCH  C/sections/{sectionId}/move SectionMoveInput -> Section[] (the course's sections, renumbered)
 * Lessons (S = C/sections/{sectionId}):
 *   GET    S/lessons                               -> Lesson[]
 *   POST   S/lessons              LessonInput      -> 201 Lesson (at the end)
 *   PATCH  S/lessons/reorder      ReorderInput     -> Lesson[]
 *   GET    S/lessons/{lessonId}                    -> Lesson
 *   PUT    S/lessons/{lessonId}   LessonInput      -> Lesson
 *   DELETE S/lessons/{lessonId}                    -> 204
 *   POST   S/lessons/{lessonId}/duplicate          -> 201 Lesson (deep copy right after it)
 *   POST   S/lessons/{lessonId}/copy LessonCopyInput -> 201 Lesson (deep copy at the end of a section of an own course)
 *   PATCH  S/lessons/{lessonId}/move LessonMoveInput -> Lesson (moved, with its new sectionId and position)
 * Lesson sections (L = S/lessons/{lessonId}):
 *   GET    L/sections                              -> LessonSection[] (no exercises; homework last)
 *   POST   L/sections             LessonSectionInput -> 201 LessonSection (at the end; exercises [])
 *   PATCH  L/sections/reorder     ReorderInput     -> LessonSection[] (homework last)
 *   GET    L/sections/{lessonSectionId}            -> LessonSection with `exercises` by position
 *                                                     (a member gets each exercise's student copy)
 *   PUT    L/sections/{lessonSectionId} LessonSectionInput -> LessonSection
 *   DELETE L/sections/{lessonSectionId}            -> 204
 * Exercises (E = L/sections/{lessonSectionId}/exercises; bodies from `@school/exercises`):
 *   GET    E                                       -> Exercise[] (student copies for a member)
 *   POST   E                      ExerciseInput    -> 201 Exercise (at the end)
 *   PATCH  E/reorder              ReorderInput     -> Exercise[]
 *   GET    E/{exerciseId}                          -> Exercise
 *   PUT    E/{exerciseId}         ExerciseInput    -> Exercise (the type may not change: 400)
 *   DELETE E/{exerciseId}                          -> 204
 *   POST   E/{exerciseId}/duplicate                -> 201 Exercise (copy right after it)
 *   POST   E/{exerciseId}/copy    ExerciseCopyInput -> 201 Exercise (copy at the end of another lesson section)
 *   PATCH  E/{exerciseId}/move    ExerciseMoveInput -> Exercise (moved, with its new lessonSectionId)
 *   POST   E/{exerciseId}/move-up                  -> Exercise[] (the lesson section's exercises)
 *   POST   E/{exerciseId}/move-down                -> Exercise[]
 *   POST   E/{exerciseId}/check   Answer           -> Score (nothing stored; any reader may call it)
 * Files for exercises (label_the_pictures images):
 *   POST   files                  multipart `file` -> 201 UploadedFile (writers only; image, at most 1 MB)
 *
 * Errors: 400 with field errors, 401, 403 (a member writing, any write into a library course),
 * 404 (anything of another school, or an id that is not under the path's parents), 409 (a second
 * homework lesson section in a lesson).
 */

/** Name and description of sections and lessons: the course's rules (2 to 500, description up to 500). */
const namedInput = () =>
  z.object({
    name: boundedText(),
    description: z._default(optionalBoundedText(), ''),
  });

const position = () => z.int({ error: 'validation.invalidInput' }).check(z.minimum(0, { error: 'validation.invalidInput' }));

export const lessonSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  sectionId: z.uuid(),
  name: z.string(),
  description: z.string(),
  position: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lesson = z.infer<typeof lessonSchema>;
/** The lessons listed inside a section are whole lessons (they are small). */
export const lessonSummarySchema = lessonSchema;
export type LessonSummary = Lesson;

export const sectionSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  name: z.string(),
  description: z.string(),
  position: z.int(),
  lessons: z.array(lessonSummarySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Section = z.infer<typeof sectionSchema>;

export const lessonSectionSchema = z.object({
  id: z.uuid(),
  lessonId: z.uuid(),
  position: z.int(),
  /** The lesson's homework: at most one per lesson, always listed last whatever its position. */
  isHomework: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A lesson section as listed (no exercises). */
export type LessonSection = z.infer<typeof lessonSectionSchema>;
/**
 * A lesson section read alone, with its exercises by position. `E` is `Exercise` for staff and
 * `StudentExercise` for a member (types of `@school/exercises`, which this package cannot import).
 */
export type LessonSectionWithExercises<E> = LessonSection & { exercises: E[] };

export const sectionInputSchema = namedInput();
export type SectionInput = z.input<typeof sectionInputSchema>;

export const lessonInputSchema = namedInput();
export type LessonInput = z.input<typeof lessonInputSchema>;

export const lessonSectionInputSchema = z.object({
  isHomework: z._default(z.boolean({ error: 'validation.invalidInput' }), false),
});
export type LessonSectionInput = z.input<typeof lessonSectionInputSchema>;

/** A section moves to another position of its course; the others are renumbered densely. */
export const sectionMoveSchema = z.object({ position: position() });
export type SectionMoveInput = z.infer<typeof sectionMoveSchema>;

/** A lesson moves to a position of another section of the same course (or of its own, when left out). */
export const lessonMoveSchema = z.object({
  sectionId: z.optional(idSchema),
  position: position(),
});
export type LessonMoveInput = z.infer<typeof lessonMoveSchema>;

/** An exercise moves to another lesson section (any of an own course), at the end unless a position is given. */
export const exerciseMoveSchema = z.object({
  lessonSectionId: idSchema,
  position: z.optional(position()),
});
export type ExerciseMoveInput = z.infer<typeof exerciseMoveSchema>;

/** Copy targets: a section into an own course, a lesson into a section of an own course, an exercise into a lesson section. */
export const sectionCopySchema = z.object({ courseId: idSchema });
export type SectionCopyInput = z.infer<typeof sectionCopySchema>;
export const lessonCopySchema = z.object({ courseId: idSchema, sectionId: idSchema });
export type LessonCopyInput = z.infer<typeof lessonCopySchema>;
export const exerciseCopySchema = z.object({ lessonSectionId: idSchema });
export type ExerciseCopyInput = z.infer<typeof exerciseCopySchema>;

/**
 * An uploaded exercise file (a picture of label_the_pictures, say): exercise content refers to it by
 * `key` or by `url` (`/tenant/files/{key}`), whichever `@school/exercises` stores; the API finds
 * both forms when it deep-copies or deletes exercises.
 */
export const uploadedFileSchema = z.object({
  key: z.uuid(),
  url: z.string(),
  contentType: z.string(),
  size: z.int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Puts the homework lesson section last, the others by position (the order of every list and page). */
export function sortLessonSections<T extends { position: number; isHomework: boolean; id: string }>(sections: readonly T[]): T[] {
  return [...sections].sort(
    (a, b) => Number(a.isHomework) - Number(b.isHomework) || a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
