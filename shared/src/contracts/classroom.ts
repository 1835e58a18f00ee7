// Classes and the live classroom (spec 02 §3, §7; ../shared/design/CLASSROOM.md). Everything is
// under `/tenant` with a bearer token and answers `{ data }`; lists are paged with
// `meta.pagination` (default 10). Choices the contract leaves open: docs/decisions/classroom-api.md.
//
//   POST   classes                         ClassInput        -> 201 ClassObject
//   GET    classes?page&limit&q&teacherId&type (admin-access) -> ClassSummary[] (paged)
//   GET    classes/my?page&limit&q&type                      -> ClassSummary[] (paged; teacher: taught, member: in)
//   GET    users/{id}/classes?page&limit&q (admin-access or users-management) -> ClassSummary[] (paged; staff: taught, member: in)
//   GET    groups/{id}/classes?page&limit&q (admin-access or users-management) -> ClassSummary[] (paged; its group classes)
//   GET    classes/{id}?lessonId=                            -> ClassObject (courseLesson: that lesson or the attached one)
//   PUT    classes/{id}                    ClassInput        -> ClassObject
//   DELETE classes/{id}                                      -> 204
//   PUT    classes/{id}/room-url           RoomUrlInput      -> ClassObject
//   PUT    classes/{id}/attach-lesson      AttachLessonInput -> ClassObject
//   POST   classes/{id}/complete-lesson                      -> LessonCompletion
//   GET    classes/{id}/materials-history                    -> MaterialsHistoryItem[] (newest first)
//   PUT    classes/{id}/answers/{exerciseId}  answer, header X-Answer-Revision -> StoredAnswer
//   GET    classes/{id}/answers                              -> AnswersMap
//   GET    classes/{id}/answers/{exerciseId}[?studentId=]    -> StoredAnswer | null
//   DELETE classes/{id}/answers/{exerciseId}[?studentId=]    -> 204
//   DELETE classes/{id}/answers                              -> 204 (teacher: every answer of the current lesson)
//   POST   classes/{id}/exercises/{exerciseId}/reset-answers -> 204 (teacher: every student's answer to it)
//   PUT    classes/{id}/exercises/{exerciseId}/toggle-visibility -> { isHidden }
//   GET    classes/{id}/exercises/hidden                     -> { hiddenExerciseIds }
//   GET    classes/{id}/exercises/{exerciseId}/comments      -> CommentList
//   POST   classes/{id}/exercises/{exerciseId}/comments  CommentInput -> 201 ClassComment
//   GET    classes/{id}/events   text/event-stream (bearer header; Last-Event-ID) -> ClassEvent lines
//   GET    classes/{id}/answers/{exerciseId}/recording[?studentId=] -> the voice answer's bytes (audio/*)
//   GET    classes/{id}/incorrect-words[?studentId=]         -> IncorrectWords (the current lesson's)
import * as z from 'zod/mini';
import { boundedText, idSchema } from './common.js';
import { lessonSectionSchema } from './course-structure.js';
import { COURSE_LANGUAGES } from './courses.js';
import { limit, page, searchText } from './admin/fields.js';

export const CLASS_TYPES = ['personal', 'group'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

/**
 * How the caller stands in a class: its teacher, a school administrator who does not teach it
 * (sees everything, `isReadOnly`: the teaching actions are the teacher's), or a student of it.
 */
export const CLASS_ACCESS_TYPES = ['teacher', 'admin', 'student'] as const;
export type ClassAccessType = (typeof CLASS_ACCESS_TYPES)[number];

/** Header of an answer save: the client's counter for that exercise, rising with every edit. */
export const ANSWER_REVISION_HEADER = 'x-answer-revision';
/** Comments: 1 to 2,000 characters. */
export const COMMENT_MAX = 2000;
/** Room links (http or https) up to this length. */
export const ROOM_URL_MAX = 2000;
/** A comment line keeps proxies from closing an idle event stream this often. */
export const CLASS_EVENTS_KEEPALIVE_MS = 15_000;

const personSchema = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });
export type ClassPerson = z.infer<typeof personSchema>;
export const classPersonSchema = personSchema;

/** An http or https address (the room link); blank or null clears it. */
export const roomUrlSchema = () =>
  z.nullable(
    z.pipe(
      z.string({ error: 'classroom.roomUrl' }).check(z.trim(), z.maxLength(ROOM_URL_MAX, { error: 'validation.maxLength' })),
      z.transform((value: string, context) => {
        if (value === '') return null;
        const url = URL.canParse(value) ? new URL(value) : null;
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
          context.issues.push({ code: 'custom', message: 'classroom.roomUrl', input: value });
          return z.NEVER;
        }
        return value;
      }),
    ),
  );

const optionalId = () => z.optional(z.nullable(idSchema));

/**
 * POST classes and PUT classes/{id} (whole). A personal class needs `studentId` (a student of
 * the school), a group class `groupId` (its students are the group's, read through the group, so
 * they follow the group's changes); the other one must be left out. `teacherId`: staff holding
 * `teacher`; a teacher without admin-access may only name themselves.
 */
export const classInputSchema = z
  .object({
    name: boundedText(),
    type: z.enum(CLASS_TYPES, { error: 'classroom.type' }),
    teacherId: idSchema,
    studentId: optionalId(),
    groupId: optionalId(),
    schoolPlanId: optionalId(),
    roomUrl: z.optional(roomUrlSchema()),
  })
  .check(
    z.superRefine((value, context) => {
      const need = value.type === 'personal' ? 'studentId' : 'groupId';
      const other = value.type === 'personal' ? 'groupId' : 'studentId';
      if (!value[need]) context.issues.push({ code: 'custom', path: [need], message: 'validation.required', input: value[need] });
      if (value[other]) context.issues.push({ code: 'custom', path: [other], message: 'classroom.notForType', input: value[other] });
    }),
  );
export type ClassInput = z.input<typeof classInputSchema>;

export const classListQuerySchema = z.object({
  page: page(),
  limit: limit(),
  q: searchText(),
  teacherId: z.optional(idSchema),
  type: z.optional(z.enum(CLASS_TYPES, { error: 'classroom.type' })),
});
export type ClassListQuery = z.input<typeof classListQuerySchema>;

/** GET users/{id}/classes, groups/{id}/classes: the user detail's and group detail's classes tab. */
export const classPageQuerySchema = z.object({ page: page(), limit: limit(), q: searchText() });
export type ClassPageQuery = z.input<typeof classPageQuerySchema>;

export const roomUrlInputSchema = z.object({ roomUrl: roomUrlSchema() });
export type RoomUrlInput = z.input<typeof roomUrlInputSchema>;

export const attachLessonInputSchema = z.object({ lessonId: idSchema });
export type AttachLessonInput = z.infer<typeof attachLessonInputSchema>;

export const classLessonQuerySchema = z.object({ lessonId: z.optional(idSchema) });

/** The lesson a class works on, as lists show it (no sections). */
export const classLessonRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  /** The language the course teaches: what a word of its word lists is in (the dictionary). */
  courseLanguage: z.enum(COURSE_LANGUAGES),
  sectionId: z.uuid(),
});
export type ClassLessonRef = z.infer<typeof classLessonRefSchema>;

/**
 * An exercise inside a class answer. This package cannot import `@school/exercises`: the loose
 * form says only what every exercise has; the API's response schema (and a client that wants to)
 * use `classObjectSchemaWith(anyExercise)` with the strict union. A member gets student copies.
 */
export const looseExerciseSchema = z.looseObject({ id: z.uuid(), type: z.string(), lessonSectionId: z.uuid(), position: z.int() });
export type LooseExercise = z.infer<typeof looseExerciseSchema>;

const classFields = {
  id: z.uuid(),
  name: z.string(),
  type: z.enum(CLASS_TYPES),
  /** Null only when the teacher's account was deleted. */
  teacher: z.nullable(personSchema),
  schoolPlan: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** The student of a personal class (null for a group class, or when the account was deleted). */
  student: z.nullable(personSchema),
  group: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** Personal: the one student; group: the group's students now, sorted by name. */
  students: z.array(personSchema),
  roomUrl: z.nullable(z.string()),
  isReadOnly: z.boolean(),
  accessType: z.enum(CLASS_ACCESS_TYPES),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A class in the lists (GET classes, classes/my): the lesson it works on without its sections. */
export const classSummarySchema = z.object({ ...classFields, courseLesson: z.nullable(classLessonRefSchema) });
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** The class object with `courseLesson` and its lesson sections (homework last), each with its exercises. */
export function classObjectSchemaWith<E extends z.ZodMiniType>(exercise: E) {
  return z.object({
    ...classFields,
    courseLesson: z.nullable(z.extend(classLessonRefSchema, { sections: z.array(z.extend(lessonSectionSchema, { exercises: z.array(exercise) })) })),
  });
}
export const classObjectSchema = classObjectSchemaWith(looseExerciseSchema);
export type ClassObject<E = LooseExercise> = Omit<z.infer<typeof classObjectSchema>, 'courseLesson'> & {
  courseLesson: (ClassLessonRef & { sections: Array<z.infer<typeof lessonSectionSchema> & { exercises: E[] }> }) | null;
};

/** GET classes/{id}/materials-history: every lesson the class has had, newest first. */
export const materialsHistoryItemSchema = z.object({
  /** The class lesson (one attachment of a lesson); charges are keyed by it. */
  id: z.uuid(),
  lessonId: z.uuid(),
  lessonName: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  attachedAt: z.string(),
  completedAt: z.nullable(z.string()),
});
export type MaterialsHistoryItem = z.infer<typeof materialsHistoryItemSchema>;

/** POST classes/{id}/complete-lesson: who was charged one lesson, and who had none left (marked anyway). */
export const lessonCompletionSchema = z.object({
  classLessonId: z.uuid(),
  lessonId: z.uuid(),
  completedAt: z.string(),
  charged: z.array(z.uuid()),
  notCharged: z.array(z.uuid()),
  /** True when this lesson had been completed before: nothing was charged again. */
  alreadyCompleted: z.boolean(),
});
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;

/** The server's score of a checkable answer (the shape of `scoreSchema` of `@school/exercises`). */
export const answerScoreSchema = z.object({ correct: z.int(), total: z.int(), items: z.array(z.boolean()) });
export type AnswerScore = z.infer<typeof answerScoreSchema>;

/** The body of PUT classes/{id}/answers/{exerciseId}: the answer of the exercise's type (EXERCISES.md). */
export const answerBodySchema = z.record(z.string(), z.unknown());

/** What the server holds for one student and exercise: the answer of the highest revision it got. */
export const storedAnswerSchema = z.object({
  answer: z.record(z.string(), z.unknown()),
  revision: z.int(),
  score: z.nullable(answerScoreSchema),
  savedAt: z.string(),
});
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

/** The revision header's value: a whole number from 0 up (digits only, as a header carries it). */
export const answerRevisionSchema = z.pipe(
  z.string({ error: 'classroom.revision' }).check(z.trim(), z.regex(/^\d{1,15}$/, { error: 'classroom.revision' })),
  z.transform((value: string) => Number(value)),
);

/** GET classes/{id}/answers: by student, then exercise. A member gets only their own entry. */
export const answersMapSchema = z.record(z.string(), z.record(z.string(), storedAnswerSchema));
export type AnswersMap = z.infer<typeof answersMapSchema>;

/** `?studentId=` of the staff answer calls. */
export const answerStudentQuerySchema = z.object({ studentId: z.optional(idSchema) });

export const visibilityToggleSchema = z.object({ isHidden: z.boolean() });
export type VisibilityToggle = z.infer<typeof visibilityToggleSchema>;
export const hiddenExercisesSchema = z.object({ hiddenExerciseIds: z.array(z.uuid()) });
export type HiddenExercises = z.infer<typeof hiddenExercisesSchema>;

export const classCommentSchema = z.object({
  id: z.uuid(),
  exerciseId: z.uuid(),
  message: z.string(),
  author: z.nullable(personSchema),
  /** A student of the class, or null: to everyone. */
  recipientId: z.nullable(z.uuid()),
  createdAt: z.string(),
});
export type ClassComment = z.infer<typeof classCommentSchema>;

export const commentListSchema = z.object({
  comments: z.array(classCommentSchema),
  canComment: z.boolean(),
  isTeacher: z.boolean(),
});
export type CommentList = z.infer<typeof commentListSchema>;

export const commentInputSchema = z.object({
  message: z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.maxLength(COMMENT_MAX, { error: 'classroom.commentTooLong' }),
    ),
  recipientId: z._default(z.nullable(idSchema), null),
});
export type CommentInput = z.input<typeof commentInputSchema>;

export const classExerciseParamsSchema = z.object({ id: idSchema, exerciseId: idSchema });

// Live events (GET classes/{id}/events). Each SSE message: `id:` the class's rising event number,
// `event:` the type, `data:` one of the payloads below as JSON.
export const CLASS_EVENT_TYPES = ['answer', 'visibility', 'reset', 'comment', 'lesson', 'homework', 'access', 'resync'] as const;
export type ClassEventType = (typeof CLASS_EVENT_TYPES)[number];

/** A student's answer was stored (sent to staff and to that student only, never to classmates). */
export const answerEventSchema = z.object({
  studentId: z.uuid(),
  exerciseId: z.uuid(),
  answer: z.record(z.string(), z.unknown()),
  revision: z.int(),
  score: z.nullable(answerScoreSchema),
  savedAt: z.string(),
});
/** An exercise was hidden or shown: members read the class again (they never receive a hidden one). */
export const visibilityEventSchema = z.object({ exerciseId: z.uuid(), isHidden: z.boolean() });
/**
 * Answers were removed: `exerciseId` null means every exercise of `lessonId`, `studentId` null
 * every student (members receive only resets that touch them).
 */
export const resetEventSchema = z.object({ exerciseId: z.nullable(z.uuid()), studentId: z.nullable(z.uuid()), lessonId: z.nullable(z.uuid()) });
/** A comment was posted: read that exercise's comments again (only those it is for receive it). */
export const commentEventSchema = z.object({ exerciseId: z.uuid(), commentId: z.uuid(), recipientId: z.nullable(z.uuid()), authorId: z.uuid() });
/** The lesson changed: attached (read the class again) or completed. */
export const lessonEventSchema = z.object({
  action: z.enum(['attached', 'completed']),
  lessonId: z.uuid(),
  classLessonId: z.uuid(),
  completedAt: z.nullable(z.string()),
  notCharged: z.optional(z.array(z.uuid())),
});
/**
 * A homework changed (homework.ts): created, deleted, its exercises changed, or a student's status
 * changed (`userId`, `status`). Read the homework (or the list) again. A member receives the status
 * changes of their own only; staff receive every one.
 */
export const HOMEWORK_EVENT_ACTIONS = ['created', 'deleted', 'exercises', 'status'] as const;
export type HomeworkEventAction = (typeof HOMEWORK_EVENT_ACTIONS)[number];
export const homeworkEventSchema = z.object({
  action: z.enum(HOMEWORK_EVENT_ACTIONS),
  homeworkId: z.uuid(),
  number: z.int(),
  /** `status` only: whose status changed and to what (0 notDone, 1 inProgress, 2 needsReview, 3 done). */
  userId: z.optional(z.uuid()),
  status: z.optional(z.int()),
});
/** Lesson access changes: ids of what changed, for a refetch. */
export const accessEventSchema = z.looseObject({ lessonId: z.optional(z.nullable(z.uuid())), sectionId: z.optional(z.nullable(z.uuid())) });

/**
 * Never stored: the first message of a stream whose `Last-Event-ID` names events the server no
 * longer keeps (docs/decisions/classroom-review.md). Its `id` is the class's last number; the
 * client reads everything of the class again instead of a replay.
 */
export const resyncEventSchema = z.object({ reason: z.enum(['pruned']) });

export const CLASS_EVENT_PAYLOADS = {
  answer: answerEventSchema,
  visibility: visibilityEventSchema,
  reset: resetEventSchema,
  comment: commentEventSchema,
  lesson: lessonEventSchema,
  homework: homeworkEventSchema,
  access: accessEventSchema,
  resync: resyncEventSchema,
} as const satisfies Record<ClassEventType, z.ZodMiniType>;

export type ClassEventData = { [T in ClassEventType]: z.infer<(typeof CLASS_EVENT_PAYLOADS)[T]> };
/** One event as a client reads it: the SSE `id` (a number), `event` and the parsed `data`. */
export type ClassEvent = { [T in ClassEventType]: { id: number; type: T; data: ClassEventData[T] } }[ClassEventType];

/** Parses one SSE message into a class event; null for an unknown type or a payload that does not fit. */
export function parseClassEvent(id: string | number, type: string, data: string): ClassEvent | null {
  if (!(CLASS_EVENT_TYPES as readonly string[]).includes(type)) return null;
  const key = type as ClassEventType;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = z.safeParse(CLASS_EVENT_PAYLOADS[key] as z.ZodMiniType, json);
  const number = Number(id);
  if (!parsed.success || !Number.isSafeInteger(number)) return null;
  return { id: number, type: key, data: parsed.data } as ClassEvent;
}

// Reviewing one student's work (docs/decisions/classroom-review.md).

/** `?studentId=` of the review calls: staff name the student, a student may leave it out. */
export const reviewStudentQuerySchema = z.object({ studentId: z.optional(idSchema) });

/**
 * One word a student got wrong: the key's text of a wrong item of a checkable exercise of the
 * class's current lesson (what "a word" is per type: the decision above), the translation when
 * the exercise carries one (match_the_words), and whether the student's dictionary holds it.
 */
export const incorrectWordSchema = z.object({
  phrase: z.string(),
  translation: z.nullable(z.string()),
  exerciseId: z.uuid(),
  exerciseTitle: z.string(),
  inDictionary: z.boolean(),
});
export type IncorrectWord = z.infer<typeof incorrectWordSchema>;

/** GET classes/{id}/incorrect-words: one student's wrong words of the current lesson (none without a lesson). */
export const incorrectWordsSchema = z.object({
  studentId: z.uuid(),
  lessonId: z.nullable(z.uuid()),
  language: z.nullable(z.string()),
  words: z.array(incorrectWordSchema),
});
export type IncorrectWords = z.infer<typeof incorrectWordsSchema>;
