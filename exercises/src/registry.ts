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
import type { ExerciseDefinition } from './definition.js';
import type { CheckableType } from './types.js';

/**
 * Every implemented exercise type and its parts. The public functions (schemas, checker,
 * stripper) only look a type up here; nothing else in the package branches on the type.
 *
 * Adding a type (the next issue's seventeen): create `src/<area>/<type>/` with its parts, build a
 * definition with `defineExercise`, add it here and widen the key type below. The `satisfies`
 * makes a type without an entry, an entry under the wrong key, or an entry missing a part a
 * compile error; the schemas and functions pick the new type up with no other edit.
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
} as const satisfies { [T in CheckableType]: ExerciseDefinition<T> };

export type ExerciseRegistry = typeof EXERCISE_REGISTRY;
/** The implemented types: today the checkable ten. */
export type ImplementedType = keyof ExerciseRegistry;

/** A type's definition without its precise types: for code that handles every type alike. */
export function definitionOf(type: ImplementedType): ExerciseDefinition<ImplementedType> {
  return EXERCISE_REGISTRY[type];
}
