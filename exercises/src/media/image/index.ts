import { defineMedia } from '../../definition.js';
import { imageContent } from './content.js';
import { imageStudent, imageToStudent } from './student.js';
export { pictureObject } from './content.js';

export const image = defineMedia({ type: 'image', content: imageContent, student: imageStudent, toStudent: imageToStudent });
