import type { TrueFalseAnswer } from './answer.js';

export function checkTrueFalse(content: { items: Array<{ correct: boolean }> }, answer: TrueFalseAnswer): boolean[] {
  return content.items.map((item, index) => answer.items[index] === item.correct);
}
