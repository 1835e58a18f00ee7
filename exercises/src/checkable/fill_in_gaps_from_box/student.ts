import * as z from 'zod/mini';
import { seededShuffle } from '../../shuffle.js';
import { parseGapText } from '../../text.js';
import { gapPart, gapParts } from '../fill_in_gaps/index.js';

export const fillInGapsFromBoxStudent = { parts: z.array(gapPart), box: z.array(z.string()) };

/**
 * The box holds the first accepted answer of each blank and the distractors, shuffled by the
 * exercise id: in blank order it would be the key.
 */
export function fillInGapsFromBoxToStudent(content: { text: string; distractors: string[] }, seed: string) {
  const firsts = parseGapText(content.text).gaps.map((answers) => answers[0] ?? '');
  return { parts: gapParts(content.text), box: seededShuffle(seed, [...firsts, ...content.distractors]) };
}
