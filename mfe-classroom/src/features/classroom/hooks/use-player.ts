import { useEffect, useState, type ComponentType } from 'react';
import type { ImplementedType } from '@school/exercises';
import { loadPlayer, type PlayerProps } from '@school/exercises/players';

// The classroom handles exercises of any type alike: it passes what it got and what the player
// gave back, so it sees players with their type parameter widened.
export type AnyPlayer = ComponentType<PlayerProps<ImplementedType>>;

const players = new Map<string, AnyPlayer>();

/**
 * The student player of a type (the same component the lesson preview shows), fetched the first
 * time the type is shown and kept for the page's life: a lesson of thirty exercises must not
 * fetch or flash them again when the teacher switches students.
 */
export function usePlayer(type: ImplementedType): { component: AnyPlayer | null; error: unknown } {
  const [state, setState] = useState<{ type: string; component: AnyPlayer | null; error: unknown }>(() => ({ type, component: players.get(type) ?? null, error: null }));
  useEffect(() => {
    const known = players.get(type);
    if (known) {
      setState((previous) => (previous.type === type && previous.component === known ? previous : { type, component: known, error: null }));
      return undefined;
    }
    let alive = true;
    (loadPlayer(type) as Promise<AnyPlayer>).then(
      (component) => {
        players.set(type, component);
        if (alive) setState({ type, component, error: null });
      },
      (error: unknown) => {
        if (alive) setState({ type, component: null, error });
      },
    );
    return () => {
      alive = false;
    };
  }, [type]);
  return state.type === type ? state : { component: players.get(type) ?? null, error: null };
}
