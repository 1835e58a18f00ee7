import { createContext, useContext, useMemo, type CSSProperties, type LiHTMLAttributes } from 'react';
import type { DraggableAttributes } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@school/shared';
import { IconButton } from '@school/shared/ui';
import { ArrowDownIcon, ArrowUpIcon, DragIcon } from '../icons';
import { ControlRow, DragHandleButton } from './parts';
import type { MoveDirection } from './use-sortable-list';

interface HandleBinding {
  attributes: DraggableAttributes;
  listeners: ReturnType<typeof useSortable>['listeners'];
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}
const HandleContext = createContext<HandleBinding | null>(null);

type ItemProps = LiHTMLAttributes<HTMLLIElement> & { id: string; [data: `data-${string}`]: unknown };

/** A list item, draggable by the handle of the `OrderControls` inside it when the list may be reordered. */
export function SortableItem({ enabled, ...props }: ItemProps & { enabled: boolean }) {
  // The id is dnd-kit's key of the item, not an element id.
  const { id: _id, ...rest } = props;
  if (!enabled) return <li {...rest} />;
  return <DraggableItem {...props} />;
}

function DraggableItem({ id, style: _style, ...rest }: ItemProps) {
  const { t } = useTranslation('content');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('sortable.roleDescription') },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined };
  const binding = useMemo(() => ({ attributes, listeners, setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef]);
  return (
    <HandleContext.Provider value={binding}>
      <li {...rest} ref={setNodeRef} style={style} data-dragging={isDragging || undefined} />
    </HandleContext.Provider>
  );
}

export interface OrderControlsProps {
  id: string;
  name: string;
  index: number;
  total: number;
  onMove: (index: number, direction: MoveDirection) => void;
}

/** The drag handle of the item around it (when draggable) and its alternative, the move up / move down buttons. */
export function OrderControls({ id, name, index, total, onMove }: OrderControlsProps) {
  const { t } = useTranslation('content');
  const handle = useContext(HandleContext);
  return (
    <ControlRow>
      {handle && (
        <DragHandleButton
          type="button"
          ref={handle.setActivatorNodeRef}
          {...handle.attributes}
          {...handle.listeners}
          aria-label={t('sortable.drag', { name })}
          title={t('sortable.dragShort')}
          data-drag-handle={id}
        >
          <DragIcon />
        </DragHandleButton>
      )}
      {(['up', 'down'] as const).map((direction) => (
        <IconButton
          key={direction}
          type="button"
          data-move-id={id}
          data-move={direction}
          aria-label={t(direction === 'up' ? 'sortable.moveUp' : 'sortable.moveDown', { name })}
          title={t(direction === 'up' ? 'sortable.moveUpShort' : 'sortable.moveDownShort')}
          disabled={direction === 'up' ? index === 0 : index === total - 1}
          onClick={() => onMove(index, direction)}
        >
          {direction === 'up' ? <ArrowUpIcon /> : <ArrowDownIcon />}
        </IconButton>
      ))}
    </ControlRow>
  );
}

