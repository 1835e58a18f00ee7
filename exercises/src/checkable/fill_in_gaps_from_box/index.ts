import { defineExercise } from '../../definition.js';
import { gapsAnswer } from './answer.js';
import { checkFillInGapsFromBox } from './check.js';
import { fillInGapsFromBoxContent } from './content.js';
import { fillInGapsFromBoxStudent, fillInGapsFromBoxToStudent } from './student.js';

export const fillInGapsFromBox = defineExercise({
  type: 'fill_in_gaps_from_box',
  content: fillInGapsFromBoxContent,
  answer: gapsAnswer,
  student: fillInGapsFromBoxStudent,
  check: checkFillInGapsFromBox,
  toStudent: fillInGapsFromBoxToStudent,
});
