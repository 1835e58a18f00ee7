import { describeMediaType } from '../../testing/media-suite.js';
import { wordwallIntegrationFixtures } from './fixtures.js';

describeMediaType(wordwallIntegrationFixtures);
