import { sameAnswer } from '../../text.js';
import type { MatchTheWordsAnswer } from './answer.js';
import { shuffledRight } from './student.js';

/**
 * Compares texts, not positions: when two pairs share a right word, either copy of it is right.
 */
export function checkMatchTheWords(
  content: { pairs: Array<{ left: string; right: string }> },
  answer: MatchTheWordsAnswer,
  seed: string,
): boolean[] {
  const right = shuffledRight(content.pairs, seed);
  return content.pairs.map((pair, index) => {
    const chosen = answer.pairs[index];
    const text = chosen === null || chosen === undefined ? undefined : right[chosen];
    return text !== undefined && sameAnswer(text, pair.right);
  });
}
