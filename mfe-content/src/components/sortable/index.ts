// Reordering for every list of the content area: one hook and the item and controls it drives.
export { useSortableList, verticalOnly, TOUCH_DRAG_DELAY_MS, TOUCH_DRAG_TOLERANCE_PX, type MoveDirection } from './useSortableList';
export { OrderControls, SortableItem, type OrderControlsProps } from './SortableItem';
export { SortableFrame } from './SortableFrame';
