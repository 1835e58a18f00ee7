import { describeExerciseType } from '../../testing/fixture-suite.js';
import { chooseCorrectOptionFixtures } from './fixtures.js';

describeExerciseType(chooseCorrectOptionFixtures);
