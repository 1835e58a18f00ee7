import * as z from 'zod/mini';
import { ARTICLE_FORMATS, type ArticleFormat } from './content.js';

export const articleStudent = { article: z.strictObject({ format: z.enum(ARTICLE_FORMATS), text: z.string() }) };

/** An article has no key: the student gets the text as stored (already sanitised by the server). */
export const articleToStudent = (content: { article: { format: ArticleFormat; text: string } }) => ({
  article: { format: content.article.format, text: content.article.text },
});
