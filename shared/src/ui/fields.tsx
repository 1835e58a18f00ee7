import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { css, styled } from 'styled-components';
// By package name, never by path: in a browser build this must be the page's one
// `@school/shared` singleton (its i18n and router), not a second copy bundled with the kit.
import { useTranslation } from '@school/shared';
import { focusRing } from './a11y.js';
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** A control inside the input at its end, e.g. the show-password toggle. */
  trailing?: ReactNode;
}

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ id, label, hint, error, trailing, ref, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRow>
      <Label htmlFor={id}>{label}</Label>
      <Control>
        <Input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing && <Trailing>{trailing}</Trailing>}
      </Control>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </FieldRow>
  );
}

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
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
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
