import type * as z from 'zod/mini';
import { answerIndex, answerList, answerObject } from '../../exercise.js';

/** Indexes into the student copy's shuffled `sentences`, in the order the student put them. */
export const sortSentencesAnswer = answerObject({ order: answerList(answerIndex()) });
export type SortSentencesAnswer = z.infer<typeof sortSentencesAnswer>;
