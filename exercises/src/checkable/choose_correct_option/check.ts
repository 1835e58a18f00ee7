import { normalizeAnswerText, parseOptionText } from '../../text.js';
import type { OptionsAnswer } from './answer.js';

/** One flag per bracket: right when the chosen text is the option marked `*`. */
export function checkChooseCorrectOption(content: { text: string }, answer: OptionsAnswer): boolean[] {
  return parseOptionText(content.text).gaps.map(({ options, correct }, index) => {
    const key = options[correct];
    const given = answer.gaps[index];
    return key !== undefined && given !== undefined && normalizeAnswerText(given) === normalizeAnswerText(key);
  });
}
