import { describeMediaType } from '../../testing/media-suite.js';
import { figmaFixtures } from './fixtures.js';

describeMediaType(figmaFixtures);
