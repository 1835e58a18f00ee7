import type * as z from 'zod/mini';
import { optionalTitleSchema, titleSchema } from './exercise.js';
import type { AnsweredMediaType, CheckableType, MediaType } from './types.js';

type Shape = z.core.$ZodShape;
/** The parsed object of a shape (what the checker and the stripper read). */
export type ObjectOf<S extends Shape> = z.infer<z.ZodMiniObject<S>>;

/** What every type consists of, scored or not. */
interface DefinitionParts<T extends CheckableType | MediaType, Content extends Shape, Student extends Shape> {
  readonly type: T;
  /** The type's own fields of the exercise (besides type, title, instruction). */
  readonly content: Content;
  /** The type's own fields of the student copy. */
  readonly student: Student;
  /** The title's rule: required for tasks, optional for media (EXERCISES.md "The exercise object"). */
  readonly title: () => z.ZodMiniType<string, unknown>;
  /** The content without its key; `seed` (the exercise id) fixes every shuffle. */
  toStudent(content: ObjectOf<Content>, seed: string): ObjectOf<Student>;
  /**
   * Whether a student gets this exercise at all. A note hidden from students (notify with
   * `visibleToStudent: false`) is left out of their copy of the lesson, not hidden by CSS.
   */
  shownToStudent(content: ObjectOf<Content>): boolean;
}

/**
 * Everything the platform knows about one checkable type. Each type's folder builds one of these
 * and the registry lists them; the public functions only ever look a type up there, so a new type
 * is a new folder plus a registry line, and a missing part is a type error.
 */
export interface ExerciseDefinition<
  T extends CheckableType,
  Content extends Shape = Shape,
  AnswerSchema extends z.ZodMiniType = z.ZodMiniType,
  Student extends Shape = Shape,
> extends DefinitionParts<T, Content, Student> {
  /** The answer a student sends. Validates structure only; lengths are the checker's business. */
  readonly answer: AnswerSchema;
  /**
   * One flag per scored item; the number of items comes from the content, never the answer.
   * `seed` (the exercise id) rebuilds the student copy's shuffles that answers point into.
   */
  check(content: ObjectOf<Content>, answer: z.infer<AnswerSchema>, seed: string): boolean[];
}

/**
 * A media type (pictures, embeds, notes...): content and its student copy, nothing to score.
 * `answer` and `check` are absent by type, so the API's check endpoint cannot reach one.
 */
export interface MediaDefinition<T extends MediaType, Content extends Shape = Shape, Student extends Shape = Shape>
  extends DefinitionParts<T, Content, Student> {
  readonly answer?: never;
  readonly check?: never;
}

/**
 * A media type a student answers without a score (voice_recording): content, student copy and
 * the answer's schema, which the classroom validates and stores; no checker, so the API's check
 * endpoint refuses it like any media type and nothing is ever marked right or wrong.
 */
export interface AnsweredMediaDefinition<
  T extends AnsweredMediaType,
  Content extends Shape = Shape,
  AnswerSchema extends z.ZodMiniType = z.ZodMiniType,
  Student extends Shape = Shape,
> extends DefinitionParts<T, Content, Student> {
  /** The answer a student sends; kept as it is (the teacher reviews it). */
  readonly answer: AnswerSchema;
  readonly check?: never;
}

/** Infers a checkable definition's precise types from its parts (used by every type folder). */
export function defineExercise<
  T extends CheckableType,
  Content extends Shape,
  AnswerSchema extends z.ZodMiniType,
  Student extends Shape,
>(definition: Omit<ExerciseDefinition<T, Content, AnswerSchema, Student>, 'title' | 'shownToStudent'>): ExerciseDefinition<T, Content, AnswerSchema, Student> {
  // A task always reaches its students and always has a title.
  return { ...definition, title: titleSchema, shownToStudent: () => true };
}

/** Infers a media definition's precise types; the title is optional, `shownToStudent` defaults to always. */
export function defineMedia<T extends MediaType, Content extends Shape, Student extends Shape>(
  definition: Omit<MediaDefinition<T, Content, Student>, 'title' | 'shownToStudent'> & Partial<Pick<MediaDefinition<T, Content, Student>, 'shownToStudent'>>,
): MediaDefinition<T, Content, Student> {
  return { shownToStudent: () => true, ...definition, title: optionalTitleSchema };
}

/** Infers an answered media definition's precise types; the title is optional as for every media type. */
export function defineAnsweredMedia<T extends AnsweredMediaType, Content extends Shape, AnswerSchema extends z.ZodMiniType, Student extends Shape>(
  definition: Omit<AnsweredMediaDefinition<T, Content, AnswerSchema, Student>, 'title' | 'shownToStudent'>,
): AnsweredMediaDefinition<T, Content, AnswerSchema, Student> {
  return { shownToStudent: () => true, ...definition, title: optionalTitleSchema };
}
