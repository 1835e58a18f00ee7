import { useLayoutEffect, useMemo } from 'react';
import {
  closestCenter,
  DndContext,
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
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type Course, useTranslation } from '@school/shared';
import type { DragStore } from './drag-store';
import { TOUCH_DRAG_DELAY_MS, TOUCH_DRAG_TOLERANCE_PX } from './useCourseReorder';

// Rows only move up and down.
export const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

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
