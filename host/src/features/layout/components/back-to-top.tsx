import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { media } from '@school/shared/ui';
import { useHostTranslation } from '../../i18n';

/** Spec 01 §9: the button appears after scrolling more than 300 px. */
export const BACK_TO_TOP_THRESHOLD = 300;

const Button = styled.button`
  position: fixed;
  inset-inline-end: 24px;
  bottom: 24px;
  z-index: 900;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 20px;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.2);
  cursor: pointer;
  ${media.phone} {
    inset-inline-end: 12px;
    bottom: calc(16px + env(safe-area-inset-bottom));
  }
`;

export function BackToTop() {
  const { t } = useHostTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Button
      type="button"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      data-testid="back-to-top"
      onClick={() => {
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
    </Button>
  );
}
