import { defineMedia } from '../../definition.js';
import { notifyContent } from './content.js';
import { notifyShownToStudent, notifyStudent, notifyToStudent } from './student.js';
export { NOTE_COLORS, type NoteColor } from './content.js';

export const notify = defineMedia({
  type: 'notify',
  content: notifyContent,
  student: notifyStudent,
  toStudent: notifyToStudent,
  shownToStudent: notifyShownToStudent,
});
