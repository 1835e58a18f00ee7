import { describeMediaType } from '../../testing/media-suite.js';
import { imageFixtures } from './fixtures.js';

describeMediaType(imageFixtures);
