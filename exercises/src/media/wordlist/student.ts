import * as z from 'zod/mini';

export const wordlistStudent = {
  words: z.array(z.strictObject({ word: z.string(), translation: z.string(), audio: z.optional(z.string()) })),
};

type Word = { word: string; translation: string; audio?: string | undefined };

/** A word list has no key: the student gets every word, its translation and its sound (field by field). */
export const wordlistToStudent = (content: { words: Word[] }) => ({
  words: content.words.map(({ word, translation, audio }) => (audio ? { word, translation, audio } : { word, translation })),
});
