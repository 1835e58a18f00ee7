import { defineMedia } from '../../definition.js';
import { wordlistContent } from './content.js';
import { wordlistStudent, wordlistToStudent } from './student.js';

export const wordlist = defineMedia({
  type: 'wordlist',
  content: wordlistContent,
  student: wordlistStudent,
  toStudent: wordlistToStudent,
});
