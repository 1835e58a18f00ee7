import { describeExerciseType } from '../../testing/fixture-suite.js';
import { fillInGapsFixtures } from './fixtures.js';

describeExerciseType(fillInGapsFixtures);
