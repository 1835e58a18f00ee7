import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component loaded on demand and kept for the page's life: exercise players and editors
 * come one chunk per type, and a list of fifty exercises must not fetch or flash them twice.
 */
export function useLazyComponent<Props>(key: string, load: () => Promise<ComponentType<Props>>, cache: Map<string, ComponentType<Props>>) {
  const [state, setState] = useState<{ key: string; component: ComponentType<Props> | null; error: unknown }>(() => ({ key, component: cache.get(key) ?? null, error: null }));
  const current = state.key === key ? state : { key, component: cache.get(key) ?? null, error: null };

  useEffect(() => {
    if (cache.has(key)) {
      const component = cache.get(key) ?? null;
      setState((previous) => (previous.key === key && previous.component === component ? previous : { key, component, error: null }));
      return;
    }
    let alive = true;
    load().then(
      (component) => {
        cache.set(key, component);
        if (alive) setState({ key, component, error: null });
      },
      (error: unknown) => {
        if (alive) setState({ key, component: null, error });
      },
    );
    return () => {
      alive = false;
    };
    // `load` is a new function each render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, cache]);

  return current;
}
