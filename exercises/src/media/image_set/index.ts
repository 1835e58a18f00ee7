import { defineMedia } from '../../definition.js';
import { imageSetContent } from './content.js';
import { imageSetStudent, imageSetToStudent } from './student.js';

export const imageSet = defineMedia({ type: 'image_set', content: imageSetContent, student: imageSetStudent, toStudent: imageSetToStudent });
