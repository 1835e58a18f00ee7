import * as z from 'zod/mini';
import { itemList, itemText } from '../../exercise.js';

/** A sentence's words: what the student reorders. Whitespace separates words, punctuation stays on its word. */
export const wordsOf = (sentence: string) => sentence.split(/\s+/u).filter(Boolean);

export const wordOrderContent = {
  sentences: itemList(
    itemText().check(z.refine((sentence: string) => wordsOf(sentence).length >= 2, { error: 'exercise.sentenceTooShort' })),
    1,
    'exercise.sentencesMissing',
  ),
};
