import type * as z from 'zod/mini';
import { answerList, answerObject, answerText, unanswered } from '../../exercise.js';

/** Per picture: the label text placed on it, or null while empty. */
export const labelThePicturesAnswer = answerObject({ labels: answerList(unanswered(answerText())) });
export type LabelThePicturesAnswer = z.infer<typeof labelThePicturesAnswer>;
