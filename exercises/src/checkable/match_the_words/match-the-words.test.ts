import { describeExerciseType } from '../../testing/fixture-suite.js';
import { matchTheWordsFixtures } from './fixtures.js';

describeExerciseType(matchTheWordsFixtures);
