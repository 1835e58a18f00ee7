/** Spec 01 §9: a toast swiped faster than this (px per ms) is dismissed. */
export const SWIPE_VELOCITY_THRESHOLD = 0.11;
/** A slow drag still dismisses once it has travelled this share of the toast's width. */
export const SWIPE_DISTANCE_SHARE = 0.5;

export interface SwipeEnd {
  /** Horizontal travel in px (signed). */
  dx: number;
  /** Duration of the gesture in ms. */
  dt: number;
  width: number;
}

export function swipeVelocity({ dx, dt }: Pick<SwipeEnd, 'dx' | 'dt'>): number {
  return Math.abs(dx) / Math.max(dt, 1);
}

/** True when the gesture should dismiss the toast. A tap (no travel) never does. */
export function shouldDismiss(end: SwipeEnd): boolean {
  if (Math.abs(end.dx) < 8) return false;
  return swipeVelocity(end) > SWIPE_VELOCITY_THRESHOLD || Math.abs(end.dx) >= end.width * SWIPE_DISTANCE_SHARE;
}
