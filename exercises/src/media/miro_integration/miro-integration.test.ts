import { describeMediaType } from '../../testing/media-suite.js';
import { miroIntegrationFixtures } from './fixtures.js';

describeMediaType(miroIntegrationFixtures);
