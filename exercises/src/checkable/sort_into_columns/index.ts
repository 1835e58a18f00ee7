import { defineExercise } from '../../definition.js';
import { sortIntoColumnsAnswer } from './answer.js';
import { checkSortIntoColumns } from './check.js';
import { sortIntoColumnsContent } from './content.js';
import { sortIntoColumnsStudent, sortIntoColumnsToStudent } from './student.js';

export const sortIntoColumns = defineExercise({
  type: 'sort_into_columns',
  content: sortIntoColumnsContent,
  answer: sortIntoColumnsAnswer,
  student: sortIntoColumnsStudent,
  check: checkSortIntoColumns,
  toStudent: sortIntoColumnsToStudent,
});
