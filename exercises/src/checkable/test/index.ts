import { defineExercise } from '../../definition.js';
import { testAnswer } from './answer.js';
import { checkTest } from './check.js';
import { testContent } from './content.js';
import { testStudent, testToStudent } from './student.js';

export const testExercise = defineExercise({
  type: 'test',
  content: testContent,
  answer: testAnswer,
  student: testStudent,
  check: checkTest,
  toStudent: testToStudent,
});
