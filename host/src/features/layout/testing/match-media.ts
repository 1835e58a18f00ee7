/**
 * A `window.matchMedia` for jsdom (which has none) that answers width queries for a chosen
 * viewport width and tells listeners when `setViewportWidth` crosses a breakpoint. It
 * understands what shared/src/ui/breakpoints.ts writes: `(max-width: Npx)`, `(min-width: Npx)`
 * joined by `and`; anything else (pointer, reduced motion) does not match.
 */
export function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; matches: boolean; listeners: Set<(event: MediaQueryListEvent) => void> }>();

  const evaluate = (query: string) =>
    query.split(/\s+and\s+/u).every((part) => {
      const found = /\((max|min)-width:\s*(\d+)px\)/u.exec(part);
      if (!found) return false;
      const limit = Number(found[2]);
      return found[1] === 'max' ? width <= limit : width >= limit;
    });

  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const entry = { query, matches: evaluate(query), listeners: new Set<(event: MediaQueryListEvent) => void>() };
    lists.add(entry);
    const list = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };

  return {
    setViewportWidth(next: number) {
      width = next;
      lists.forEach((entry) => {
        const matches = evaluate(entry.query);
        if (matches === entry.matches) return;
        entry.matches = matches;
        entry.listeners.forEach((listener) => listener({ matches, media: entry.query } as MediaQueryListEvent));
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
