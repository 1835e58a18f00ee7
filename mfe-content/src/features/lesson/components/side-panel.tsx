import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The host's start-side slot of the both-sidebar layout (docs/decisions/platform-responsive.md). */
export const START_SLOT_ID = 'layout-aside-start';

/**
 * Renders into the host's start panel, which on a phone becomes a tab of its own. Where no
 * host layout is around (the standalone shell, tests) the panel stays inline, before the content.
 * The slot is looked up after the commit: when the layout changes with the page, the slot and
 * the page appear in the same commit. A layout effect, so the panel is there before the first paint.
 */
export function SidePanel({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => setSlot(document.getElementById(START_SLOT_ID)), []);
  if (slot === undefined) return null;
  return slot ? createPortal(children, slot) : <>{children}</>;
}
