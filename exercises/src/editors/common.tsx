import { useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import { Button, ErrorText, Hint, IconButton, CloseIcon, TextAreaField, TextField } from '@school/shared/ui';
import { EXERCISES_NAMESPACE } from '../i18n.js';
import type { EditorErrors } from './types.js';


/** This package's strings, and a message that may be a catalogue key (`exercise.*`) or ready text. */
export function useEditorText() {
  const { t } = useTranslation(EXERCISES_NAMESPACE);
  const message = (text: string | undefined) =>
    text === undefined ? undefined : /^[a-z]+\.[A-Za-z]+$/u.test(text) ? t(text, { ns: 'common' }) : text;
  return { t, message };
}

/** The message at a content path, translated. */
export function useErrorAt(errors: EditorErrors | undefined) {
  const { message } = useEditorText();
  return (...path: Array<string | number>) => message(errors?.[path.join('.')]);
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: 12px;
  min-inline-size: 0;
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Legend = styled.legend`
  padding-inline: 4px;
  font-weight: 600;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 8px;
  min-inline-size: 0;
`;

const AddButton = styled(Button)`
  justify-self: start;
`;

export interface RowListProps<Item> {
  legend: string;
  hint?: string | undefined;
  /** The list's own error (e.g. "add at least one"). */
  error?: string | undefined;
  items: readonly Item[];
  /** Rows never go below this: the last required rows cannot be removed. */
  min: number;
  newItem: () => Item;
  onChange: (items: Item[]) => void;
  addLabel: string;
  removeLabel: (number: number) => string;
  renderRow: (item: Item, index: number, update: (next: Item) => void) => ReactNode;
}

/**
 * A list of rows with add and remove. A new row gets focus on its first field; removing a row
 * moves focus to the row now in its place (or the add button), never to the page's top.
 */
export function RowList<Item>({ legend, hint, error, items, min, newItem, onChange, addLabel, removeLabel, renderRow }: RowListProps<Item>) {
  const { t } = useEditorText();
  const id = useId();
  const box = useRef<HTMLFieldSetElement>(null);
  const focusRow = (index: number) => {
    // After React has drawn the change.
    requestAnimationFrame(() => {
      const row = box.current?.querySelector<HTMLElement>(`[data-row="${index}"]`);
      const target = row?.querySelector<HTMLElement>('input, textarea, select, button') ?? box.current?.querySelector<HTMLElement>('[data-add]');
      target?.focus();
    });
  };
  const canRemove = items.length > min;
  return (
    <Fieldset ref={box} aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined}>
      <Legend>{legend}</Legend>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {items.map((item, index) => (
        <Row key={index} data-row={index}>
          <div>{renderRow(item, index, (next) => onChange(items.map((old, at) => (at === index ? next : old))))}</div>
          <IconButton
            type="button"
            aria-label={removeLabel(index + 1)}
            title={canRemove ? removeLabel(index + 1) : t('editor.cannotRemove')}
            disabled={!canRemove}
            onClick={() => {
              onChange(items.filter((_, at) => at !== index));
              focusRow(Math.min(index, items.length - 2));
            }}
          >
            <CloseIcon />
          </IconButton>
        </Row>
      ))}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      <AddButton
        type="button"
        data-add
        onClick={() => {
          onChange([...items, newItem()]);
          focusRow(items.length);
        }}
      >
        {addLabel}
      </AddButton>
    </Fieldset>
  );
}

/** A one-line text of a row, labelled (visibly) by what it is. */
export function RowText({ label, value, onChange, error, dir }: { label: string; value: string; onChange: (next: string) => void; error?: string | undefined; dir?: 'auto' }) {
  const id = useId();
  return <TextField id={id} label={label} value={value} error={error} dir={dir ?? 'auto'} onChange={(event) => onChange(event.target.value)} />;
}

const PreviewBox = styled.section`
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;
  line-height: 2;
`;

const PreviewTitle = styled.h4`
  margin: 0 0 4px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The author's live preview: what the text will look like to the student, with the answers shown. */
export function Preview({ children }: { children: ReactNode }) {
  const { t } = useEditorText();
  const id = useId();
  return (
    <PreviewBox aria-labelledby={id}>
      <PreviewTitle id={id}>{t('editor.preview')}</PreviewTitle>
      <div dir="auto">{children}</div>
    </PreviewBox>
  );
}

export const PreviewGap = styled.mark<{ $correct?: boolean }>`
  display: inline-block;
  padding: 0 6px;
  margin: 0 2px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
`;

/** The text of a bracket type: syntax hint, the rule's message, and the live preview below. */
export function BracketText({
  label,
  hint,
  value,
  onChange,
  error,
  preview,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (next: string) => void;
  error?: string | undefined;
  preview: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <TextAreaField id={id} label={label} hint={hint} error={error} value={value} dir="auto" rows={5} onChange={(event) => onChange(event.target.value)} />
      <Preview>{preview}</Preview>
    </>
  );
}

export const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-inline-size: 0;
`;

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-block-size: 32px;
  cursor: pointer;
`;

/** A labelled checkbox (the "correct" and "true" flags). */
export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (next: boolean) => void }) {
  return (
    <CheckLabel>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </CheckLabel>
  );
}
