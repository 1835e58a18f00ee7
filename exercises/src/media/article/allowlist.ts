/**
 * What rich text may contain, in one place for the server's sanitiser and the player's renderer:
 * headings, paragraphs, line breaks, bold, italic, lists, links and tables (issue 10), nothing
 * else. Attributes: a link's address (http, https or mailto) and a cell's spans.
 */
export const ARTICLE_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export type ArticleTag = (typeof ARTICLE_TAGS)[number];

export const ARTICLE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
/** Column and row spans an editor's table may write. */
export const ARTICLE_SPAN_MAX = 20;

/** A link address the article may keep, or null. */
export function articleHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    const scheme = url.protocol.slice(0, -1);
    if (!(ARTICLE_LINK_SCHEMES as readonly string[]).includes(scheme) || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A cell span the article may keep, or null. */
export function articleSpan(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const span = Number(value);
  return span >= 1 && span <= ARTICLE_SPAN_MAX ? span : null;
}
