import type { StudentExerciseOf } from '../contract.js';
import type { ImplementedType } from '../registry.js';
import type { CheckableType } from '../types.js';

/*
 * The shapes the players render from and report, straight from the package root (common
 * brief, EXERCISES.md): a player never has its own idea of the wire.
 */
export type { Answer } from '../contract.js';
export type { Score } from '../exercise.js';

/** The student copy of a type (`StudentExercise` alone: any checkable type's; media types by name). */
export type StudentExercise<T extends ImplementedType = CheckableType> = T extends ImplementedType ? StudentExerciseOf<T> : never;
