import * as z from 'zod/mini';
import { contentObject, itemList, itemText } from '../../exercise.js';
import { fileAddress } from '../files.js';

/** A sound uploaded with `POST files/audio` (media/files.ts). */
const audioAddress = () => fileAddress('exercise.audioInvalid', 'exercise.audioInvalid');

/** `words: [{ word, translation, audio? }]`, 1 to 100. */
export const wordlistContent = {
  words: itemList(contentObject({ word: itemText(), translation: itemText(), audio: z.optional(audioAddress()) }), 1, 'exercise.wordsMissing'),
};
