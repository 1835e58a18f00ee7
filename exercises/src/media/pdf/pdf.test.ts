import { describeMediaType } from '../../testing/media-suite.js';
import { pdfFixtures } from './fixtures.js';

describeMediaType(pdfFixtures);
