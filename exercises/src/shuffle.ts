/**
 * Deterministic shuffles for student copies. The server has to map a student's answer (indexes
 * into the shuffled list) back to the key, so the order must be a pure function of the seed (the
 * exercise id) and the list: the same in node and in every browser. Only 32-bit integer maths
 * (`Math.imul`, `>>> 0`) is used, which every engine computes alike; no `Math.random`, no floats
 * whose rounding could differ.
 */

/** FNV-1a over the UTF-16 code units of the seed: a 32-bit starting state. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // xorshift never leaves the all-zero state: steer away from it.
  return hash === 0 ? 0x9e3779b9 : hash;
}

/** A small xorshift32 generator; plenty for shuffling a few dozen words, not for secrets. */
function generator(seed: string): (bound: number) => number {
  let state = hashSeed(seed);
  return (bound) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % bound;
  };
}

/**
 * Returns a shuffled copy of `list`, the same for the same seed and list everywhere. For a list
 * with at least two different values the result never equals the input position by position, so
 * a student never gets the answer in order by chance; a list whose values are all equal (or has
 * fewer than two) comes back as it is, because no other order exists.
 */
export function seededShuffle<T>(seed: string, list: readonly T[]): T[] {
  const result = [...list];
  const next = generator(`${seed}:${list.length}`);
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = next(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  if (result.length > 1 && result.every((value, index) => Object.is(value, list[index]))) {
    // Landed on the original order: swap the first value with the first one that differs from it.
    const other = result.findIndex((value) => !Object.is(value, result[0]));
    if (other > 0) [result[0], result[other]] = [result[other] as T, result[0] as T];
  }
  return result;
}
