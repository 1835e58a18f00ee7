/**
 * `@school/exercises`: the exercise contract (../shared/design/EXERCISES.md). React-free, so the
 * API, the content remote and the classroom import the same schemas, checker and key stripping.
 */
export { EXERCISE_TYPES, CHECKABLE_TYPES, type ExerciseType, type CheckableType } from './types.js';
export {
  exerciseInputSchema,
  exerciseInputSchemaFor,
  exerciseSchema,
  studentExerciseSchema,
  answerSchemaFor,
  checkAnswer,
  toStudentCopy,
  contentOf,
  type Answer,
  type ContentOf,
  type StudentContentOf,
  type Exercise,
  type ExerciseOf,
  type ExerciseInput,
  type ExerciseInputOf,
  type StudentExercise,
  type StudentExerciseOf,
} from './contract.js';
export { scoreSchema, type Score } from './exercise.js';
export { EXERCISE_REGISTRY, type ImplementedType } from './registry.js';
export type { ExerciseDefinition } from './definition.js';
export { seededShuffle } from './shuffle.js';
export {
  normalizeAnswerText,
  sameAnswer,
  parseGapText,
  parseOptionText,
  type BracketProblem,
  type GapTextPart,
  type OptionTextPart,
  type ParsedGapText,
  type ParsedOptionText,
} from './text.js';
