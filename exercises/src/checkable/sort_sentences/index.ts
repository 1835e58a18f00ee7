import { defineExercise } from '../../definition.js';
import { sortSentencesAnswer } from './answer.js';
import { checkSortSentences } from './check.js';
import { sortSentencesContent } from './content.js';
import { sortSentencesStudent, sortSentencesToStudent } from './student.js';

export const sortSentences = defineExercise({
  type: 'sort_sentences',
  content: sortSentencesContent,
  answer: sortSentencesAnswer,
  student: sortSentencesStudent,
  check: checkSortSentences,
  toStudent: sortSentencesToStudent,
});
