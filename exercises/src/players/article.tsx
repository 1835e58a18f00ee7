import { createElement, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@school/shared';
import { focusRing } from '@school/shared/ui';
import { styled } from 'styled-components';
import { ARTICLE_TAGS, articleHref, articleSpan, type ArticleTag } from '../media/article/index.js';
import type { PlayerProps } from './props.js';
import { PlayerRoot } from './parts/styles.js';

const ALLOWED = new Set<string>(ARTICLE_TAGS);
/** Elements whose content is not reading text: dropped whole. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'textarea', 'title', 'select']);
/** The exercise's title is an h3 on the page: the article's own headings sit below it. */
const HEADING_SHIFT: Partial<Record<ArticleTag, string>> = { h2: 'h4', h3: 'h5', h4: 'h6' };

/**
 * Rich text as React elements, through the same allowlist the server sanitised it with: a second
 * line of defence, and no HTML is ever inserted as markup. Unknown elements give their text only.
 */
function renderNodes(nodes: NodeListOf<ChildNode> | ChildNode[], tableLabel: string, key = 'n'): ReactNode[] {
  const out: ReactNode[] = [];
  Array.from(nodes).forEach((node, index) => {
    const id = `${key}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    const children = renderNodes(element.childNodes, tableLabel, id);
    if (!ALLOWED.has(tag)) {
      out.push(...children);
      return;
    }
    if (tag === 'br') {
      out.push(<br key={id} />);
      return;
    }
    if (tag === 'a') {
      const href = articleHref(element.getAttribute('href'));
      out.push(
        href ? (
          <a key={id} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {children}
          </a>
        ) : (
          <span key={id}>{children}</span>
        ),
      );
      return;
    }
    if (tag === 'table') {
      // Wide tables scroll inside their own box on a phone; the box is focusable so a keyboard can scroll it.
      out.push(
        <TableBox key={id} tabIndex={0} role="region" aria-label={tableLabel}>
          <table>{children}</table>
        </TableBox>,
      );
      return;
    }
    const props: Record<string, unknown> = { key: id };
    if (tag === 'td' || tag === 'th') {
      const colSpan = articleSpan(element.getAttribute('colspan'));
      const rowSpan = articleSpan(element.getAttribute('rowspan'));
      if (colSpan) props.colSpan = colSpan;
      if (rowSpan) props.rowSpan = rowSpan;
    }
    out.push(createElement(HEADING_SHIFT[tag as ArticleTag] ?? tag, props, ...children));
  });
  return out;
}

function renderRich(html: string, tableLabel: string): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return renderNodes(document.body.childNodes, tableLabel);
}

/** A reading text: plain (paragraphs by blank lines) or rich (the allowlisted formatting). */
export function ArticlePlayer({ exercise }: PlayerProps<'article'>) {
  const { t } = useTranslation('exercises');
  const { format, text } = exercise.article;
  const tableLabel = t('player.article.table');
  const content = useMemo(
    () => (format === 'rich' ? renderRich(text, tableLabel) : text.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)),
    [format, text, tableLabel],
  );
  return (
    <PlayerRoot>
      <Body dir="auto" data-article={format}>
        {content}
      </Body>
    </PlayerRoot>
  );
}

const Body = styled.div`
  display: grid;
  gap: 12px;
  p,
  h4,
  h5,
  h6,
  ul,
  ol,
  blockquote {
    margin: 0;
  }
  p {
    white-space: pre-wrap;
  }
  h4 {
    font-size: 1.15rem;
  }
  h5 {
    font-size: 1.05rem;
  }
  h6 {
    font-size: 1rem;
  }
  ul,
  ol {
    padding-inline-start: 24px;
  }
  blockquote {
    padding-inline-start: 12px;
    border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
  td p,
  th p {
    white-space: normal;
  }
`;

const TableBox = styled.div`
  overflow-x: auto;
  max-inline-size: 100%;
  ${focusRing}
  table {
    border-collapse: collapse;
    min-inline-size: 50%;
  }
  th,
  td {
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
