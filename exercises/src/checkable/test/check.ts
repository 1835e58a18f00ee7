import type { TestAnswer } from './answer.js';

/** A question is right when the chosen set is exactly the correct set: no partial credit inside one question. */
export function checkTest(
  content: { questions: Array<{ answers: Array<{ correct: boolean }> }> },
  answer: TestAnswer,
): boolean[] {
  return content.questions.map((question, index) => {
    const chosen = new Set(answer.questions[index] ?? []);
    return question.answers.every((option, optionIndex) => option.correct === chosen.has(optionIndex)) &&
      [...chosen].every((optionIndex) => optionIndex < question.answers.length);
  });
}
