import { describeMediaType } from '../../testing/media-suite.js';
import { imageSetFixtures } from './fixtures.js';

describeMediaType(imageSetFixtures);
