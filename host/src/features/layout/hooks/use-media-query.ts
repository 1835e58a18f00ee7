import { useCallback, useSyncExternalStore } from 'react';
import { mediaQuery } from '@school/shared/ui';


/** Whether a media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** The three widths of shared/src/ui/breakpoints.ts, as the shell uses them. */
export type ShellWidth = 'phone' | 'tablet' | 'desktop';

export function useShellWidth(): ShellWidth {
  const phone = useMediaQuery(mediaQuery.phone);
  const tabletDown = useMediaQuery(mediaQuery.tabletDown);
  if (phone) return 'phone';
  return tabletDown ? 'tablet' : 'desktop';
}
