import type * as z from 'zod/mini';
import { answerList, answerObject, answerText } from '../../exercise.js';

/** Per sentence: its words in the student's order. */
export const wordOrderAnswer = answerObject({ sentences: answerList(answerList(answerText())) });
export type WordOrderAnswer = z.infer<typeof wordOrderAnswer>;
