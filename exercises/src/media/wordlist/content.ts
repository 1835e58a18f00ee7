import * as z from 'zod/mini';
import { contentObject, itemList, itemText } from '../../exercise.js';

/**
 * A sound uploaded to this site (`POST files/audio` answers `/tenant/files/{key}`). Only our own
 * files: a student's browser never fetches a sound from another site, and the API checks the
 * file is a sound of the school.
 */
export const AUDIO_ADDRESS = /^\/tenant\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const audioAddress = () => z.string({ error: 'exercise.audioInvalid' }).check(z.trim(), z.regex(AUDIO_ADDRESS, { error: 'exercise.audioInvalid' }));

/** `words: [{ word, translation, audio? }]`, 1 to 100. */
export const wordlistContent = {
  words: itemList(contentObject({ word: itemText(), translation: itemText(), audio: z.optional(audioAddress()) }), 1, 'exercise.wordsMissing'),
};
