import { defineMedia } from '../../definition.js';
import { articleContent } from './content.js';
import { articleStudent, articleToStudent } from './student.js';

export const article = defineMedia({
  type: 'article',
  content: articleContent,
  student: articleStudent,
  toStudent: articleToStudent,
});
