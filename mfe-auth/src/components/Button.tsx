import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '@school/shared';
import styled, { css } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $block?: boolean;
}

const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  inline-size: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-block: 0;
  padding-inline: 18px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: transparent;
          border-color: ${theme.colors.danger};
          color: ${theme.colors.danger};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceMuted};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceMuted};
          }
        `;
      default:
        return css`
          background: ${theme.colors.surface};
          border-color: ${theme.colors.border};
          color: ${theme.colors.text};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceMuted};
          }
        `;
    }
  }}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A link that looks like a button, for navigation that is the main action of a screen. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  box-sizing: border-box;
  text-decoration: none;
`;

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  /** Shown instead of the label while busy, e.g. "Signing in…". */
  busyLabel: string;
  children: ReactNode;
  $variant?: ButtonVariant;
  $block?: boolean;
}

/** A submit button that says what it is doing and cannot be pressed twice. */
export function SubmitButton({ busy, busyLabel, children, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" aria-busy={busy} disabled={busy || rest.disabled} {...rest}>
      {busy && <Spinner />}
      <span>{busy ? busyLabel : children}</span>
    </Button>
  );
}
