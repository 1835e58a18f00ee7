import styled, { css } from 'styled-components';

/** Hidden from sight, still read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export const Button = styled.button<{ $variant?: ButtonVariant }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-inline: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  ${({ theme, $variant = 'secondary' }) => {
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
          background: ${theme.colors.danger};
          color: ${theme.colors.surface};
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
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceMuted};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** A square button that shows only an icon; its name comes from `aria-label`. */
export const IconButton = styled.button`
  box-sizing: border-box;
  display: inline-grid;
  place-items: center;
  inline-size: ${({ theme }) => Math.max(32, theme.controlHeight - 8)}px;
  block-size: ${({ theme }) => Math.max(32, theme.controlHeight - 8)}px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
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
`;

// Sizes include padding and border whatever the page's global box model is.
const control = css`
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-inline: 12px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
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

export const Label = styled.label`
  display: block;
  margin-block-end: 6px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldError = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export const Hint = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const Spinner = styled.span<{ $size?: 20 | 40 }>`
  display: inline-block;
  inline-size: ${({ $size = 20 }) => $size}px;
  block-size: ${({ $size = 20 }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-block-start-color: ${({ theme }) => theme.colors.primary};
  animation: content-spin 0.8s linear infinite;
  @keyframes content-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
