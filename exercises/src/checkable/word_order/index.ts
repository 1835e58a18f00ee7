import { defineExercise } from '../../definition.js';
import { wordOrderAnswer } from './answer.js';
import { checkWordOrder } from './check.js';
import { wordOrderContent } from './content.js';
import { wordOrderStudent, wordOrderToStudent } from './student.js';

export const wordOrder = defineExercise({
  type: 'word_order',
  content: wordOrderContent,
  answer: wordOrderAnswer,
  student: wordOrderStudent,
  check: checkWordOrder,
  toStudent: wordOrderToStudent,
});
