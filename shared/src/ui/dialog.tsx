import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled, useTheme } from 'styled-components';
// By package name: the translations are the page's one i18n singleton (see fields.tsx).
import { useTranslation } from '@school/shared';
import { media } from './breakpoints.js';
import { IconButton } from './button.js';
import { focusableIn } from './focus.js';
import { CloseIcon } from './icons.js';

export interface DialogProps {
  title: string;
  /** `alertdialog` for a confirmation that interrupts the user (delete, discard). */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
  /** Label of the close button in the corner; the kit's "Close" unless told. */
  closeLabel?: string;
  /** Id of the element that describes the dialog (e.g. a confirmation's question). */
  describedBy?: string;
  /** While true (e.g. saving), Escape and the close button do nothing. */
  busy?: boolean;
  size?: 'sm' | 'md';
}

/**
 * A modal dialog: labelled by its title, focus moved in (to `[data-autofocus]`, else the
 * first control) and kept in, Escape and the close button close it, focus goes back to the
 * opener, and the page behind does not scroll. On a phone it is a full-screen sheet, since a
 * centred box leaves no room for the keyboard.
 */
export function Dialog({ title, role = 'dialog', onClose, children, closeLabel, describedBy, busy = false, size = 'md' }: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? (panel ? focusableIn(panel)[0] : undefined);
    (first ?? panel)?.focus();
    // Both: the page's scroller may be the root element or the body, depending on the layout.
    const previous = { body: document.body.style.overflow, root: document.documentElement.style.overflow };
    document.body.style.overflow = 'hidden';
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous.body;
      document.documentElement.style.overflow = previous.root;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const close = closeLabel ?? t('ui.close');
  return createPortal(
    // The portal leaves the host's layout, so direction is set again here.
    <Backdrop dir={theme.direction}>
      <Panel ref={panelRef} role={role} aria-modal="true" aria-labelledby={titleId} aria-describedby={describedBy} tabIndex={-1} onKeyDown={onKeyDown} $size={size}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton type="button" aria-label={close} title={close} onClick={onClose} disabled={busy}>
            <CloseIcon />
          </IconButton>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  box-sizing: border-box;
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgb(0 0 0 / 0.5);
  font-family: ${({ theme }) => theme.font};
  color: ${({ theme }) => theme.colors.text};
  overscroll-behavior: contain;

  ${media.phone} {
    padding: 0;
  }
`;

const Panel = styled.div<{ $size: 'sm' | 'md' }>`
  box-sizing: border-box;
  inline-size: min(100%, ${({ $size }) => ($size === 'sm' ? 440 : 640)}px);
  max-block-size: calc(100dvh - 32px);
  overflow: auto;
  overscroll-behavior: contain;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 20px 48px rgb(0 0 0 / 0.3);
  &:focus {
    outline: none;
  }

  ${media.phone} {
    inline-size: 100%;
    block-size: 100dvh;
    max-block-size: none;
    padding: 16px;
    padding-block-end: max(16px, env(safe-area-inset-bottom));
    border: 0;
    border-radius: 0;
    box-shadow: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-block-end: 16px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  overflow-wrap: anywhere;
`;
