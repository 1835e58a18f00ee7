import * as z from 'zod/mini';
import { contentObject } from '../../exercise.js';

export const ARTICLE_FORMATS = ['plain', 'rich'] as const;
export type ArticleFormat = (typeof ARTICLE_FORMATS)[number];
/**
 * Longest stored article text. Rich text is HTML, whose tags take room too: 60 000 characters
 * hold a long reading text with tables; a pasted book is refused.
 */
export const ARTICLE_TEXT_MAX = 60_000;

/**
 * `article: { format, text }`. Plain text is shown as written (paragraphs by blank lines);
 * rich text is HTML limited to the allowlist of docs/decisions/exercises-media.md, which the
 * server enforces before storing (`@school/exercises/server`) and the player enforces again
 * when it renders (no HTML is ever inserted as markup).
 */
export const articleContent = {
  article: contentObject({
    format: z.enum(ARTICLE_FORMATS, { error: 'exercise.articleFormat' }),
    text: z
      .string({ error: 'validation.required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'validation.required', abort: true }),
        z.maxLength(ARTICLE_TEXT_MAX, { error: 'exercise.articleTooLong' }),
      ),
  }),
};
