import { chooseCorrectOptionFixtures } from './checkable/choose_correct_option/fixtures.js';
import { fillInGapsFixtures } from './checkable/fill_in_gaps/fixtures.js';
import { fillInGapsFromBoxFixtures } from './checkable/fill_in_gaps_from_box/fixtures.js';
import { labelThePicturesFixtures } from './checkable/label_the_pictures/fixtures.js';
import { matchTheWordsFixtures } from './checkable/match_the_words/fixtures.js';
import { sortIntoColumnsFixtures } from './checkable/sort_into_columns/fixtures.js';
import { sortSentencesFixtures } from './checkable/sort_sentences/fixtures.js';
import { testFixtures } from './checkable/test/fixtures.js';
import { trueFalseFixtures } from './checkable/true_false/fixtures.js';
import { wordOrderFixtures } from './checkable/word_order/fixtures.js';
import type { ExerciseFixtures } from './fixture.js';
import type { ImplementedType } from './registry.js';

/**
 * The fixtures of every type (`@school/exercises/fixtures`, for tests only: never imported by the
 * root). Typed over the registry, so a type without fixtures does not compile.
 */
export const EXERCISE_FIXTURES: { [T in ImplementedType]: ExerciseFixtures<T> } = {
  fill_in_gaps: fillInGapsFixtures,
  fill_in_gaps_from_box: fillInGapsFromBoxFixtures,
  choose_correct_option: chooseCorrectOptionFixtures,
  true_false: trueFalseFixtures,
  test: testFixtures,
  match_the_words: matchTheWordsFixtures,
  sort_into_columns: sortIntoColumnsFixtures,
  label_the_pictures: labelThePicturesFixtures,
  word_order: wordOrderFixtures,
  sort_sentences: sortSentencesFixtures,
};

export { FIXTURE_ID, FIXTURE_SECTION_ID, type ExerciseFixtures } from './fixture.js';
export { fixtureAnswer, fixtureExercise } from './fixture.js';
