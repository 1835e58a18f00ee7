import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from '../client/router.js';
import { buildTheme } from '../client/theme.js';

/** For the kit's own tests: the theme and a router around a component, and a user to drive it. */
export function renderKit(ui: ReactElement, { url = '/', direction = 'ltr' as 'ltr' | 'rtl' } = {}) {
  const user = userEvent.setup();
  const wrap = (element: ReactElement) => (
    <ThemeProvider theme={buildTheme('default', 'light', direction)}>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </ThemeProvider>
  );
  const view = render(wrap(ui));
  return { user, ...view, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

/** The CSS styled-components put on the page. */
export function pageCss(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
}

/**
 * The declarations that apply to `element` (by its classes) inside `@media <query>`, with
 * spaces removed: jsdom does not evaluate media queries, so the kit's phone and touch rules
 * are checked where styled-components wrote them.
 */
export function mediaRulesFor(element: Element, query: string): string {
  const css = pageCss().replace(/\s+/g, '');
  const wanted = `@media${query.replace(/^@media/, '').replace(/\s+/g, '')}{`;
  const found: string[] = [];
  for (let start = css.indexOf(wanted); start !== -1; start = css.indexOf(wanted, start + 1)) {
    let depth = 0;
    let end = start + wanted.length - 1;
    do {
      if (css[end] === '{') depth += 1;
      else if (css[end] === '}') depth -= 1;
      end += 1;
    } while (depth > 0 && end < css.length);
    const block = css.slice(start + wanted.length, end - 1);
    for (const className of element.classList) {
      for (const match of block.matchAll(new RegExp(`\\.${className}\\{([^}]*)\\}`, 'g'))) found.push(match[1] ?? '');
    }
  }
  return found.join(';');
}
