import { useEffect, type RefObject } from 'react';
import { navDrawerOpenedOn, setNavDrawerClosed } from '../atoms/sidenav-store';

/** The header button that opens the drawer; focus goes back to it when the drawer closes. */
export const NAV_DRAWER_BUTTON_ID = 'nav-drawer-button';
export const NAV_DRAWER_ID = 'nav-drawer';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Closes the drawer and gives focus back to the menu button that opened it. */
export function closeNavDrawer(): void {
  setNavDrawerClosed();
  document.getElementById(NAV_DRAWER_BUTTON_ID)?.focus();
}

/**
 * A modal drawer's behaviour while it is open: focus moves into it and stays there (Tab
 * wraps), Escape closes it, the page behind does not scroll, and a route change closes it
 * (the page that opens takes the focus then, so it is not sent back to the menu button).
 */
export function useNavDrawer(open: boolean, panelRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    // Opened on another path: the route changed, so it is closed (see navDrawerAtom).
    if (!open && navDrawerOpenedOn() !== null) setNavDrawerClosed();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    const current = panel?.querySelector<HTMLElement>('[aria-current="page"]');
    (current ?? (panel ? focusables(panel)[0] : undefined))?.focus();

    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeNavDrawer();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = focusables(panel);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      body.style.overflow = previousOverflow;
    };
  }, [open, panelRef]);
}
