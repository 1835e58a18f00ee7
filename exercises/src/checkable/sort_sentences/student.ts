import * as z from 'zod/mini';
import { seededShuffle } from '../../shuffle.js';

export const sortSentencesStudent = { sentences: z.array(z.string()) };

export const sortSentencesToStudent = (content: { sentences: string[] }, seed: string) => ({
  sentences: seededShuffle(seed, content.sentences),
});
