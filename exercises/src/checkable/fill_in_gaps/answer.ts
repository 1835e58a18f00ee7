import type * as z from 'zod/mini';
import { answerList, answerObject, answerText } from '../../exercise.js';

/** What the student typed into each blank, in blank order. */
export const gapsAnswer = answerObject({ gaps: answerList(answerText()) });
export type GapsAnswer = z.infer<typeof gapsAnswer>;
