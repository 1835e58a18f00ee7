import { keyframes, styled } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Decorative, in the text colour around it: whatever is busy says so in text or with `aria-busy`. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  inline-size: ${({ $size = 16 }) => $size}px;
  block-size: ${({ $size = 16 }) => $size}px;
  border: ${({ $size = 16 }) => ($size >= 32 ? 3 : 2)}px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  flex: none;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;
