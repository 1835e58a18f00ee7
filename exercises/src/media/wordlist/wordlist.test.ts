import { describeMediaType } from '../../testing/media-suite.js';
import { wordlistFixtures } from './fixtures.js';

describeMediaType(wordlistFixtures);
