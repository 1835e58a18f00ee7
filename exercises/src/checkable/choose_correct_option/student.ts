import * as z from 'zod/mini';
import { parseOptionText } from '../../text.js';

/** Options keep the author's order (the order is no hint); only the `*` goes. */
export const optionPart = z.union([
  z.strictObject({ text: z.string() }),
  z.strictObject({ gap: z.int(), options: z.array(z.string()) }),
]);

export const chooseCorrectOptionStudent = { parts: z.array(optionPart) };

export function chooseCorrectOptionToStudent(content: { text: string }) {
  return {
    parts: parseOptionText(content.text).parts.map((part) =>
      'gap' in part ? { gap: part.gap, options: [...part.options] } : { text: part.text },
    ),
  };
}
