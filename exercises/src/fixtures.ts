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
import type { ExerciseFixtures, MediaFixtures } from './fixture.js';
import { articleFixtures } from './media/article/fixtures.js';
import { audioFixtures } from './media/audio/fixtures.js';
import { externalLinkFixtures } from './media/external_link/fixtures.js';
import { gifFixtures } from './media/gif/fixtures.js';
import { imageFixtures } from './media/image/fixtures.js';
import { imageSetFixtures } from './media/image_set/fixtures.js';
import { figmaFixtures } from './media/figma/fixtures.js';
import { learningappsIntegrationFixtures } from './media/learningapps_integration/fixtures.js';
import { miroIntegrationFixtures } from './media/miro_integration/fixtures.js';
import { notifyFixtures } from './media/notify/fixtures.js';
import { pdfFixtures } from './media/pdf/fixtures.js';
import { quizletIntegrationFixtures } from './media/quizlet_integration/fixtures.js';
import { streamableFixtures } from './media/streamable/fixtures.js';
import { videoFixtures } from './media/video/fixtures.js';
import { voiceRecordingFixtures } from './media/voice_recording/fixtures.js';
import { wordlistFixtures } from './media/wordlist/fixtures.js';
import { wordwallIntegrationFixtures } from './media/wordwall_integration/fixtures.js';
import type { CheckableType, MediaType } from './types.js';

/**
 * The fixtures of every type (`@school/exercises/fixtures`, for tests only: never imported by the
 * root). Typed over the registry, so a type without fixtures does not compile.
 */
export const EXERCISE_FIXTURES: { [T in CheckableType]: ExerciseFixtures<T> } = {
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

/** The fixtures of every media type, typed over MEDIA_TYPES the same way. */
export const MEDIA_FIXTURES: { [T in MediaType]: MediaFixtures<T> } = {
  image: imageFixtures,
  image_set: imageSetFixtures,
  gif: gifFixtures,
  video: videoFixtures,
  audio: audioFixtures,
  article: articleFixtures,
  pdf: pdfFixtures,
  wordlist: wordlistFixtures,
  notify: notifyFixtures,
  voice_recording: voiceRecordingFixtures,
  external_link: externalLinkFixtures,
  streamable: streamableFixtures,
  wordwall_integration: wordwallIntegrationFixtures,
  quizlet_integration: quizletIntegrationFixtures,
  learningapps_integration: learningappsIntegrationFixtures,
  miro_integration: miroIntegrationFixtures,
  figma: figmaFixtures,
};

export { FIXTURE_ID, FIXTURE_SECTION_ID, type ExerciseFixtures, type MediaFixtures } from './fixture.js';
export { fixtureAnswer, fixtureExercise } from './fixture.js';
