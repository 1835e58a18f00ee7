import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import styled from 'styled-components';
import { focusRing, media, TOUCH_TARGET_PX } from '@school/shared/ui';
import { toast, useToasts, type Toast } from '@school/shared';
import { useHostTranslation } from '../../i18n';
import { shouldDismiss } from '../swipe';

const Region = styled.section`
  position: fixed;
  right: 16px;
  bottom: 80px;
  z-index: 1100;
  display: grid;
  gap: 8px;
  width: min(360px, calc(100vw - 32px));
  outline: none;
  ${focusRing}
  /* Across the bottom of a phone, above the back-to-top button and the home indicator. */
  ${media.phone} {
    right: 8px;
    left: 8px;
    bottom: calc(76px + env(safe-area-inset-bottom));
    width: auto;
  }
`;

const Card = styled.div<{ $kind: Toast['kind'] }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : $kind === 'success' ? theme.colors.success : theme.colors.primary)};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.18);
  touch-action: pan-y;
  user-select: none;
  transition: transform 0.15s ease, opacity 0.15s ease;
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
`;

const CloseButton = styled.button`
  width: 28px;
  height: 28px;
  border: none;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }
  ${media.coarsePointer} {
    width: ${TOUCH_TARGET_PX}px;
    height: ${TOUCH_TARGET_PX}px;
  }
`;

function ToastCard({ item }: { item: Toast }) {
  const { t } = useHostTranslation();
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const gesture = useRef<{ x: number; time: number; id: number } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Closes by itself, but not while the reader hovers or focuses it.
    if (paused) return undefined;
    const timer = setTimeout(() => toast.dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, paused]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    gesture.current = { x: event.clientX, time: event.timeStamp, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (gesture.current?.id === event.pointerId) setOffset(event.clientX - gesture.current.x);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    if (!start || start.id !== event.pointerId) return;
    gesture.current = null;
    const end = { dx: event.clientX - start.x, dt: event.timeStamp - start.time, width: cardRef.current?.offsetWidth ?? 320 };
    if (event.type === 'pointerup' && shouldDismiss(end)) toast.dismiss(item.id);
    else setOffset(0);
  };

  return (
    <Card
      ref={cardRef}
      $kind={item.kind}
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      style={{ transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 300, 0.7) }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Message>{item.message}</Message>
      <CloseButton type="button" aria-label={t('toasts.close')} onClick={() => toast.dismiss(item.id)}>
        <span aria-hidden="true">×</span>
      </CloseButton>
    </Card>
  );
}

/** The one toast region of the site (bottom-right); remotes raise toasts through `toast` from shared. */
export function ToastRegion() {
  const { t } = useHostTranslation();
  const toasts = useToasts();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // Alt+T moves focus to the notifications (spec 01 §2); to the first close button when there is one.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyT') return;
      event.preventDefault();
      const first = regionRef.current?.querySelector<HTMLElement>('button');
      (first ?? regionRef.current)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region ref={regionRef} aria-label={t('toasts.region')} tabIndex={-1} data-testid="toast-region">
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </Region>
  );
}
