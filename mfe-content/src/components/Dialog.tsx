import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { useTheme } from 'styled-components';
import { CloseIcon } from './icons';
import { IconButton } from '@school/shared/ui';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Label of the close button in the corner. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Id of the element that describes the dialog (e.g. a confirmation's question). */
  describedBy?: string;
  /** While true (e.g. saving), Escape and the close button do nothing. */
  busy?: boolean;
  size?: 'sm' | 'md';
}

/**
 * A modal dialog written here rather than taken from a library: it traps Tab inside,
 * closes on Escape, is labelled by its title and gives focus back to where it was,
 * which is all this area needs, at no bundle cost.
 */
export function Dialog({ title, role = 'dialog', closeLabel, onClose, children, describedBy, busy = false, size = 'md' }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // First field (or first control) gets focus; the panel itself when there is none.
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
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

  return createPortal(
    // The portal leaves the host's layout, so direction is set again here.
    <Backdrop dir={theme.direction}>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $size={size}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton type="button" aria-label={closeLabel} title={closeLabel} onClick={onClose} disabled={busy}>
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
`;

const Panel = styled.div<{ $size: 'sm' | 'md' }>`
  box-sizing: border-box;
  inline-size: min(100%, ${({ $size }) => ($size === 'sm' ? 440 : 640)}px);
  max-block-size: calc(100vh - 32px);
  overflow: auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 20px 48px rgb(0 0 0 / 0.3);
  &:focus {
    outline: none;
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
`;
