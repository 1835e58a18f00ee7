import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * Open state of the user menu's panel: Escape closes it and gives focus back to its button;
 * a press outside closes it (mousedown too, for browsers and jsdom without pointer events).
 */
export function useUserMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    const onPress = (event: Event) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('mousedown', onPress);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('mousedown', onPress);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close, panelId, wrapperRef, triggerRef };
}
