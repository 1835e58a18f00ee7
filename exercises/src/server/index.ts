/**
 * `@school/exercises/server`: what only the server does with content before storing it (Node
 * only; never in a browser bundle). Today: rich article text is sanitised against the allowlist.
 */
import type { ContentOf } from '../contract.js';
import type { ImplementedType } from '../registry.js';
import { articleHasText, sanitizeArticleHtml } from './sanitize.js';

export { sanitizeArticleHtml } from './sanitize.js';

export type Prepared<T extends ImplementedType> = { ok: true; content: ContentOf<T> } | { ok: false; field: string; message: string };
type Preparers = { [T in ImplementedType]?: (content: ContentOf<T>) => Prepared<T> };

/** Types whose validated content the server still rewrites before storing it (by lookup, no branching on type). */
const PREPARERS: Preparers = {
  article: (content) => {
    if (content.article.format !== 'rich') return { ok: true, content };
    const text = sanitizeArticleHtml(content.article.text);
    if (!articleHasText(text)) return { ok: false, field: 'article', message: 'validation.required' };
    return { ok: true, content: { article: { format: 'rich', text } } };
  },
};

/** The content as the server stores it: validated by the schema, then rewritten where the type says so. */
export function prepareContent<T extends ImplementedType>(type: T, content: ContentOf<T>): Prepared<T> {
  const prepare = PREPARERS[type] as ((content: ContentOf<T>) => Prepared<T>) | undefined;
  return prepare ? prepare(content) : { ok: true, content };
}
