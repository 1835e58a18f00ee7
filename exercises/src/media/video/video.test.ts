import { describeMediaType } from '../../testing/media-suite.js';
import { videoFixtures } from './fixtures.js';

describeMediaType(videoFixtures);
