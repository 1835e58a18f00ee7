import { useEffect, useRef, useState, type RefObject } from 'react';
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
import { type Course, useTranslation } from '@school/shared';

export type MoveDirection = 'up' | 'down';

export interface RowActions {
  total: number;
  move: (course: Course, index: number, direction: MoveDirection) => void;
  onEdit: (course: Course) => void;
  onDuplicate: (course: Course) => void;
  onDelete: (course: Course) => void;
}

/** How long a finger rests on a handle before the course lifts; moving more than the tolerance first scrolls instead. */
export const TOUCH_DRAG_DELAY_MS = 250;
export const TOUCH_DRAG_TOLERANCE_PX = 8;

// Rows only move up and down.
export const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface ReorderOptions {
  courses: Course[];
  onMove: (from: number, to: number) => void;
  handlers: Pick<RowActions, 'onEdit' | 'onDuplicate' | 'onDelete'>;
  /** Where the move buttons live, to put focus back on them after a move. */
  containerRef: RefObject<HTMLElement | null>;
}

/**
 * Everything that moves a course: the move buttons (with a spoken result and focus kept on
 * the button), dragging by mouse, by touch after a long press, and by keyboard, with the
 * announcements a screen reader speaks during a drag.
 */
export function useCourseReorder({ courses, onMove, handlers, containerRef }: ReorderOptions) {
  const { t } = useTranslation('content');
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: string; direction: MoveDirection } | null>(null);

  const actions: RowActions = {
    total: courses.length,
    move(course, index, direction) {
      const to = direction === 'up' ? index - 1 : index + 1;
      if (to < 0 || to >= courses.length) return;
      focusAfterMove.current = { id: course.id, direction };
      setAnnouncement(t('reorder.moved', { name: course.name, position: to + 1, total: courses.length }));
      onMove(index, to);
    },
    ...handlers,
  };
  const actionsRef = useRef(actions);
  actionsRef.current = actions;

  // Moving a row re-inserts its DOM node, which drops focus: put it back on the same button
  // (or on the other one when the course reached the top or the bottom).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !containerRef.current) return;
    focusAfterMove.current = null;
    const selector = (direction: MoveDirection) => `[data-course-id="${target.id}"][data-move="${direction}"]`;
    const wanted = containerRef.current.querySelector<HTMLButtonElement>(selector(target.direction));
    const other = containerRef.current.querySelector<HTMLButtonElement>(selector(target.direction === 'up' ? 'down' : 'up'));
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [courses, containerRef]);

  const sensors = useSensors(
    // A few pixels of movement before a mouse drag starts, so a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: TOUCH_DRAG_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) => courses.find((course) => course.id === id)?.name ?? '';
  const positionOf = (id: UniqueIdentifier) => courses.findIndex((course) => course.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('reorder.pickedUp', { name: nameOf(active.id), position: positionOf(active.id), total: courses.length }),
    onDragOver: ({ active, over }) =>
      over ? t('reorder.movedOver', { name: nameOf(active.id), position: positionOf(over.id), total: courses.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('reorder.dropped', { name: nameOf(active.id), position: positionOf(over.id), total: courses.length }) : t('reorder.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('reorder.cancelled', { name: nameOf(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = courses.findIndex((course) => course.id === active.id);
    const to = courses.findIndex((course) => course.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return { actionsRef, announcement, sensors, announcements, onDragEnd };
}
