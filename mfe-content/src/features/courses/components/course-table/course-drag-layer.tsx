import { useLayoutEffect, useMemo } from 'react';
import { closestCenter, DndContext, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type Course, useTranslation } from '@school/shared';
import type { DragStore } from './drag-store';
import { moveOnDrop, reorderAnnouncements, useReorderSensors, verticalOnly } from '../../../../components/sortable/drag';

export interface CourseDragLayerProps {
  courses: Course[];
  store: DragStore;
  /** Moves the course at `from` to index `to`; the page saves it. */
  onMove: (from: number, to: number) => void;
}

/**
 * Dragging the courses of the table by mouse, by touch after a long press, and by keyboard,
 * with the announcements a screen reader speaks. Its own chunk, mounted after the table's first
 * render (CourseTable.tsx): it renders no table markup, only dnd-kit's context (whose hidden
 * live region goes to the end of the page) and, per row, a `useSortable` whose result it hands
 * to the row and its handle through the store. So the table is never re-created when dragging
 * becomes possible: focus, a pressed handle and the scroll position stay as they are.
 */
export default function CourseDragLayer({ courses, store, onMove }: CourseDragLayerProps) {
  const { t } = useTranslation('content');
  const sensors = useReorderSensors();
  const nameOf = (id: UniqueIdentifier) => courses.find((course) => course.id === id)?.name ?? '';
  const announcements = reorderAnnouncements(t, 'reorder', courses, nameOf);
  const onDragEnd = moveOnDrop(courses, onMove);

  const roleDescription = t('reorder.roleDescription');
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
    >
      <SortableContext items={courses.map((course) => course.id)} strategy={verticalListSortingStrategy}>
        {courses.map((course) => (
          <RowBinding key={course.id} id={course.id} store={store} roleDescription={roleDescription} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

/** One row's `useSortable`, published for the row (its node, transform) and its handle (attributes, listeners). */
function RowBinding({ id, store, roleDescription }: { id: string; store: DragStore; roleDescription: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription },
  });
  const translate = CSS.Translate.toString(transform) ?? undefined;
  const drag = useMemo(
    () => ({ attributes, listeners, setNodeRef, setActivatorNodeRef, transform: translate, transition, isDragging }),
    [attributes, listeners, setNodeRef, setActivatorNodeRef, translate, transition, isDragging],
  );
  // Before the browser paints, so a moving row never shows a frame behind the pointer.
  useLayoutEffect(() => store.publish(id, drag), [store, id, drag]);
  useLayoutEffect(() => () => store.publish(id, undefined), [store, id]);
  return null;
}
