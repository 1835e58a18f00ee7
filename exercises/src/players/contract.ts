import type { StudentExerciseOf } from '../contract.js';
import type { CheckableType } from '../types.js';

/*
 * The shapes the players render from and report, straight from the package root (common
 * brief, EXERCISES.md): a player never has its own idea of the wire.
 */
export type { Answer } from '../contract.js';
export type { Score } from '../exercise.js';

/** The student copy of a type (`StudentExercise` alone: any checkable type's). */
export type StudentExercise<T extends CheckableType = CheckableType> = T extends CheckableType ? StudentExerciseOf<T> : never;
