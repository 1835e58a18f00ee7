import { defineExercise } from '../../definition.js';
import { optionsAnswer } from './answer.js';
import { checkChooseCorrectOption } from './check.js';
import { chooseCorrectOptionContent } from './content.js';
import { chooseCorrectOptionStudent, chooseCorrectOptionToStudent } from './student.js';

export const chooseCorrectOption = defineExercise({
  type: 'choose_correct_option',
  content: chooseCorrectOptionContent,
  answer: optionsAnswer,
  student: chooseCorrectOptionStudent,
  check: checkChooseCorrectOption,
  toStudent: chooseCorrectOptionToStudent,
});
