import { useMemo, type ReactNode } from 'react';
import {
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@school/shared';
import { Chip, Zone } from './styles.js';

/**
 * Mouse and touch drags for pick-and-place tasks. A short move (mouse) or a short hold
 * (touch) starts a drag, so a tap or click still picks the item and a swipe still scrolls.
 * Keyboard users pick and place with the same buttons a click uses (see the decision record).
 */
export function usePointerSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
}

/**
 * dnd-kit's screen reader texts, translated: what was picked up, what it is over, where it
 * was dropped. `nameOf` turns a draggable or droppable id into the words a user knows.
 */
export function useDragAccessibility(nameOf: (id: UniqueIdentifier) => string, instructions: string): DndContextProps['accessibility'] {
  const { t } = useTranslation('exercises');
  return useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('player.drag.start', { item: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('player.drag.over', { item: nameOf(active.id), target: nameOf(over.id) }) : t('player.drag.overNone', { item: nameOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over ? t('player.drag.end', { item: nameOf(active.id), target: nameOf(over.id) }) : t('player.drag.endNone', { item: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('player.drag.cancel', { item: nameOf(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: instructions } };
  }, [t, nameOf, instructions]);
}

interface DraggableChipProps {
  id: string;
  children: ReactNode;
  /** The accessible name when it differs from the visible text (e.g. "went, used"). */
  label?: string;
  picked: boolean;
  used?: boolean;
  disabled?: boolean;
  result?: boolean;
  describedBy?: string;
  onClick(): void;
}

/** An item that is picked by click, Enter or Space, and dragged by mouse or touch. */
export function DraggableChip({ id, children, label, picked, used, disabled = false, result, describedBy, onClick }: DraggableChipProps) {
  const { t } = useTranslation('exercises');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id,
    disabled,
    attributes: { roleDescription: t('player.drag.roleDescription') },
  });
  // dnd-kit's own button role and tab stop are redundant on a real button.
  const { role: _role, tabIndex: _tabIndex, 'aria-pressed': _pressed, 'aria-disabled': _disabled, ...rest } = attributes;
  return (
    <Chip
      type="button"
      ref={setNodeRef}
      {...rest}
      {...listeners}
      aria-describedby={[describedBy, rest['aria-describedby']].filter(Boolean).join(' ') || undefined}
      aria-label={label}
      aria-pressed={picked}
      disabled={disabled}
      dir="auto"
      $used={used}
      $result={result}
      $dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform) }}
      onClick={onClick}
    >
      {children}
    </Chip>
  );
}

/** A place to drop on; the highlighted frame follows a drag over it. */
export function DropZone({ id, disabled = false, children, label, as }: { id: string; disabled?: boolean; children: ReactNode; label?: string; as?: 'div' | 'li' | 'ul' }) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  return (
    <Zone ref={setNodeRef} as={as} $over={isOver} role={label ? 'group' : undefined} aria-label={label} data-drop-zone={id}>
      {children}
    </Zone>
  );
}
