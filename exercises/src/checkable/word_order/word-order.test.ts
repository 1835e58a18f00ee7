import { describeExerciseType } from '../../testing/fixture-suite.js';
import { wordOrderFixtures } from './fixtures.js';

describeExerciseType(wordOrderFixtures);
