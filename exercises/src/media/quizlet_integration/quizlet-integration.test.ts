import { describeMediaType } from '../../testing/media-suite.js';
import { quizletIntegrationFixtures } from './fixtures.js';

describeMediaType(quizletIntegrationFixtures);
