import { useEffect, useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { styled } from 'styled-components';
import { Button, ErrorText, Hint, TextAreaField, TextField, focusRing } from '@school/shared/ui';
import { articleHref, type ArticleFormat } from '../../media/article/index.js';
import { Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as rich: one paragraph per block of lines. */
function plainToRich(text: string): string {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim());
  return blocks.map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`).join('');
}

/** Rich text as plain: the words, a blank line between blocks. */
function richToPlain(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.querySelectorAll('p, h2, h3, h4, li, tr')].map((block) => block.textContent?.trim() ?? '').filter(Boolean);
  return blocks.length > 0 ? blocks.join('\n\n') : (body.textContent ?? '').trim();
}

/**
 * The article editor. Rich text uses Tiptap (a maintained ProseMirror editor; see
 * docs/decisions/exercises-media.md), limited to what the allowlist keeps: headings 2 to 4,
 * bold, italic, lists, links and tables. Its HTML is what is saved; the server sanitises it.
 */
export default function ArticleEditor({ value, onChange, errors }: EditorProps<'article'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  const id = useId();
  const { format, text } = value.article;
  const setFormat = (next: ArticleFormat) => {
    if (next === format) return;
    onChange({ article: { format: next, text: next === 'rich' ? plainToRich(text) : richToPlain(text) } });
  };
  const textError = errorAt('article', 'text') ?? errorAt('article');
  return (
    <Stack>
      <Formats>
        <legend>{t('article.format')}</legend>
        {(['rich', 'plain'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name={`${id}-format`} checked={format === option} onChange={() => setFormat(option)} />
            {t(`article.formats.${option}`)}
          </label>
        ))}
      </Formats>
      {format === 'plain' ? (
        <TextAreaField
          id={`${id}-plain`}
          label={t('article.text')}
          hint={t('article.plainHint')}
          rows={10}
          dir="auto"
          value={text}
          error={textError}
          onChange={(event) => onChange({ article: { format: 'plain', text: event.target.value } })}
        />
      ) : (
        <RichText id={id} html={text} error={textError} onChange={(html) => onChange({ article: { format: 'rich', text: html } })} />
      )}
    </Stack>
  );
}

function RichText({ id, html, error, onChange }: { id: string; html: string; error: string | undefined; onChange: (html: string) => void }) {
  const { t } = useEditorText();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https', isAllowedUri: (url) => articleHref(url) !== null },
      }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: html,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        dir: 'auto',
        'data-rich-text': '',
      },
    },
    // An empty document is '' (not '<p></p>'), so "required" reads the same as for plain text.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // Error state follows the validation after the editor exists.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}), dir: 'auto', 'data-rich-text': '' },
      },
    });
  }, [editor, error, labelId, errorId]);

  return (
    <RichBox>
      <Label id={labelId}>{t('article.text')}</Label>
      {editor && <Toolbar editor={editor} />}
      <Surface $invalid={Boolean(error)}>
        <EditorContent editor={editor} />
      </Surface>
      <Hint>{t('article.richHint')}</Hint>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </RichBox>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useEditorText();
  const id = useId();
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | undefined>(undefined);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      h4: current.isActive('heading', { level: 4 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
      table: current.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (label: string, active: boolean, run: () => void) => (
    <ToolButton type="button" aria-pressed={active} onClick={run} onMouseDown={(event) => event.preventDefault()}>
      {label}
    </ToolButton>
  );
  const action = (label: string, run: () => void) => (
    <ToolButton type="button" onClick={run} onMouseDown={(event) => event.preventDefault()}>
      {label}
    </ToolButton>
  );
  function applyLink() {
    const href = articleHref(address) ?? articleHref(`https://${address}`);
    if (!href) {
      setAddressError(t('article.linkInvalid'));
      return;
    }
    chain().extendMarkRange('link').setLink({ href }).run();
    setLinking(false);
    setAddress('');
    setAddressError(undefined);
  }
  return (
    <Tools role="toolbar" aria-label={t('article.toolbar')}>
      {toggle(t('article.heading', { level: 2 }), state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {toggle(t('article.heading', { level: 3 }), state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {toggle(t('article.heading', { level: 4 }), state.h4, () => chain().toggleHeading({ level: 4 }).run())}
      {toggle(t('article.bold'), state.bold, () => chain().toggleBold().run())}
      {toggle(t('article.italic'), state.italic, () => chain().toggleItalic().run())}
      {toggle(t('article.bulletList'), state.bullet, () => chain().toggleBulletList().run())}
      {toggle(t('article.orderedList'), state.ordered, () => chain().toggleOrderedList().run())}
      {toggle(t('article.link'), state.link || linking, () => {
        if (state.link) chain().extendMarkRange('link').unsetLink().run();
        else setLinking((now) => !now);
      })}
      {state.table
        ? [
            action(t('article.addRow'), () => chain().addRowAfter().run()),
            action(t('article.addColumn'), () => chain().addColumnAfter().run()),
            action(t('article.deleteRow'), () => chain().deleteRow().run()),
            action(t('article.deleteColumn'), () => chain().deleteColumn().run()),
            action(t('article.deleteTable'), () => chain().deleteTable().run()),
          ].map((button, index) => <span key={index}>{button}</span>)
        : action(t('article.insertTable'), () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      {linking && (
        <LinkRow>
          <TextField
            id={`${id}-href`}
            label={t('article.linkAddress')}
            type="url"
            inputMode="url"
            value={address}
            error={addressError}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
            }}
          />
          <Button type="button" onClick={applyLink}>
            {t('article.applyLink')}
          </Button>
        </LinkRow>
      )}
    </Tools>
  );
}

const Formats = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    padding-inline: 4px;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-block-size: 32px;
  }
`;

const RichBox = styled.div`
  display: grid;
  gap: 6px;
  min-inline-size: 0;
`;

const Label = styled.span`
  font-weight: 600;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const ToolButton = styled.button`
  min-block-size: 36px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  @media (pointer: coarse) {
    min-block-size: 44px;
  }
  ${focusRing}
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px;
  inline-size: 100%;
`;

const Surface = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  .ProseMirror {
    min-block-size: 160px;
    padding: 10px 12px;
    outline: none;
    overflow-wrap: anywhere;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .ProseMirror table {
    border-collapse: collapse;
    margin: 8px 0;
  }
  .ProseMirror td,
  .ProseMirror th {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 4px 8px;
    min-inline-size: 40px;
    vertical-align: top;
  }
  .ProseMirror p {
    margin: 0 0 8px;
  }
`;
