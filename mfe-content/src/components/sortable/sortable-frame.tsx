import type { ReactNode } from 'react';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { VisuallyHidden } from '@school/shared/ui';
import type { useSortableList } from './use-sortable-list';

interface SortableFrameProps {
  /** What `useSortableList` returned for this list. */
  sortable: Pick<ReturnType<typeof useSortableList>, 'announcement' | 'dndProps'>;
  /** The ids of the items that may be dragged, in list order. */
  ids: string[];
  /** False for a reader: the list is shown as it is, with nothing to drag or announce. */
  enabled?: boolean;
  children: ReactNode;
}

/**
 * The drag-and-drop context of one list of the area, and the polite status that speaks the
 * result of a move by the up/down buttons (dragging speaks through dnd-kit's own region).
 */
export function SortableFrame({ sortable, ids, enabled = true, children }: SortableFrameProps) {
  if (!enabled) return <>{children}</>;
  return (
    <>
      <DndContext collisionDetection={closestCenter} {...sortable.dndProps}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {children}
        </SortableContext>
      </DndContext>
      <VisuallyHidden role="status" aria-live="polite">
        {sortable.announcement}
      </VisuallyHidden>
    </>
  );
}
