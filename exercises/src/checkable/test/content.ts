import * as z from 'zod/mini';
import { contentObject, itemList, itemText } from '../../exercise.js';

const answerOption = contentObject({ text: itemText(), correct: z._default(z.boolean({ error: 'exercise.correctFlag' }), false) });

export const testContent = {
  questions: itemList(
    contentObject({
      question: itemText(),
      answers: itemList(answerOption, 2, 'exercise.answersTooFew').check(
        z.refine((answers: Array<{ correct: boolean }>) => answers.some((answer) => answer.correct), {
          error: 'exercise.correctAnswerMissing',
        }),
      ),
    }),
    1,
    'exercise.questionsMissing',
  ),
};
