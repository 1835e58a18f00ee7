import { SWIPE_VELOCITY_THRESHOLD, shouldDismiss, swipeVelocity } from './swipe';

describe('toast swipe', () => {
  it('uses the spec threshold of 0.11 px/ms', () => {
    expect(SWIPE_VELOCITY_THRESHOLD).toBe(0.11);
    expect(swipeVelocity({ dx: -60, dt: 300 })).toBeCloseTo(0.2);
  });

  it('dismisses a fast flick and a long slow drag, not a tap or a short slow drag', () => {
    expect(shouldDismiss({ dx: 40, dt: 200, width: 320 })).toBe(true);
    expect(shouldDismiss({ dx: 200, dt: 4000, width: 320 })).toBe(true);
    expect(shouldDismiss({ dx: 3, dt: 10, width: 320 })).toBe(false);
    expect(shouldDismiss({ dx: 30, dt: 1000, width: 320 })).toBe(false);
  });
});
