import { describeMediaType } from '../../testing/media-suite.js';
import { articleFixtures } from './fixtures.js';

describeMediaType(articleFixtures);
