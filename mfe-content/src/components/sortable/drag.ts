import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TFunction } from 'i18next';
import { TOUCH_DRAG_DELAY_MS, TOUCH_DRAG_TOLERANCE_PX } from './touch';

/** The area's lists only move up and down. */
export const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Mouse, touch after a long press, and keyboard: how every list of the area is dragged. */
export function useReorderSensors() {
  return useSensors(
    // A few pixels of movement before a mouse drag starts, so a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: TOUCH_DRAG_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * What a screen reader hears while an item is dragged, from the catalogue group `keys`
 * (`sortable` for the area's lists, `reorder` for the course table): picked up, over which
 * place, dropped or cancelled, each with the item's name and place out of the total.
 */
export function reorderAnnouncements(t: TFunction<'content'>, keys: 'sortable' | 'reorder', items: readonly { id: string }[], nameOf: (id: UniqueIdentifier) => string): Announcements {
  const total = items.length;
  const position = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  return {
    onDragStart: ({ active }) => t(`${keys}.pickedUp`, { name: nameOf(active.id), position: position(active.id), total }),
    onDragOver: ({ active, over }) => (over ? t(`${keys}.movedOver`, { name: nameOf(active.id), position: position(over.id), total }) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? t(`${keys}.dropped`, { name: nameOf(active.id), position: position(over.id), total }) : t(`${keys}.cancelled`, { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t(`${keys}.cancelled`, { name: nameOf(active.id) }),
  };
}

/** A drop as a move from one index to another (nothing when dropped on itself or outside). */
export function moveOnDrop(items: readonly { id: string }[], onMove: (from: number, to: number) => void) {
  return ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
}
