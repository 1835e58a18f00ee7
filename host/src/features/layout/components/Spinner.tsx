import styled, { keyframes } from 'styled-components';
import { useHostTranslation } from '../../i18n/namespace';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => ($size >= 40 ? 4 : 2)}px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** The spec's spinner: 20 inside controls, 40 while a page loads. */
export function Spinner({ size = 20, label }: { size?: 20 | 40; label?: string }) {
  const { t } = useHostTranslation();
  return (
    <span role="status" data-testid="spinner">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('app.loading')}</VisuallyHidden>
    </span>
  );
}

const PageCenter = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 40vh;
  width: 100%;
`;

export function PageSpinner() {
  return (
    <PageCenter>
      <Spinner size={40} />
    </PageCenter>
  );
}
