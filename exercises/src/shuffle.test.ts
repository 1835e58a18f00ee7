import { seededShuffle } from './shuffle.js';

const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('seededShuffle', () => {
  it('gives the same order for the same seed, in node and in the browser environment alike', () => {
    // A fixed expectation: this file runs in both jest projects, so both engines must agree.
    expect(seededShuffle('5f0c8c1e-4b1a-4c5e-9d3f-2a7b6c8d9e01', letters)).toEqual(SEEDED_EXPECTATION);
    expect(seededShuffle('seed', letters)).toEqual(seededShuffle('seed', letters));
  });

  it('keeps every element exactly once and leaves the input alone', () => {
    const input = [...letters];
    const result = seededShuffle('x', input);
    expect([...result].sort()).toEqual(letters);
    expect(input).toEqual(letters);
  });

  it('never returns the original order of a list with two or more different values', () => {
    for (let length = 2; length <= 9; length += 1) {
      const list = letters.slice(0, length);
      for (let seed = 0; seed < 300; seed += 1) expect(seededShuffle(`s${seed}`, list)).not.toEqual(list);
    }
    for (let seed = 0; seed < 100; seed += 1) expect(seededShuffle(`s${seed}`, ['a', 'a', 'b'])).not.toEqual(['a', 'a', 'b']);
  });

  it('returns lists that have no other order as they are', () => {
    expect(seededShuffle('s', [])).toEqual([]);
    expect(seededShuffle('s', ['a'])).toEqual(['a']);
    expect(seededShuffle('s', ['a', 'a'])).toEqual(['a', 'a']);
  });

  it('depends on the seed', () => {
    const orders = new Set(Array.from({ length: 50 }, (_, seed) => seededShuffle(`s${seed}`, letters).join('')));
    expect(orders.size).toBeGreaterThan(40);
  });
});

const SEEDED_EXPECTATION = ['g', 'b', 'f', 'h', 'd', 'a', 'e', 'c'];
