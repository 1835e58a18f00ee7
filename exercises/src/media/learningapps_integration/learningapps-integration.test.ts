import { describeMediaType } from '../../testing/media-suite.js';
import { learningappsIntegrationFixtures } from './fixtures.js';

describeMediaType(learningappsIntegrationFixtures);
