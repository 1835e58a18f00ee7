import { createContext, useContext, useMemo, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { DraggableAttributes } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Row } from '@tanstack/react-table';
import { type Course, useTranslation } from '@school/shared';
import { IconButton } from '@school/shared/ui';
import { ArrowDownIcon, ArrowUpIcon, DragIcon } from '../../../../components/icons';
import { Actions, Handle, Tr } from './styles';
import type { RowActions } from './useCourseReorder';

/** What the drag handle of a row needs from that row's `useSortable`. */
interface HandleBinding {
  attributes: DraggableAttributes;
  listeners: ReturnType<typeof useSortable>['listeners'];
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}
const HandleContext = createContext<HandleBinding | null>(null);

/** A table row; draggable by its handle when the list may be reordered. */
export function SortableRow({ id, enabled, roleDescription, children }: { id: string; enabled: boolean; roleDescription: string; children: ReactNode }) {
  if (!enabled) return <Tr data-course-row={id}>{children}</Tr>;
  return (
    <DraggableRow id={id} roleDescription={roleDescription}>
      {children}
    </DraggableRow>
  );
}

function DraggableRow({ id, roleDescription, children }: { id: string; roleDescription: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  const binding = useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return (
    <HandleContext.Provider value={binding}>
      <Tr ref={setNodeRef} style={style} data-course-row={id} data-dragging={isDragging || undefined}>
        {children}
      </Tr>
    </HandleContext.Provider>
  );
}

/** The drag handle and the move up / move down buttons, the handle's alternative. */
export function OrderCell({ row, actionsRef }: { row: Row<Course>; actionsRef: RefObject<RowActions> }) {
  const { t } = useTranslation('content');
  const handle = useContext(HandleContext);
  const course = row.original;
  const total = actionsRef.current?.total ?? 0;
  const move = (direction: 'up' | 'down') => actionsRef.current?.move(course, row.index, direction);
  return (
    <Actions>
      {handle && (
        <Handle
          type="button"
          ref={handle.setActivatorNodeRef}
          {...handle.attributes}
          {...handle.listeners}
          aria-label={t('row.reorder', { name: course.name })}
          title={t('row.reorderShort')}
          data-drag-handle={course.id}
        >
          <DragIcon />
        </Handle>
      )}
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
    </Actions>
  );
}
