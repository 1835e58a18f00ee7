import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { css, styled } from 'styled-components';
// By package name: the router context is the page's one singleton (see fields.tsx).
import { Link } from '@school/shared';
import { focusRing } from './a11y.js';
import { media, TOUCH_TARGET_PX } from './breakpoints.js';
import { Spinner } from './spinner.js';

/**
 * `primary` for the one main action of a screen, `secondary` (the default) for the rest,
 * `danger` to confirm a destructive action, `danger-outline` to start one, `ghost` for
 * actions inside dense places such as table rows.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline' | 'ghost';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  /** Full width of its container, as in narrow forms. */
  $block?: boolean;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.surface};
  `,
  'danger-outline': css`
    background: transparent;
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
};

const buttonStyles = css<ButtonStyleProps>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  inline-size: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-block: 0;
  padding-inline: 16px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;

  ${({ $variant = 'secondary' }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${focusRing}
  ${media.coarsePointer} {
    min-block-size: ${TOUCH_TARGET_PX}px;
    min-inline-size: ${TOUCH_TARGET_PX}px;
  }
`;

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link that looks like a button, for navigation that is the main action of a screen. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  text-decoration: none;
`;

export interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  busy: boolean;
  /** Shown instead of the label while busy, e.g. "Signing in…". */
  busyLabel: string;
  children: ReactNode;
}

/** A form's submit button (primary unless told otherwise) that says what it is doing and cannot be pressed twice. */
export function SubmitButton({ busy, busyLabel, children, $variant = 'primary', ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" $variant={$variant} aria-busy={busy} disabled={busy || rest.disabled} {...rest}>
      {busy && <Spinner />}
      <span>{busy ? busyLabel : children}</span>
    </Button>
  );
}

/** A square button that shows only an icon; its name comes from `aria-label`. */
export const IconButton = styled.button`
  box-sizing: border-box;
  display: inline-grid;
  place-items: center;
  inline-size: ${({ theme }) => Math.max(32, theme.controlHeight - 8)}px;
  block-size: ${({ theme }) => Math.max(32, theme.controlHeight - 8)}px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
  ${focusRing}
  ${media.coarsePointer} {
    inline-size: ${TOUCH_TARGET_PX}px;
    block-size: ${TOUCH_TARGET_PX}px;
  }
`;
