/**
 * `@school/exercises`: the exercise contract (../shared/design/EXERCISES.md). React-free, so the
 * API, the content remote and the classroom import the same schemas, checker and key stripping.
 */
export {
  EXERCISE_TYPES,
  CHECKABLE_TYPES,
  MEDIA_TYPES,
  ANSWERED_MEDIA_TYPES,
  EMBED_TYPES,
  type ExerciseType,
  type CheckableType,
  type MediaType,
  type AnsweredMediaType,
  type AnsweredType,
  type EmbedType,
} from './types.js';
export {
  exerciseInputSchema,
  exerciseInputSchemaFor,
  exerciseSchema,
  studentExerciseSchema,
  answerSchemaFor,
  checkAnswer,
  toStudentCopy,
  studentCopies,
  isShownToStudent,
  isCheckable,
  contentOf,
  type CheckableExercise,
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
export { EXERCISE_REGISTRY, isAnsweredType, isCheckableType, type ImplementedType } from './registry.js';
export { embedOf, parseWebLink, EMBED_FRAME_ORIGINS, type Embed } from './media/embeds.js';
export { NOTE_COLORS, type NoteColor } from './media/notify/index.js';
export { ARTICLE_TEXT_MAX } from './media/article/index.js';
export { AUDIO_LINK_ORIGINS, driveAudioOf, type DriveAudio } from './media/audio/index.js';
export type { AnsweredMediaDefinition, ExerciseDefinition, MediaDefinition } from './definition.js';
export { VOICE_DURATION_MIN, VOICE_DURATION_MAX, RECORDING_MAX_BYTES } from './media/voice_recording/index.js';
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
