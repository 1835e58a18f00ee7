import { sameAnswer } from '../../text.js';
import type { SortSentencesAnswer } from './answer.js';
import { sortSentencesToStudent } from './student.js';

/** One flag per position: right when the sentence the student put there is the one that belongs there. */
export function checkSortSentences(content: { sentences: string[] }, answer: SortSentencesAnswer, seed: string): boolean[] {
  const shown = sortSentencesToStudent(content, seed).sentences;
  return content.sentences.map((sentence, position) => {
    const chosen = answer.order[position];
    const text = chosen === undefined ? undefined : shown[chosen];
    return text !== undefined && sameAnswer(text, sentence);
  });
}
