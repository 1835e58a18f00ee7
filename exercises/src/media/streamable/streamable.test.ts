import { describeMediaType } from '../../testing/media-suite.js';
import { streamableFixtures } from './fixtures.js';

describeMediaType(streamableFixtures);
