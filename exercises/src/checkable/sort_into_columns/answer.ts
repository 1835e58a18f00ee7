import type * as z from 'zod/mini';
import { answerList, answerObject, answerText } from '../../exercise.js';

/** Per column (in the exercise's column order): the item texts the student put there. */
export const sortIntoColumnsAnswer = answerObject({ columns: answerList(answerList(answerText())) });
export type SortIntoColumnsAnswer = z.infer<typeof sortIntoColumnsAnswer>;
