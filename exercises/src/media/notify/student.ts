import * as z from 'zod/mini';
import { NOTE_COLORS, type NoteColor } from './content.js';

/** A student only ever gets notes meant for them, so the flag itself is not in the copy. */
export const notifyStudent = { text: z.string(), color: z.enum(NOTE_COLORS) };

export const notifyToStudent = (content: { text: string; color: NoteColor }) => ({ text: content.text, color: content.color });

/** A note hidden from students is left out of their lesson altogether (not hidden by CSS). */
export const notifyShownToStudent = (content: { visibleToStudent: boolean }) => content.visibleToStudent;
