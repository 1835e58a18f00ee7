import { describeExerciseType } from '../../testing/fixture-suite.js';
import { fillInGapsFromBoxFixtures } from './fixtures.js';

describeExerciseType(fillInGapsFromBoxFixtures);
