import { defineMedia } from '../../definition.js';
import { pdfContent } from './content.js';
import { pdfStudent, pdfToStudent } from './student.js';

export const pdf = defineMedia({ type: 'pdf', content: pdfContent, student: pdfStudent, toStudent: pdfToStudent });
