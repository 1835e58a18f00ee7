import { useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { css, styled } from 'styled-components';
// By package name, never by path: in a browser build this must be the page's one
// `@school/shared` singleton (its i18n and router), not a second copy bundled with the kit.
import { useTranslation } from '@school/shared';
import { focusRing, focusRingAt, VisuallyHidden } from './a11y.js';
import { media, TOUCH_TARGET_PX } from './breakpoints.js';
import { EyeIcon, EyeOffIcon } from './icons.js';

/** One field: label, control, error and hint stacked with the same spacing everywhere. */
export const FieldRow = styled.div`
  display: grid;
  align-content: start;
  gap: 6px;
  min-inline-size: 0;
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.text};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

// Sizes include padding and border whatever the page's global box model is.
const control = css`
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-block: 0;
  padding-inline: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.8;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.7;
  }
  ${focusRing}
  ${media.coarsePointer} {
    min-block-size: ${TOUCH_TARGET_PX}px;
  }
  /* Below 16 px a phone zooms the page in on focus. */
  ${media.phone} {
    font-size: max(16px, 1em);
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  padding-block: 8px;
  min-block-size: 96px;
  resize: vertical;
`;

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  ${Input}:not(:only-child) {
    padding-inline-end: ${({ theme }) => theme.controlHeight}px;
    ${media.coarsePointer} {
      padding-inline-end: ${TOUCH_TARGET_PX + 8}px;
    }
  }
`;

const Trailing = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: flex;
  align-items: center;
  padding-inline-end: 4px;
`;

/**
 * What a field holds, so a phone shows the right keyboard and the browser the right
 * autofill: `email` and `tel` set type, `inputMode` and `autoComplete`; `integer` and
 * `decimal` stay text inputs (a number input changes value on scroll and drops a typed
 * comma) with a numeric keypad.
 */
export type TextFieldKind = 'text' | 'email' | 'tel' | 'url' | 'integer' | 'decimal';

const KIND_ATTRIBUTES: Record<TextFieldKind, InputHTMLAttributes<HTMLInputElement>> = {
  text: {},
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  url: { type: 'url', inputMode: 'url', autoComplete: 'url', autoCapitalize: 'none', spellCheck: false },
  integer: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' },
  decimal: { type: 'text', inputMode: 'decimal', autoComplete: 'off' },
};

/** The ids that describe a field: its error first (read first), then its hint, then any other. */
function describedByOf(id: string, error: string | undefined, hint: string | undefined, extra: string | undefined): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null, extra ?? null].filter(Boolean).join(' ') || undefined;
}

interface FieldTexts {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Another element that describes the field (e.g. a character counter). */
  describedBy?: string;
}

function FieldMessages({ id, error, hint }: Pick<FieldTexts, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>, FieldTexts {
  /** Sets type, keyboard and autofill together (explicit props still win). */
  kind?: TextFieldKind;
  ref?: Ref<HTMLInputElement>;
  /** A control inside the input at its end, e.g. the show-password toggle. */
  trailing?: ReactNode;
}

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ id, label, hint, error, describedBy, kind = 'text', trailing, ref, ...input }: TextFieldProps) {
  return (
    <FieldRow>
      <Label htmlFor={id}>{label}</Label>
      <Control>
        <Input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, error, hint, describedBy)} {...KIND_ATTRIBUTES[kind]} {...input} />
        {trailing && <Trailing>{trailing}</Trailing>}
      </Control>
      <FieldMessages id={id} error={error} hint={hint} />
    </FieldRow>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldTexts {
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select, described by its error and hint like `TextField`. */
export function SelectField({ id, label, hint, error, describedBy, ref, children, ...select }: SelectFieldProps) {
  return (
    <FieldRow>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, error, hint, describedBy)} {...select}>
        {children}
      </Select>
      <FieldMessages id={id} error={error} hint={hint} />
    </FieldRow>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'>, FieldTexts {
  ref?: Ref<HTMLTextAreaElement>;
  /**
   * With `maxLength`: shows how much of it the value uses ("12/500" under the field, read out
   * as a sentence), so a writer sees the limit before the server refuses a longer text.
   */
  counted?: boolean;
}

/** A labelled multi-line field, described by its error and hint like `TextField`. */
export function TextAreaField({ id, label, hint, error, describedBy, counted, ref, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation('common');
  const counter = counted && typeof textarea.maxLength === 'number' ? { length: String(textarea.value ?? '').length, max: textarea.maxLength } : null;
  const counterId = `${id}-count`;
  return (
    <FieldRow>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, hint, [describedBy, counter ? counterId : undefined].filter(Boolean).join(' ') || undefined)}
        {...textarea}
      />
      {counter && (
        <CharacterCount id={counterId}>
          <span aria-hidden="true">{t('ui.characterCount', counter)}</span>
          <VisuallyHidden>{t('ui.characterCountLabel', counter)}</VisuallyHidden>
        </CharacterCount>
      )}
      <FieldMessages id={id} error={error} hint={hint} />
    </FieldRow>
  );
}

const CharacterCount = styled(Hint)`
  text-align: end;
`;

/**
 * Fields side by side where there is room (each at least `min` wide), one column on a
 * phone whatever the room, so a form never runs off the screen.
 */
export const FormGrid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(${({ $min = 240 }) => $min}px, 100%), 1fr));
  gap: 16px 20px;
  min-inline-size: 0;

  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ToggleButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ theme }) => theme.controlHeight - 8}px;
  block-size: ${({ theme }) => theme.controlHeight - 8}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRingAt('0')}
  ${media.coarsePointer} {
    inline-size: ${TOUCH_TARGET_PX}px;
    block-size: ${TOUCH_TARGET_PX}px;
  }
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle: a pressed-state button whose name stays the same. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <ToggleButton
          type="button"
          aria-controls={props.id}
          aria-pressed={visible}
          aria-label={t('ui.showPassword')}
          title={visible ? t('ui.hidePassword') : t('ui.showPassword')}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      }
    />
  );
}
