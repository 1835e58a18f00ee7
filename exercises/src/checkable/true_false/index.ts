import { defineExercise } from '../../definition.js';
import { trueFalseAnswer } from './answer.js';
import { checkTrueFalse } from './check.js';
import { trueFalseContent } from './content.js';
import { trueFalseStudent, trueFalseToStudent } from './student.js';

export const trueFalse = defineExercise({
  type: 'true_false',
  content: trueFalseContent,
  answer: trueFalseAnswer,
  student: trueFalseStudent,
  check: checkTrueFalse,
  toStudent: trueFalseToStudent,
});
