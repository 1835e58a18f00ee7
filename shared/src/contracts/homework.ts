// Homework of a class (spec 02 §3, §4, §7, §8; ../shared/design/CLASSROOM.md "Homework").
// Everything is under `/tenant` with a bearer token and answers `{ data }`; lists are paged with
// `meta.pagination` (default 10). Choices the contract leaves open: docs/decisions/homework-api.md.
//
//   H = classes/{classId}/homework
//   GET    H?page&limit                                  -> HomeworkSummary[] (paged, newest first)
//   POST   H                    HomeworkInput            -> 201 Homework (teacher of the class or admin-access)
//   GET    H/choices                                     -> HomeworkLessonChoice[] (the exercise picker; staff)
//   GET    H/{homeworkId}                                -> Homework
//   DELETE H/{homeworkId}                                -> 204 (staff)
//   POST   H/{homeworkId}/exercises  HomeworkExerciseInput -> Homework (staff; added at the end)
//   DELETE H/{homeworkId}/exercises/{exerciseId}         -> Homework (staff; the last one cannot go: 400)
//   PUT    H/{homeworkId}/send-to-check                  -> Homework (a member of the class: their status becomes 2)
//   PUT    H/{homeworkId}/status    HomeworkStatusInput  -> Homework (staff: any student's status)
//   GET    homework/due                                  -> DueHomework[] (a member: homework of their classes not yet sent or done)
//   GET    homework/review?limit                         -> ReviewHomework[] (staff with teacher or admin-access: sent to check in the classes they teach)
//
// Answers to homework exercises go through PUT classes/{id}/answers/{exerciseId} (classroom.ts),
// scored the same way; a member's first answer to a homework moves their status from 0 to 1.
// Every change is a `homework` event on the class's stream (HomeworkEvent, in classroom.ts).
//
// Errors (`code` is the message key): 400 `homework.selectExercise`, `homework.duplicateExercise`,
// `homework.exerciseNotInClass`, `homework.alreadyInHomework`, `homework.lastExercise`,
// `homework.studentNotInClass`, `homework.status`, field errors of a broken id; 403
// `errors.forbidden` (a student calling a staff call), `homework.staffCannotSend` (staff sending to
// check); 404 `classroom.notFound` (no such class, or the caller has no place in it: another
// school, another class's student or teacher), `homework.notFound`, `homework.exerciseNotInHomework`.
import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { limit, page } from './admin/fields.js';
import { looseExerciseSchema, type LooseExercise } from './classroom.js';

/** Status numbers on the wire (spec 02 §4); the index is the number. */
export const HOMEWORK_STATUSES = ['notDone', 'inProgress', 'needsReview', 'done'] as const;
export type HomeworkStatusName = (typeof HOMEWORK_STATUSES)[number];
export const HOMEWORK_STATUS = { notDone: 0, inProgress: 1, needsReview: 2, done: 3 } as const satisfies Record<HomeworkStatusName, number>;
export type HomeworkStatus = (typeof HOMEWORK_STATUS)[HomeworkStatusName];
/** Spec 02 §9: sending homework to check sets status 2. */
export const HOMEWORK_SENT_STATUS = HOMEWORK_STATUS.needsReview;

export const homeworkStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'homework.status' });

/** The label key of a status number (`notDone` for anything unknown). */
export function homeworkStatusName(status: number): HomeworkStatusName {
  return HOMEWORK_STATUSES[status] ?? 'notDone';
}

/** POST H: the chosen exercises, at least one, no duplicates, from lessons the class has had. */
export const homeworkInputSchema = z.object({
  exerciseIds: z
    .array(idSchema, { error: 'homework.selectExercise' })
    .check(
      z.minLength(1, { error: 'homework.selectExercise' }),
      z.maxLength(200, { error: 'validation.maxLength' }),
      z.refine((ids) => new Set(ids).size === ids.length, { error: 'homework.duplicateExercise' }),
    ),
});
export type HomeworkInput = z.infer<typeof homeworkInputSchema>;

/** POST H/{homeworkId}/exercises. */
export const homeworkExerciseInputSchema = z.object({ exerciseId: idSchema });
export type HomeworkExerciseInput = z.infer<typeof homeworkExerciseInputSchema>;

/** PUT H/{homeworkId}/status: a student of the class and the status to give them. */
export const homeworkStatusInputSchema = z.object({ userId: idSchema, status: homeworkStatusSchema });
export type HomeworkStatusInput = z.infer<typeof homeworkStatusInputSchema>;

export const homeworkListQuerySchema = z.object({ page: page(), limit: limit() });
export type HomeworkListQuery = z.input<typeof homeworkListQuerySchema>;

export const homeworkParamsSchema = z.object({ id: idSchema, homeworkId: idSchema });
export const homeworkExerciseParamsSchema = z.object({ id: idSchema, homeworkId: idSchema, exerciseId: idSchema });

/**
 * One student's status. Every student of the class now is listed (no status stored yet: 0, and
 * `updatedAt` null); a member's homework lists only their own entry.
 */
export const homeworkUserStatusSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  status: homeworkStatusSchema,
  /** When the status last changed (sent to check, answered first, set by the teacher). */
  updatedAt: z.nullable(z.string()),
});
export type HomeworkUserStatus = z.infer<typeof homeworkUserStatusSchema>;

const homeworkFields = {
  id: z.uuid(),
  classId: z.uuid(),
  /** Counts up per class from 1 (a deleted homework's number is not reused). */
  number: z.int(),
  /**
   * A member: their own status. Staff: 2 when any student has sent it to check, else the lowest
   * status of the students (0 with no students), so "needs review" stands out in the list.
   */
  status: homeworkStatusSchema,
  userStatuses: z.array(homeworkUserStatusSchema),
  /** A member's own status; null for staff. */
  currentUserStatus: z.nullable(homeworkStatusSchema),
  createdAt: z.string(),
};

/** A homework in the list: no exercises, their count. */
export const homeworkSummarySchema = z.object({ ...homeworkFields, exerciseCount: z.int() });
export type HomeworkSummary = z.infer<typeof homeworkSummarySchema>;

/** Where an exercise of a homework comes from: to show it under its lesson, and answer it with the same players. */
const homeworkExerciseFields = {
  exerciseId: z.uuid(),
  lessonId: z.uuid(),
  lessonName: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  /** The lesson section holding the exercise (also `exercise.lessonSectionId`). */
  lessonSectionId: z.uuid(),
  /** Whether that lesson section is the lesson's homework section. */
  isHomeworkSection: z.boolean(),
};

/**
 * The homework read alone. `exercises` in the homework's order, each with the exercise as the
 * class sees it: staff get the whole exercise, a member its student copy (no key, no hidden note),
 * like GET classes/{id}. The API's response schema uses the strict exercise union of
 * `@school/exercises`; this package cannot import it and reads exercises loosely.
 */
export function homeworkSchemaWith<E extends z.ZodMiniType>(exercise: E) {
  return z.object({
    ...homeworkFields,
    exercises: z.array(z.object({ ...homeworkExerciseFields, exercise })),
  });
}
export const homeworkSchema = homeworkSchemaWith(looseExerciseSchema);
export type HomeworkExerciseRef = { [K in keyof typeof homeworkExerciseFields]: z.infer<(typeof homeworkExerciseFields)[K]> };
export type HomeworkExercise<E = LooseExercise> = HomeworkExerciseRef & { exercise: E };
export type Homework<E = LooseExercise> = Omit<z.infer<typeof homeworkSchema>, 'exercises'> & { exercises: Array<HomeworkExercise<E>> };

/**
 * GET H/choices: the exercise picker. Every lesson the class has had (its materials history and
 * current lesson), newest first; in each the lesson sections with the homework section first,
 * then by position, each with its exercises by position (title and type only).
 */
export const homeworkLessonChoiceSchema = z.object({
  lessonId: z.uuid(),
  lessonName: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  /** Whether it is the class's current lesson. */
  isCurrent: z.boolean(),
  sections: z.array(
    z.object({
      id: z.uuid(),
      position: z.int(),
      isHomework: z.boolean(),
      exercises: z.array(z.object({ id: z.uuid(), type: z.string(), title: z.string(), position: z.int() })),
    }),
  ),
});
export type HomeworkLessonChoice = z.infer<typeof homeworkLessonChoiceSchema>;

/** GET homework/due: a member's homework not yet sent or done (status 0 or 1), newest first, at most 50. */
export const dueHomeworkSchema = z.object({
  classId: z.uuid(),
  className: z.string(),
  homeworkId: z.uuid(),
  number: z.int(),
  status: homeworkStatusSchema,
  exerciseCount: z.int(),
  createdAt: z.string(),
});
export type DueHomework = z.infer<typeof dueHomeworkSchema>;

/** GET homework/review: how many homework at most (default 20, at most 50). */
export const REVIEW_HOMEWORK_LIMITS = { default: 20, max: 50 } as const;

export const reviewHomeworkQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ error: 'homework.reviewLimit' })
      .check(z.int({ error: 'homework.reviewLimit' }), z.minimum(1, { error: 'homework.reviewLimit' }), z.maximum(REVIEW_HOMEWORK_LIMITS.max, { error: 'homework.reviewLimit' })),
    REVIEW_HOMEWORK_LIMITS.default,
  ),
});
export type ReviewHomeworkQuery = z.input<typeof reviewHomeworkQuerySchema>;

/**
 * GET homework/review: a homework of a class the caller teaches that students of the class (now)
 * have sent to check (status 2) and that waits for the teacher, the longest waiting first. For a
 * teacher's home page (docs/decisions/home-pages.md).
 */
export const reviewHomeworkSchema = z.object({
  classId: z.uuid(),
  className: z.string(),
  homeworkId: z.uuid(),
  number: z.int(),
  /** Who sent it, the earliest first. */
  students: z.array(z.object({ userId: z.uuid(), firstName: z.string(), lastName: z.string(), sentAt: z.string() })),
  /** When the first of them sent it. */
  sentAt: z.string(),
});
export type ReviewHomework = z.infer<typeof reviewHomeworkSchema>;
