import { describeExerciseType } from '../../testing/fixture-suite.js';
import { trueFalseFixtures } from './fixtures.js';

describeExerciseType(trueFalseFixtures);
