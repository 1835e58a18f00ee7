import sanitizeHtml from 'sanitize-html';
import { ARTICLE_TAGS, articleHref, articleSpan } from '../media/article/index.js';

/**
 * The server's sanitiser of rich article text (sanitize-html, a maintained HTML sanitiser built
 * on a real parser). Tags outside the allowlist go (their text stays; script and style go
 * whole); attributes are only a link's checked address and a cell's spans; every link opens a
 * new tab without telling the target where it came from. h1 becomes h2: an article sits inside a
 * page that has its own h1.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...ARTICLE_TAGS],
    allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (_tag, attributes) => {
        const href = articleHref(attributes.href);
        const attribs: Record<string, string> = href ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' } : {};
        return { tagName: 'a', attribs };
      },
      td: (_tag, attributes) => ({ tagName: 'td', attribs: spans(attributes) }),
      th: (_tag, attributes) => ({ tagName: 'th', attribs: spans(attributes) }),
    },
  });
}

function spans(attributes: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['colspan', 'rowspan']) {
    const span = articleSpan(attributes[name]);
    if (span && span > 1) kept[name] = String(span);
  }
  return kept;
}

/** The visible text of sanitised HTML (is there anything left to read?). */
export function articleHasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
