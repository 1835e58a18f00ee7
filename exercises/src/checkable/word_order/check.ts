import { sameAnswer } from '../../text.js';
import type { WordOrderAnswer } from './answer.js';
import { wordsOf } from './content.js';

/**
 * Right when the student's words are the sentence's words in its order, word by word: two equal
 * words may swap places without a penalty, but a sentence typed as one "word", or words merged
 * or split, is not an ordering of the words the student was given.
 */
export function checkWordOrder(content: { sentences: string[] }, answer: WordOrderAnswer): boolean[] {
  return content.sentences.map((sentence, index) => {
    const key = wordsOf(sentence);
    const words = answer.sentences[index] ?? [];
    return words.length === key.length && key.every((word, at) => sameAnswer(words[at] ?? '', word));
  });
}
