import { useCallback, useContext, useEffect, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, type TouchEvent } from 'react';
import type { Row } from '@tanstack/react-table';
import { type Course, useTranslation } from '@school/shared';
import { IconButton } from '@school/shared/ui';
import { ArrowDownIcon, ArrowUpIcon, DragIcon } from '../../../../components/icons';
import { DragTableContext, useRowDrag, type DragStore } from './drag-store';
import { ControlRow, DragHandleButton } from '../../../../components/sortable/parts';
import { Tr } from './styles';
import type { RowActions } from './use-course-reorder';

/** A table row; moved by the drag layer (through the store) when the list may be reordered. */
export function SortableRow({ id, enabled, children }: { id: string; enabled: boolean; children: ReactNode }) {
  const drag = useRowDrag(id);
  if (!enabled) return <Tr data-course-row={id}>{children}</Tr>;
  const style: CSSProperties = {
    transform: drag?.transform,
    transition: drag?.transition,
    position: 'relative',
    zIndex: drag?.isDragging ? 1 : undefined,
  };
  return (
    <Tr ref={drag?.setNodeRef} style={style} data-course-row={id} data-dragging={drag?.isDragging || undefined}>
      {children}
    </Tr>
  );
}

/** The drag handle and the move up / move down buttons, the handle's alternative. */
export function OrderCell({ row, actionsRef }: { row: Row<Course>; actionsRef: RefObject<RowActions> }) {
  const { t } = useTranslation('content');
  const course = row.original;
  const total = actionsRef.current?.total ?? 0;
  const move = (direction: 'up' | 'down') => actionsRef.current?.move(course, row.index, direction);
  return (
    <ControlRow>
      <DragHandle course={course} label={t('row.reorder', { name: course.name })} title={t('row.reorderShort')} roleDescription={t('reorder.roleDescription')} />
      {(['up', 'down'] as const).map((direction) => (
        <IconButton
          key={direction}
          type="button"
          data-course-id={course.id}
          data-move={direction}
          aria-label={t(direction === 'up' ? 'row.moveUp' : 'row.moveDown', { name: course.name })}
          title={t(direction === 'up' ? 'row.moveUpShort' : 'row.moveDownShort')}
          disabled={direction === 'up' ? row.index === 0 : row.index === total - 1}
          onClick={() => move(direction)}
        >
          {direction === 'up' ? <ArrowUpIcon /> : <ArrowDownIcon />}
        </IconButton>
      ))}
    </ControlRow>
  );
}

/**
 * The same button before and after the drag layer arrives (never re-created, so focus and a
 * press stay on it). Before, it asks for the layer when a pointer or focus comes to it, and keeps
 * a drag started on it (Space or Enter, a mouse press, a finger) to start it once the layer has
 * bound it: a keyboard user's first Space is never lost.
 */
function DragHandle({ course, label, title, roleDescription }: { course: Course; label: string; title: string; roleDescription: string }) {
  const table = useContext(DragTableContext);
  const drag = useRowDrag(course.id);
  const element = useRef<HTMLButtonElement | null>(null);
  const setActivatorNodeRef = drag?.setActivatorNodeRef;
  const ref = useCallback(
    (node: HTMLButtonElement | null) => {
      element.current = node;
      setActivatorNodeRef?.(node);
    },
    [setActivatorNodeRef],
  );
  const bound = drag !== undefined;
  useEffect(() => {
    if (bound && element.current) table?.store.replay(course.id, element.current);
  }, [bound, table, course.id]);

  if (!table) return null;
  // What dnd-kit's attributes say, until they are here (the description is always the table's own).
  const attributes = drag?.attributes ?? { role: 'button', tabIndex: 0, 'aria-disabled': false, 'aria-roledescription': roleDescription };
  return (
    <DragHandleButton
      type="button"
      ref={ref}
      {...attributes}
      {...(drag ? drag.listeners : earlyStart(table.store, course.id))}
      aria-describedby={table.instructionsId}
      aria-label={label}
      title={title}
      data-drag-handle={course.id}
    >
      <DragIcon />
    </DragHandleButton>
  );
}

/** The handle's listeners before the drag layer is bound; each start is replayed on the same button later. */
function earlyStart(store: DragStore, id: string) {
  const cancel = () => store.cancelEarly(id);
  return {
    onFocus: store.prepare,
    onPointerEnter: store.prepare,
    onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      if (event.key === 'Escape') cancel();
      // dnd-kit's keyboard sensor starts on these codes.
      if (event.code !== 'Space' && event.code !== 'Enter') return;
      event.preventDefault();
      const { key, code } = event;
      store.startEarly(id, (handle) =>
        handle.ownerDocument.activeElement === handle ? new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }) : null,
      );
    },
    onMouseDown(event: MouseEvent<HTMLButtonElement>) {
      if (event.button !== 0) return;
      const { clientX, clientY } = event;
      event.currentTarget.ownerDocument.addEventListener('mouseup', cancel, { once: true });
      store.startEarly(id, () => new globalThis.MouseEvent('mousedown', { clientX, clientY, button: 0, buttons: 1, bubbles: true, cancelable: true }));
    },
    onTouchStart(event: TouchEvent<HTMLButtonElement>) {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) return;
      const { clientX, clientY } = touch;
      // A touch's later events go to the element it started on: this button, which stays.
      event.currentTarget.addEventListener('touchend', cancel, { once: true });
      event.currentTarget.addEventListener('touchcancel', cancel, { once: true });
      store.startEarly(id, (handle) => touchStart(handle, clientX, clientY));
    },
  };
}

/**
 * A `touchstart` at a point, for dnd-kit's touch sensor, which reads `touches[0]`'s coordinates.
 * The points are plain objects: `new Touch()` is missing where touch is not supported (jsdom).
 */
function touchStart(handle: HTMLElement, clientX: number, clientY: number): Event | null {
  if (typeof globalThis.TouchEvent !== 'function') return null;
  const event = new globalThis.TouchEvent('touchstart', { bubbles: true, cancelable: true });
  const point = { identifier: 0, target: handle, clientX, clientY, pageX: clientX + window.scrollX, pageY: clientY + window.scrollY };
  for (const list of ['touches', 'targetTouches', 'changedTouches']) Object.defineProperty(event, list, { value: [point] });
  return event;
}
