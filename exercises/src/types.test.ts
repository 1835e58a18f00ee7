import { CHECKABLE_TYPES, EXERCISE_TYPES } from './types.js';

describe('exercise type lists', () => {
  it('names each of the 27 types of the contract once', () => {
    expect(EXERCISE_TYPES).toHaveLength(27);
    expect(new Set(EXERCISE_TYPES).size).toBe(27);
  });

  it('scores only types of the full list', () => {
    for (const type of CHECKABLE_TYPES) expect(EXERCISE_TYPES).toContain(type);
  });
});
