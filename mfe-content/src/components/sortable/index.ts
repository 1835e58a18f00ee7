// Reordering for every list of the content area: one hook and the item and controls it drives.
export { useSortableList, type MoveDirection } from './use-sortable-list';
export { moveOnDrop, reorderAnnouncements, useReorderSensors, verticalOnly } from './drag';
export { TOUCH_DRAG_DELAY_MS, TOUCH_DRAG_TOLERANCE_PX } from './touch';
export { OrderControls, SortableItem, type OrderControlsProps } from './sortable-item';
export { SortableFrame } from './sortable-frame';
