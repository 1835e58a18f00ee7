import * as z from 'zod/mini';
import { seededShuffle } from '../../shuffle.js';

export const matchTheWordsStudent = { left: z.array(z.string()), right: z.array(z.string()) };

/** The right column the student sees, shuffled by the exercise id (the checker rebuilds it). */
export const shuffledRight = (pairs: Array<{ right: string }>, seed: string) =>
  seededShuffle(
    seed,
    pairs.map(({ right }) => right),
  );

export const matchTheWordsToStudent = (content: { pairs: Array<{ left: string; right: string }> }, seed: string) => ({
  left: content.pairs.map(({ left }) => left),
  right: shuffledRight(content.pairs, seed),
});
