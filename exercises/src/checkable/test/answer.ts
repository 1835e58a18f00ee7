import type * as z from 'zod/mini';
import { answerIndex, answerList, answerObject } from '../../exercise.js';

/** Per question: the indexes of the answers the student chose (one for radios, any for checkboxes). */
export const testAnswer = answerObject({ questions: answerList(answerList(answerIndex())) });
export type TestAnswer = z.infer<typeof testAnswer>;
