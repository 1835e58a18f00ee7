import { fillInGaps } from './checkable/fill_in_gaps/index.js';
import { trueFalse } from './checkable/true_false/index.js';
import type { ExerciseDefinition } from './definition.js';
import { EXERCISE_REGISTRY } from './registry.js';
import type { CheckableType } from './types.js';

type Complete = { [T in CheckableType]: ExerciseDefinition<T> };

// These are compile-time checks (`pnpm typecheck` fails if any `@ts-expect-error` stops being
// an error); the test only keeps the file in the suite.
describe('the registry type', () => {
  it('turns a missing type, a misfiled entry or a missing part into a type error', () => {
    // @ts-expect-error a type without an entry
    const missing: Complete = { fill_in_gaps: fillInGaps };
    // @ts-expect-error an entry under another type's name
    const misfiled: Complete = { ...EXERCISE_REGISTRY, true_false: fillInGaps };
    const { check: _check, ...withoutChecker } = trueFalse;
    // @ts-expect-error a definition without its checker
    const partial: Complete = { ...EXERCISE_REGISTRY, true_false: withoutChecker };
    expect([missing, misfiled, partial]).toHaveLength(3);
  });
});
