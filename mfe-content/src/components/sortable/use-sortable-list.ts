import { useEffect, useRef, useState, type RefObject } from 'react';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from '@school/shared';
import { moveOnDrop, reorderAnnouncements, useReorderSensors, verticalOnly } from './drag';

export type MoveDirection = 'up' | 'down';

interface SortableListOptions<T extends { id: string }> {
  items: readonly T[];
  /** What a screen reader calls an item (a section's name, "Section 2", an exercise's title). */
  nameOf: (item: T) => string;
  /** Moves the item at `from` to index `to`; the page saves it. */
  onMove: (from: number, to: number) => void;
  /** Holds the move buttons (`OrderControls`), to keep focus on them after a move. */
  containerRef: RefObject<HTMLElement | null>;
}

/**
 * Everything that reorders one list of the content area (sections, lessons, lesson sections,
 * exercises): the move up/down buttons (spoken result, focus kept on the button), and dragging
 * by mouse, by touch after a long press and by keyboard with translated announcements
 * (docs/decisions/content-course-reorder.md). Spread `dndProps` on the list's `DndContext`.
 */
export function useSortableList<T extends { id: string }>({ items, nameOf, onMove, containerRef }: SortableListOptions<T>) {
  const { t } = useTranslation('content');
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: string; direction: MoveDirection } | null>(null);

  function move(index: number, direction: MoveDirection) {
    const item = items[index];
    const to = direction === 'up' ? index - 1 : index + 1;
    if (!item || to < 0 || to >= items.length) return;
    focusAfterMove.current = { id: item.id, direction };
    setAnnouncement(t('sortable.moved', { name: nameOf(item), position: to + 1, total: items.length }));
    onMove(index, to);
  }

  // A moved item's node is re-inserted, which drops focus: put it back on the same button, or
  // on the other one when the item reached an end of the list and its button became disabled.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !containerRef.current) return;
    focusAfterMove.current = null;
    const find = (direction: MoveDirection) => containerRef.current?.querySelector<HTMLButtonElement>(`[data-move-id="${target.id}"][data-move="${direction}"]`);
    const wanted = find(target.direction);
    (wanted && !wanted.disabled ? wanted : find(target.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [items, containerRef]);

  const sensors = useReorderSensors();
  const name = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? nameOf(item) : '';
  };
  const announcements = reorderAnnouncements(t, 'sortable', items, name);
  const onDragEnd = moveOnDrop(items, onMove);

  return {
    announcement,
    move,
    dndProps: {
      sensors,
      modifiers: [verticalOnly],
      onDragEnd,
      accessibility: { announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } },
    },
  };
}
