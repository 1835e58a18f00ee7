import * as z from 'zod/mini';
import { seededShuffle } from '../../shuffle.js';
import { wordsOf } from './content.js';

export const wordOrderStudent = { sentences: z.array(z.array(z.string())) };

/** Each sentence shuffled with its own seed, so two equal sentences need not look alike. */
export const wordOrderToStudent = (content: { sentences: string[] }, seed: string) => ({
  sentences: content.sentences.map((sentence, index) => seededShuffle(`${seed}:${index}`, wordsOf(sentence))),
});
