import { describeMediaType } from '../../testing/media-suite.js';
import { gifFixtures } from './fixtures.js';

describeMediaType(gifFixtures);
