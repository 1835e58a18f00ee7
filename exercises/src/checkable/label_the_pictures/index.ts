import { defineExercise } from '../../definition.js';
import { labelThePicturesAnswer } from './answer.js';
import { checkLabelThePictures } from './check.js';
import { labelThePicturesContent } from './content.js';
import { labelThePicturesStudent, labelThePicturesToStudent } from './student.js';

export const labelThePictures = defineExercise({
  type: 'label_the_pictures',
  content: labelThePicturesContent,
  answer: labelThePicturesAnswer,
  student: labelThePicturesStudent,
  check: checkLabelThePictures,
  toStudent: labelThePicturesToStudent,
});
