import * as z from 'zod/mini';
import { parseGapText } from '../../text.js';

/** A run of text, or a blank the student fills (its number in blank order, never its answers). */
export const gapPart = z.union([z.strictObject({ text: z.string() }), z.strictObject({ gap: z.int() })]);
export type GapPart = z.infer<typeof gapPart>;

export const fillInGapsStudent = { parts: z.array(gapPart) };

export function gapParts(text: string): GapPart[] {
  return parseGapText(text).parts.map((part) => ('gap' in part ? { gap: part.gap } : { text: part.text }));
}

export const fillInGapsToStudent = (content: { text: string }) => ({ parts: gapParts(content.text) });
