import * as z from 'zod/mini';

/**
 * Answers keep the author's order (the answer indexes point into it); `multiple` tells the player
 * to show checkboxes. It reveals that more than one answer is right, which the student needs to
 * know anyway to answer fully, and nothing about which.
 */
export const testStudent = {
  questions: z.array(
    z.strictObject({
      question: z.string(),
      answers: z.array(z.strictObject({ text: z.string() })),
      multiple: z.boolean(),
    }),
  ),
};

export const testToStudent = (content: {
  questions: Array<{ question: string; answers: Array<{ text: string; correct: boolean }> }>;
}) => ({
  questions: content.questions.map(({ question, answers }) => ({
    question,
    answers: answers.map(({ text }) => ({ text })),
    multiple: answers.filter((answer) => answer.correct).length > 1,
  })),
});
