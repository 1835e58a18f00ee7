import { toStudentCopy, type Exercise } from './contract.js';
import { fixtureExercise } from './fixture.js';
import { EXERCISE_FIXTURES } from './fixtures.js';
import { parseGapText } from './text.js';

/** Every key, string value and list of strings of a JSON document, however deep. */
function walk(value: unknown, found = { keys: [] as string[], strings: [] as string[], lists: [] as string[][] }) {
  if (typeof value === 'string') found.strings.push(value);
  else if (Array.isArray(value)) {
    if (value.length > 0 && value.every((item) => typeof item === 'string')) found.lists.push(value as string[]);
    for (const item of value) walk(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.keys.push(key);
      walk(inner, found);
    }
  }
  return found;
}

/** Answers a bracket text hides: every blank's alternatives (the box shows each blank's first one by design). */
function hiddenAnswers(exercise: Exercise): string[] {
  if (exercise.type === 'fill_in_gaps') return parseGapText(exercise.text).gaps.flat();
  if (exercise.type === 'fill_in_gaps_from_box') return parseGapText(exercise.text).gaps.flatMap((answers) => answers.slice(1));
  return [];
}

const KEY_FIELDS = ['correct', 'pairs', 'label', 'distractors', 'createdAt', 'updatedAt'];

/** What a copy (sent through JSON like an API answer) gives away: empty for a clean copy. */
function leaksOf(copy: unknown, exercise: Exercise, keyOrders: string[][]): string[] {
  const { keys, strings, lists } = walk(JSON.parse(JSON.stringify(copy)));
  const leaks: string[] = [];
  for (const key of KEY_FIELDS) if (keys.includes(key)) leaks.push(`key field ${key}`);
  for (const value of strings) {
    if (value === exercise.title || value === exercise.instruction) continue;
    if (/[*[\]|]/u.test(value)) leaks.push(`bracket syntax in ${JSON.stringify(value)}`);
  }
  for (const answer of hiddenAnswers(exercise)) if (strings.includes(answer)) leaks.push(`blank answer ${answer}`);
  for (const order of keyOrders.filter((list) => new Set(list).size > 1)) {
    if (lists.some((list) => JSON.stringify(list) === JSON.stringify(order))) leaks.push(`list in key order ${order.join(' ')}`);
  }
  return leaks;
}

const cases = Object.values(EXERCISE_FIXTURES).flatMap((fixtures) =>
  fixtures.valid.map((valid) => {
    const exercise = fixtureExercise(valid);
    const keyOrders = (fixtures.keyOrders as (e: Exercise) => string[][])(exercise);
    return [`${fixtures.type}: ${valid.name}`, exercise, keyOrders] as const;
  }),
);

describe('a student copy carries no answer key', () => {
  it.each(cases)('%s', (_name, exercise, keyOrders) => {
    expect(leaksOf(toStudentCopy(exercise), exercise, keyOrders)).toEqual([]);
  });

  it('covers every type', () => {
    expect(new Set(cases.map(([, exercise]) => exercise.type)).size).toBe(Object.keys(EXERCISE_FIXTURES).length);
  });

  // The check itself must be able to fail: the staff exercise leaks in every type.
  it.each(cases.filter(([, exercise]) => exercise.type !== 'word_order'))('would notice the key in %s', (_name, exercise, keyOrders) => {
    expect(leaksOf(exercise, exercise, keyOrders)).not.toEqual([]);
  });

  it('would notice words in their sentence order', () => {
    const [, exercise, keyOrders] = cases.find(([, e]) => e.type === 'word_order') ?? [];
    if (!exercise || !keyOrders) throw new Error('word_order fixtures missing');
    expect(leaksOf({ sentences: keyOrders }, exercise, keyOrders)).not.toEqual([]);
  });
});
