/**
 * The three widths every area lays out for. Phones get one column, drawers and sheets;
 * tablets the collapsed rail; desktops the spec's full layout (238 / 72 / 64 px).
 * Media queries are written mobile-last (max-width) because the desktop layout is the
 * spec's and phones are the adaptation; `pointer: coarse` is separate from width because a
 * touch laptop is wide and a small desktop window has a mouse.
 */
export const BREAKPOINTS = {
  /** Widest phone in portrait or landscape. */
  phoneMax: 599,
  /** Widest tablet; from here up the sidebar is open at rest. */
  tabletMax: 1023,
} as const;

export const media = {
  phone: `@media (max-width: ${BREAKPOINTS.phoneMax}px)`,
  tabletDown: `@media (max-width: ${BREAKPOINTS.tabletMax}px)`,
  tablet: `@media (min-width: ${BREAKPOINTS.phoneMax + 1}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  desktop: `@media (min-width: ${BREAKPOINTS.tabletMax + 1}px)`,
  coarsePointer: '@media (pointer: coarse)',
} as const;

/** The same queries for `window.matchMedia` (drawer state, sheets). */
export const mediaQuery = {
  phone: `(max-width: ${BREAKPOINTS.phoneMax}px)`,
  tabletDown: `(max-width: ${BREAKPOINTS.tabletMax}px)`,
  coarsePointer: '(pointer: coarse)',
} as const;

/** Smallest touch target (WCAG 2.5.5 / platform guidelines). */
export const TOUCH_TARGET_PX = 44;
