import * as z from 'zod/mini';
import { LONG_TEXT_MAX } from '../../exercise.js';

/**
 * The named palette of notes. Names, not colour values, travel and are stored: each theme (light,
 * dark) turns a name into colours with enough contrast, and a stored note cannot inject CSS.
 */
export const NOTE_COLORS = ['blue', 'green', 'yellow', 'orange', 'red', 'purple', 'grey'] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];

export const notifyContent = {
  text: z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.maxLength(LONG_TEXT_MAX, { error: 'exercise.textTooLong' }),
    ),
  color: z._default(z.enum(NOTE_COLORS, { error: 'exercise.noteColor' }), 'blue'),
  visibleToStudent: z._default(z.boolean({ error: 'validation.invalidInput' }), true),
};
