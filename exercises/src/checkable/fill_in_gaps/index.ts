import { defineExercise } from '../../definition.js';
import { gapsAnswer } from './answer.js';
import { checkFillInGaps } from './check.js';
import { fillInGapsContent } from './content.js';
import { fillInGapsStudent, fillInGapsToStudent } from './student.js';
export { type GapsAnswer, gapsAnswer } from './answer.js';
export { checkGapText } from './check.js';
export { gapPart, gapParts } from './student.js';

export const fillInGaps = defineExercise({
  type: 'fill_in_gaps',
  content: fillInGapsContent,
  answer: gapsAnswer,
  student: fillInGapsStudent,
  check: checkFillInGaps,
  toStudent: fillInGapsToStudent,
});
