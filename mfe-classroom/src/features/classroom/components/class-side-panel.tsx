import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@school/shared';
import { Button, Dialog, mediaQuery } from '@school/shared/ui';
import styled from 'styled-components';
import { useMediaQuery } from '../hooks/use-media-query';

/** The host's end-side slot of the right-sidebar layout (docs/decisions/platform-responsive.md). */
export const END_SLOT_ID = 'layout-aside-end';

/**
 * The classroom's side panel (students, sections, the teacher's tools). Beside the content on
 * wider screens, in the host's end slot; on a phone a sheet opened from a button at the top of
 * the class, so the exercises keep the whole width and the panel is one tap away. Without a host
 * layout (standalone shell, tests) it stays inline before the content.
 */
export function ClassSidePanel({ title, openLabel, children }: { title: string; /** The phone's button; the classroom's own words unless told. */ openLabel?: string; children: ReactNode }) {
  const { t } = useTranslation('classroom');
  const phone = useMediaQuery(mediaQuery.phone);
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => setSlot(document.getElementById(END_SLOT_ID)), []);

  if (phone)
    return (
      <>
        <Button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {openLabel ?? t('panel.open')}
        </Button>
        {open && (
          <Dialog title={title} onClose={() => setOpen(false)}>
            <Panel>{children}</Panel>
          </Dialog>
        )}
      </>
    );
  if (slot === undefined) return null;
  const panel = (
    <Panel as="aside" aria-label={title}>
      {children}
    </Panel>
  );
  return slot ? createPortal(panel, slot) : panel;
}

const Panel = styled.div`
  display: grid;
  gap: 20px;
  align-content: start;
  padding: 16px;
  h2 {
    margin: 0 0 8px;
    font-size: 0.95rem;
  }
`;
