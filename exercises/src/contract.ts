import * as z from 'zod/mini';
import type { ObjectOf } from './definition.js';
import { instructionSchema, scoreOf, strictParams, type Score } from './exercise.js';
import { definitionOf, EXERCISE_REGISTRY, isCheckableType, type ExerciseRegistry, type ImplementedType } from './registry.js';
import type { AnsweredType, CheckableType } from './types.js';

/** Flattens intersections so editors show one object type. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The type's own fields of an exercise (stored in the API's `content` column). */
export type ContentOf<T extends ImplementedType> = ObjectOf<ExerciseRegistry[T]['content']>;
/**
 * The answer a student sends for a type (`Answer` alone: any checkable type's). Media types have
 * none, but voice_recording, whose answer is kept unscored (ANSWERED_MEDIA_TYPES).
 */
export type Answer<T extends ImplementedType = CheckableType> = T extends AnsweredType ? z.infer<ExerciseRegistry[T]['answer']> : never;
/** The type's own fields of a student copy. */
export type StudentContentOf<T extends ImplementedType> = ObjectOf<ExerciseRegistry[T]['student']>;

interface CommonFields<T extends ImplementedType> {
  type: T;
  title: string;
  instruction: string;
}
interface StoredFields {
  id: string;
  lessonSectionId: string;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export type ExerciseInputOf<T extends ImplementedType> = Simplify<CommonFields<T> & ContentOf<T>>;
export type ExerciseOf<T extends ImplementedType> = Simplify<CommonFields<T> & ContentOf<T> & StoredFields>;
export type StudentExerciseOf<T extends ImplementedType> = Simplify<
  CommonFields<T> & Pick<StoredFields, 'id' | 'lessonSectionId' | 'position'> & StudentContentOf<T>
>;

type Each<F extends { [T in ImplementedType]: unknown }> = F[ImplementedType];
/** The create/update body (after parsing: title trimmed, instruction defaulted to ''). */
export type ExerciseInput = Each<{ [T in ImplementedType]: ExerciseInputOf<T> }>;
/** What staff read. */
export type Exercise = Each<{ [T in ImplementedType]: ExerciseOf<T> }>;
/** What a student's browser gets: no answer key. */
export type StudentExercise = Each<{ [T in ImplementedType]: StudentExerciseOf<T> }>;
/** An exercise the server scores. */
export type CheckableExercise = { [T in CheckableType]: ExerciseOf<T> }[CheckableType];

const TYPES = Object.keys(EXERCISE_REGISTRY) as ImplementedType[];

/** A discriminated union over every registered type, each member built by `member(type)`. */
function unionOver<Output, Input = Output>(
  member: (type: ImplementedType) => z.ZodMiniObject,
  params?: { error: string },
): z.ZodMiniType<Output, Input> {
  const members = TYPES.map(member) as [z.ZodMiniObject, ...z.ZodMiniObject[]];
  return z.discriminatedUnion('type', members, params) as unknown as z.ZodMiniType<Output, Input>;
}


/** The create/update body of one type. */
export function exerciseInputSchemaFor<T extends ImplementedType>(type: T) {
  return z.strictObject(
    {
      type: z.literal(type),
      title: definitionOf(type).title(),
      instruction: instructionSchema(),
      ...definitionOf(type).content,
    },
    strictParams,
  ) as unknown as z.ZodMiniType<ExerciseInputOf<T>, unknown>;
}

/**
 * The create/update body: a union on `type`. An unknown type, a foreign field or broken content
 * gives issues whose messages are catalogue keys (`validation.*`, `exercise.*`).
 */
export const exerciseInputSchema = unionOver<ExerciseInput, unknown>(
  (type) => exerciseInputSchemaFor(type) as unknown as z.ZodMiniObject,
  { error: 'exercise.unknownType' },
);

const storedFields = {
  id: z.string(),
  lessonSectionId: z.string(),
  position: z.int(),
  title: z.string(),
  instruction: z.string(),
};

/** A staff member's exercise in API answers. */
export const exerciseSchema = unionOver<Exercise>((type) =>
  z.object({
    ...storedFields,
    type: z.literal(type),
    ...definitionOf(type).content,
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** A student's copy in API answers: the common fields and the type's key-free fields. */
export const studentExerciseSchema = unionOver<StudentExercise>((type) =>
  z.strictObject({ ...storedFields, type: z.literal(type), ...definitionOf(type).student }),
);

/**
 * The schema of a type's answer (structure only; see docs/decisions/exercises-contract.md), for
 * scored types and for those whose answer is kept unscored (voice_recording).
 */
export function answerSchemaFor<T extends AnsweredType>(type: T): ExerciseRegistry[T]['answer'] {
  return EXERCISE_REGISTRY[type].answer;
}

/** The type's own fields of an exercise or body: what the API stores in `content`. */
export function contentOf<E extends ExerciseInput | Exercise>(exercise: E): ContentOf<E['type']> {
  const fields = exercise as unknown as Record<string, unknown>;
  const keys = Object.keys(definitionOf(exercise.type).content);
  return Object.fromEntries(keys.map((key) => [key, fields[key]])) as ContentOf<E['type']>;
}

/**
 * Scores an answer with the type's checker. The answer must match `answerSchemaFor(type)` (the
 * API parses it first and answers 400 otherwise); anything else is a programming error and
 * throws. Items the answer lacks, or points past, are scored wrong; extra entries are ignored.
 */
export function checkAnswer(exercise: Exercise, answer: Answer): Score {
  if (!isCheckable(exercise)) throw new TypeError(`Exercises of type ${exercise.type} are not scored`);
  const definition = EXERCISE_REGISTRY[exercise.type] as { answer: z.ZodMiniType; check: (content: unknown, answer: unknown, seed: string) => boolean[] };
  const parsed = z.safeParse(definition.answer, answer);
  if (!parsed.success) throw new TypeError(`The answer does not fit an exercise of type ${exercise.type}`);
  return scoreOf(definition.check(contentOf(exercise), parsed.data, exercise.id));
}

/** Whether an exercise is scored by the server: narrows it for `checkAnswer` and `answerSchemaFor`. */
export function isCheckable(exercise: Exercise): exercise is CheckableExercise {
  return isCheckableType(exercise.type);
}

/**
 * The student's copy: common fields and the type's stripped content, shuffles seeded by the id.
 * It does not decide whether the student gets the exercise at all: lists for students go
 * through `studentCopies`, single reads check `isShownToStudent`.
 */
export function toStudentCopy(exercise: Exercise): StudentExercise {
  const { id, lessonSectionId, position, type, title, instruction } = exercise;
  const toStudent = definitionOf(type).toStudent as (content: unknown, seed: string) => Record<string, unknown>;
  const content = toStudent(contentOf(exercise), id);
  return { id, lessonSectionId, position, type, title, instruction, ...content } as StudentExercise;
}

/** Whether a student gets this exercise at all (a note hidden from students: no). */
export function isShownToStudent(exercise: Exercise): boolean {
  const shown = definitionOf(exercise.type).shownToStudent as (content: unknown) => boolean;
  return shown(contentOf(exercise));
}

/** What a student gets of a list of exercises: the copies of those meant for students, in order. */
export function studentCopies(exercises: readonly Exercise[]): StudentExercise[] {
  return exercises.filter(isShownToStudent).map(toStudentCopy);
}
