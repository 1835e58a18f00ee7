import type * as z from 'zod/mini';
import { answerFlag, answerList, answerObject, unanswered } from '../../exercise.js';

/** Per statement: true, false, or null while unanswered. */
export const trueFalseAnswer = answerObject({ items: answerList(unanswered(answerFlag())) });
export type TrueFalseAnswer = z.infer<typeof trueFalseAnswer>;
