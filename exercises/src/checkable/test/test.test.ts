import { describeExerciseType } from '../../testing/fixture-suite.js';
import { testFixtures } from './fixtures.js';

describeExerciseType(testFixtures);
