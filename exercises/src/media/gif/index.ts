import { defineMedia } from '../../definition.js';
import { gifContent } from './content.js';
import { gifStudent, gifToStudent } from './student.js';

export const gif = defineMedia({ type: 'gif', content: gifContent, student: gifStudent, toStudent: gifToStudent });
