import { describeMediaType } from '../../testing/media-suite.js';
import { externalLinkFixtures } from './fixtures.js';

describeMediaType(externalLinkFixtures);
