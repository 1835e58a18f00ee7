import { describeMediaType } from '../../testing/media-suite.js';
import { notifyFixtures } from './fixtures.js';

describeMediaType(notifyFixtures);
