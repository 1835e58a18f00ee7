import { defineMedia } from '../../definition.js';
import { externalLinkContent } from './content.js';
import { externalLinkStudent, externalLinkToStudent } from './student.js';

export const externalLink = defineMedia({
  type: 'external_link',
  content: externalLinkContent,
  student: externalLinkStudent,
  toStudent: externalLinkToStudent,
});
