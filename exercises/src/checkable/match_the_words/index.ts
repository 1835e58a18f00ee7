import { defineExercise } from '../../definition.js';
import { matchTheWordsAnswer } from './answer.js';
import { checkMatchTheWords } from './check.js';
import { matchTheWordsContent } from './content.js';
import { matchTheWordsStudent, matchTheWordsToStudent } from './student.js';

export const matchTheWords = defineExercise({
  type: 'match_the_words',
  content: matchTheWordsContent,
  answer: matchTheWordsAnswer,
  student: matchTheWordsStudent,
  check: checkMatchTheWords,
  toStudent: matchTheWordsToStudent,
});
