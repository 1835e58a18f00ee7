import { chooseCorrectOption } from './checkable/choose_correct_option/index.js';
import { fillInGaps } from './checkable/fill_in_gaps/index.js';
import { fillInGapsFromBox } from './checkable/fill_in_gaps_from_box/index.js';
import { labelThePictures } from './checkable/label_the_pictures/index.js';
import { matchTheWords } from './checkable/match_the_words/index.js';
import { sortIntoColumns } from './checkable/sort_into_columns/index.js';
import { sortSentences } from './checkable/sort_sentences/index.js';
import { testExercise } from './checkable/test/index.js';
import { trueFalse } from './checkable/true_false/index.js';
import { wordOrder } from './checkable/word_order/index.js';
import type { AnsweredMediaDefinition, ExerciseDefinition, MediaDefinition } from './definition.js';
import { article } from './media/article/index.js';
import { audio } from './media/audio/index.js';
import { externalLink } from './media/external_link/index.js';
import { gif } from './media/gif/index.js';
import { image } from './media/image/index.js';
import { imageSet } from './media/image_set/index.js';
import { figma } from './media/figma/index.js';
import { learningappsIntegration } from './media/learningapps_integration/index.js';
import { miroIntegration } from './media/miro_integration/index.js';
import { notify } from './media/notify/index.js';
import { pdf } from './media/pdf/index.js';
import { quizletIntegration } from './media/quizlet_integration/index.js';
import { streamable } from './media/streamable/index.js';
import { video } from './media/video/index.js';
import { voiceRecording } from './media/voice_recording/index.js';
import { wordlist } from './media/wordlist/index.js';
import { wordwallIntegration } from './media/wordwall_integration/index.js';
import type { AnsweredMediaType, AnsweredType, CheckableType, MediaType } from './types.js';

/**
 * Every implemented exercise type and its parts. The public functions (schemas, checker,
 * stripper) only look a type up here; nothing else in the package branches on the type.
 *
 * Adding a type: create `src/<area>/<type>/` with its parts, build a definition with
 * `defineExercise` (scored) or `defineMedia`, add it here (and a media type to MEDIA_TYPES). The
 * `satisfies` makes a type without an entry, an entry under the wrong key, or an entry missing a
 * part a compile error; the schemas and functions pick the new type up with no other edit.
 */
export const EXERCISE_REGISTRY = {
  fill_in_gaps: fillInGaps,
  fill_in_gaps_from_box: fillInGapsFromBox,
  choose_correct_option: chooseCorrectOption,
  true_false: trueFalse,
  test: testExercise,
  match_the_words: matchTheWords,
  sort_into_columns: sortIntoColumns,
  label_the_pictures: labelThePictures,
  word_order: wordOrder,
  sort_sentences: sortSentences,
  image,
  image_set: imageSet,
  gif,
  video,
  audio,
  article,
  pdf,
  wordlist,
  notify,
  voice_recording: voiceRecording,
  external_link: externalLink,
  streamable,
  wordwall_integration: wordwallIntegration,
  quizlet_integration: quizletIntegration,
  learningapps_integration: learningappsIntegration,
  miro_integration: miroIntegration,
  figma,
} as const satisfies { [T in CheckableType]: ExerciseDefinition<T> } & { [T in Exclude<MediaType, AnsweredMediaType>]: MediaDefinition<T> } & {
  [T in AnsweredMediaType]: AnsweredMediaDefinition<T>;
};

export type ExerciseRegistry = typeof EXERCISE_REGISTRY;
/** The implemented types: the checkable ten and MEDIA_TYPES. */
export type ImplementedType = keyof ExerciseRegistry;

/** A type's definition without its precise types: for code that handles every type alike. */
export function definitionOf(
  type: ImplementedType,
): ExerciseDefinition<CheckableType> | MediaDefinition<Exclude<MediaType, AnsweredMediaType>> | AnsweredMediaDefinition<AnsweredMediaType> {
  return EXERCISE_REGISTRY[type];
}

/** Whether the server scores exercises of this type (it has an answer and a checker). */
export function isCheckableType(type: ImplementedType): type is CheckableType {
  return EXERCISE_REGISTRY[type].check !== undefined;
}

/** Whether a student sends an answer for this type: scored (checkable) or kept for the teacher (voice_recording). */
export function isAnsweredType(type: ImplementedType): type is AnsweredType {
  return EXERCISE_REGISTRY[type].answer !== undefined;
}
