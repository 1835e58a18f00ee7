import { useCallback, useState } from 'react';

/**
 * The answer a player shows: the `answer` prop when the page passes one back, else what the
 * student did last. Pages may keep the answer (the classroom saves it) or not (a quick
 * preview); both work, and a new `answer` from outside (another device, a reset) wins.
 */
export function useAnswer<A>(answer: A | undefined, onAnswer: (next: A) => void): [A | undefined, (next: A) => void] {
  const [state, setState] = useState<{ from: A | undefined; value: A | undefined }>({ from: answer, value: answer });
  let current = state;
  if (answer !== state.from) {
    current = { from: answer, value: answer };
    setState(current);
  }
  const change = useCallback(
    (next: A) => {
      setState({ from: answer, value: next });
      onAnswer(next);
    },
    [answer, onAnswer],
  );
  return [current.value, change];
}

/**
 * For each chosen text, the index of an equal entry of `pool` not taken yet (first free one),
 * or null. Players keep items by index, because two items may read the same ("the" twice),
 * while the wire answer carries texts.
 */
export function indexesIn(pool: readonly string[], chosen: readonly (string | null | undefined)[], taken: Set<number> = new Set()): (number | null)[] {
  return chosen.map((text) => {
    if (text === null || text === undefined || text === '') return null;
    const index = pool.findIndex((entry, at) => entry === text && !taken.has(at));
    if (index === -1) return null;
    taken.add(index);
    return index;
  });
}
