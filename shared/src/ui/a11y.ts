import { css, styled } from 'styled-components';

/**
 * The one focus ring of every control: visible on keyboard focus only. `offset` moves it
 * inside a control that sits flush in a bar (tabs), where an outer ring would be clipped.
 */
export const focusRingAt = (offset: string) => css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${offset};
  }
`;

export const focusRing = focusRingAt('2px');

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
