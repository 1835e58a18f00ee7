import { useEffect, useRef, useState, type RefObject } from 'react';
import { type Course, useTranslation } from '@school/shared';

export type MoveDirection = 'up' | 'down';

export interface RowActions {
  total: number;
  move: (course: Course, index: number, direction: MoveDirection) => void;
  onEdit: (course: Course) => void;
  onDuplicate: (course: Course) => void;
  onDelete: (course: Course) => void;
}

interface ReorderOptions {
  courses: Course[];
  /** Moves the course at `from` to index `to`; the page saves it. */
  onMove: (from: number, to: number) => void;
  handlers: Pick<RowActions, 'onEdit' | 'onDuplicate' | 'onDelete'>;
  /** Where the move buttons live, to put focus back on them after a move. */
  containerRef: RefObject<HTMLElement | null>;
}

/**
 * The move buttons of the table: a spoken result and focus kept on the button. Dragging (by
 * mouse, by touch after a long press, by keyboard) lives in the drag layer (CourseDragLayer.tsx),
 * which the table loads after its first render.
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

  return { actionsRef, announcement };
}
