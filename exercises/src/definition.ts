import type * as z from 'zod/mini';
import type { CheckableType } from './types.js';

type Shape = z.core.$ZodShape;
/** The parsed object of a shape (what the checker and the stripper read). */
export type ObjectOf<S extends Shape> = z.infer<z.ZodMiniObject<S>>;

/**
 * Everything the platform knows about one exercise type. Each type's folder builds one of these
 * and the registry lists them; the public functions only ever look a type up there, so a new type
 * is a new folder plus a registry line, and a missing part is a type error.
 */
export interface ExerciseDefinition<
  T extends CheckableType,
  Content extends Shape = Shape,
  AnswerSchema extends z.ZodMiniType = z.ZodMiniType,
  Student extends Shape = Shape,
> {
  readonly type: T;
  /** The type's own fields of the exercise (besides type, title, instruction). */
  readonly content: Content;
  /** The answer a student sends. Validates structure only; lengths are the checker's business. */
  readonly answer: AnswerSchema;
  /** The type's own fields of the student copy. */
  readonly student: Student;
  /**
   * One flag per scored item; the number of items comes from the content, never the answer.
   * `seed` (the exercise id) rebuilds the student copy's shuffles that answers point into.
   */
  check(content: ObjectOf<Content>, answer: z.infer<AnswerSchema>, seed: string): boolean[];
  /** The content without its key; `seed` (the exercise id) fixes every shuffle. */
  toStudent(content: ObjectOf<Content>, seed: string): ObjectOf<Student>;
}

/** Infers a definition's precise types from its parts (used by every type folder). */
export function defineExercise<
  T extends CheckableType,
  Content extends Shape,
  AnswerSchema extends z.ZodMiniType,
  Student extends Shape,
>(definition: ExerciseDefinition<T, Content, AnswerSchema, Student>) {
  return definition;
}
