import type * as z from 'zod/mini';
import { answerIndex, answerList, answerObject, unanswered } from '../../exercise.js';

/** Per left item: the index into the student copy's shuffled `right` list, or null while unmatched. */
export const matchTheWordsAnswer = answerObject({ pairs: answerList(unanswered(answerIndex())) });
export type MatchTheWordsAnswer = z.infer<typeof matchTheWordsAnswer>;
