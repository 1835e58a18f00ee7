import { expect, type Page } from '@playwright/test';

/** The phone of issue 12: an ordinary large phone in portrait. */
export const PHONE = { width: 390, height: 844 } as const;
export const TOUCH_TARGET_PX = 44;

/** Marks a container that scrolls sideways on purpose; what is inside may be wider than the screen. */
export const SCROLL_X_ATTRIBUTE = 'data-scroll-x';

export interface Overflow {
  element: string;
  left: number;
  right: number;
}

/**
 * Whether the page is laid out wider than the screen: the document's scroll width, and every
 * rendered element's box against the viewport. An element inside a `data-scroll-x` container
 * is skipped only while that container really scrolls sideways (overflow-x auto or scroll),
 * so a table that turns into cards on a phone is still checked. What an on-screen ancestor
 * clips away (overflow hidden: text for screen readers only) does not count.
 */
export async function layoutOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; offenders: Overflow[] }> {
  return page.evaluate((attribute) => {
    const viewport = window.innerWidth;
    const offenders: { element: string; left: number; right: number }[] = [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''} "${text}"`;
    };
    // Out of the screen but not seen there: cut off by an ancestor that clips (overflow hidden,
    // e.g. text kept for screen readers only) and is itself on the screen, or inside a
    // container marked as scrolling sideways that really does. An unmarked scroller counts.
    const clippedOrScrolled = (element: Element) => {
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const { overflowX } = getComputedStyle(ancestor);
        if (overflowX === 'visible') continue;
        if (overflowX === 'auto' || overflowX === 'scroll') return ancestor.hasAttribute(attribute);
        const box = ancestor.getBoundingClientRect();
        return box.left >= -0.5 && box.right <= viewport + 0.5;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Visually hidden text (1 px boxes) is for screen readers and takes no room.
      if (box.width <= 1 && box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      if (box.left >= -0.5 && box.right <= viewport + 0.5) continue;
      if (clippedOrScrolled(element)) continue;
      offenders.push({ element: describe(element), left: Math.round(box.left), right: Math.round(box.right) });
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: viewport, offenders: offenders.slice(0, 10) };
  }, SCROLL_X_ATTRIBUTE);
}

/** Fails, naming the widest offenders, when anything is laid out wider than the screen. */
export async function expectFitsScreen(page: Page, where: string): Promise<void> {
  const result = await layoutOverflow(page);
  expect(result.offenders, `${where}: elements outside the ${result.innerWidth} px screen`).toEqual([]);
  expect(result.scrollWidth, `${where}: document scroll width`).toBeLessThanOrEqual(result.innerWidth);
}
