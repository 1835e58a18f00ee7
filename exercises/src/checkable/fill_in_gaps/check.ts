import { normalizeAnswerText, parseGapText } from '../../text.js';
import type { GapsAnswer } from './answer.js';

/** One flag per blank of the text: right when the typed text equals one accepted alternative. */
export function checkGapText(text: string, answer: GapsAnswer): boolean[] {
  return parseGapText(text).gaps.map((accepted, index) => {
    const given = normalizeAnswerText(answer.gaps[index] ?? '');
    return given !== '' && accepted.some((alternative) => normalizeAnswerText(alternative) === given);
  });
}

export const checkFillInGaps = (content: { text: string }, answer: GapsAnswer) => checkGapText(content.text, answer);
