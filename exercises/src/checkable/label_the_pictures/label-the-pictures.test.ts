import { describeExerciseType } from '../../testing/fixture-suite.js';
import { labelThePicturesFixtures } from './fixtures.js';

describeExerciseType(labelThePicturesFixtures);
