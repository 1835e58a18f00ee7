import { useCallback, useState } from 'react';
import { VisuallyHidden } from '@school/shared/ui';

/**
 * A polite live region for moves made with buttons (pick and place, move earlier): drags are
 * announced by dnd-kit itself, button moves by this, so a screen reader hears both.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  // A repeated move must be read again: alternate a trailing no-break space to change the text.
  const announce = useCallback((text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)), []);
  const region = (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-announcer>
      {message}
    </VisuallyHidden>
  );
  return { announce, region };
}
