import { defineMedia } from '../../definition.js';
import { audioContent } from './content.js';
import { audioStudent, audioToStudent } from './student.js';

export const audio = defineMedia({ type: 'audio', content: audioContent, student: audioStudent, toStudent: audioToStudent });
