// The same feel everywhere in the area (docs/decisions/platform-responsive.md): a finger resting
// on a handle lifts the item, a finger sliding over it first scrolls the page. No dnd-kit here:
// the course table reads these before its drag layer (and dnd-kit) has loaded.

/** How long a finger rests on a handle before the item lifts. */
export const TOUCH_DRAG_DELAY_MS = 250;
/** How far a finger may move during that time; moving more scrolls instead. */
export const TOUCH_DRAG_TOLERANCE_PX = 8;
