import { describeExerciseType } from '../../testing/fixture-suite.js';
import { sortSentencesFixtures } from './fixtures.js';

describeExerciseType(sortSentencesFixtures);
