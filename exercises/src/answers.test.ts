import * as z from 'zod/mini';
import { answerSchemaFor, checkAnswer, toStudentCopy, type Answer, type Exercise, type StudentExercise } from './contract.js';
import { ANSWER_LIST_MAX, ANSWER_TEXT_MAX } from './exercise.js';
import { fixtureExercise } from './fixture.js';
import { EXERCISE_FIXTURES } from './fixtures.js';
import { CHECKABLE_TYPES, type CheckableType } from './types.js';

const exerciseOf = (type: CheckableType) => fixtureExercise(EXERCISE_FIXTURES[type].valid[0]);
const accepts = (type: CheckableType, answer: unknown) => z.safeParse(answerSchemaFor(type), answer).success;
/** The one list field of each answer (`gaps`, `items`, ...). */
const fieldOf = (type: CheckableType) => Object.keys(answerSchemaFor(type).shape)[0] ?? '';

describe('answers that are not answers', () => {
  it.each(CHECKABLE_TYPES.map((type) => [type]))('%s refuses non-objects, missing and foreign fields', (type) => {
    for (const answer of [null, undefined, 0, 'answer', [], {}, { [fieldOf(type)]: null }, { [fieldOf(type)]: 'x' }, { [fieldOf(type)]: {} }]) {
      expect(accepts(type, answer)).toBe(false);
    }
    expect(accepts(type, { [fieldOf(type)]: [], extra: 1 })).toBe(false);
    // A JSON body can carry `__proto__` as an own key: it is a foreign field like any other.
    expect(accepts(type, JSON.parse(`{"${fieldOf(type)}": [], "__proto__": {"polluted": true}}`))).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['match_the_words', { pairs: [Number.NaN] }],
    ['match_the_words', { pairs: [Number.POSITIVE_INFINITY] }],
    ['match_the_words', { pairs: ['0'] }],
    ['match_the_words', { pairs: [1.5] }],
    ['sort_sentences', { order: [-1] }],
    ['sort_sentences', { order: [2 ** 60] }],
    ['test', { questions: [[[0]]] }],
    ['test', { questions: [0] }],
    ['true_false', { items: ['true'] }],
    ['true_false', { items: [1] }],
    ['word_order', { sentences: [['I', 7]] }],
    ['sort_into_columns', { columns: [[null]] }],
    ['label_the_pictures', { labels: [['cat']] }],
  ] as const)('%s refuses %j', (type, answer) => {
    expect(accepts(type, answer)).toBe(false);
  });

  it('bounds every list and text, so a huge body is refused before any checking', () => {
    expect(accepts('fill_in_gaps', { gaps: Array.from({ length: ANSWER_LIST_MAX }, () => 'x') })).toBe(true);
    expect(accepts('fill_in_gaps', { gaps: Array.from({ length: ANSWER_LIST_MAX + 1 }, () => 'x') })).toBe(false);
    expect(accepts('fill_in_gaps', { gaps: ['x'.repeat(ANSWER_TEXT_MAX)] })).toBe(true);
    expect(accepts('fill_in_gaps', { gaps: ['x'.repeat(ANSWER_TEXT_MAX + 1)] })).toBe(false);
    expect(accepts('test', { questions: [Array.from({ length: ANSWER_LIST_MAX + 1 }, () => 0)] })).toBe(false);
  });

  it('says so with one catalogue key', () => {
    for (const type of CHECKABLE_TYPES) {
      const issues = z.safeParse(answerSchemaFor(type), { [fieldOf(type)]: [{}] }).error?.issues ?? [];
      expect(new Set(issues.map(({ message }) => message))).toEqual(new Set(['exercise.answerInvalid']));
    }
  });
});

describe('odd answers that fit the schema', () => {
  it('an index used twice scores only where its text belongs', () => {
    const exercise = exerciseOf('sort_sentences');
    const copy = toStudentCopy(exercise) as Extract<StudentExercise, { type: 'sort_sentences' }>;
    const first = copy.sentences.indexOf('I woke up.');
    expect(checkAnswer(exercise, { order: [first, first, first, first] }).items).toEqual([true, false, false, false]);
    const matching = exerciseOf('match_the_words');
    const right = (toStudentCopy(matching) as Extract<StudentExercise, { type: 'match_the_words' }>).right;
    expect(checkAnswer(matching, { pairs: [0, 0, 0, 0] }).correct).toBe(1);
    expect(right).toHaveLength(4);
  });

  it('a repeated choice in a test question is the same choice', () => {
    expect(checkAnswer(exerciseOf('test'), { questions: [[0, 0], [2, 0, 2]] }).items).toEqual([true, true]);
  });

  it('never changes the exercise or the answer it scores', () => {
    for (const type of CHECKABLE_TYPES) {
      const exercise = exerciseOf(type);
      const fixture = EXERCISE_FIXTURES[type].answers[0];
      if (!fixture) throw new Error(`no answers for ${type}`);
      const answer = typeof fixture.answer === 'function' ? (fixture.answer as (copy: StudentExercise) => Answer)(toStudentCopy(exercise)) : fixture.answer;
      const before = JSON.stringify([exercise, answer]);
      checkAnswer(deepFreeze(exercise), deepFreeze(answer as Answer));
      expect(JSON.stringify([exercise, answer])).toBe(before);
    }
  });

  it('scores any answer of the right shape without throwing, one flag per item of the exercise', () => {
    const random = lcg(7);
    for (const type of CHECKABLE_TYPES) {
      for (const valid of EXERCISE_FIXTURES[type].valid) {
        const exercise = fixtureExercise(valid);
        const total = checkAnswer(exercise, solveOf(exercise)).total;
        for (let round = 0; round < 40; round += 1) {
          const answer = randomAnswer(type, random);
          expect(accepts(type, answer)).toBe(true);
          const score = checkAnswer(exercise, answer as Answer);
          expect(score.total).toBe(total);
          expect(score.items).toHaveLength(total);
          expect(score.correct).toBe(score.items.filter(Boolean).length);
        }
      }
    }
  });
});

function solveOf(exercise: Exercise): Answer {
  const solve = EXERCISE_FIXTURES[exercise.type as CheckableType].solve as unknown as (e: Exercise, copy: StudentExercise) => Answer;
  return solve(exercise, toStudentCopy(exercise));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** A small deterministic generator: the same "random" answers on every run. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return (bound: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % bound;
  };
}

function randomAnswer(type: CheckableType, next: (bound: number) => number): unknown {
  const words = ['am', 'is', 'Kyiv', 'кіт', '', 'apple', 'I', 'tea.', '\u2019m', 'x'];
  const word = () => words[next(words.length)] ?? '';
  const list = <T>(make: () => T) => Array.from({ length: next(7) }, make);
  const index = () => next(12);
  const shapes: Record<CheckableType, () => unknown> = {
    fill_in_gaps: () => ({ gaps: list(word) }),
    fill_in_gaps_from_box: () => ({ gaps: list(word) }),
    choose_correct_option: () => ({ gaps: list(word) }),
    true_false: () => ({ items: list(() => [true, false, null][next(3)] ?? null) }),
    test: () => ({ questions: list(() => list(index)) }),
    match_the_words: () => ({ pairs: list(() => (next(4) === 0 ? null : index())) }),
    sort_into_columns: () => ({ columns: list(() => list(word)) }),
    label_the_pictures: () => ({ labels: list(() => (next(4) === 0 ? null : word())) }),
    word_order: () => ({ sentences: list(() => list(word)) }),
    sort_sentences: () => ({ order: list(index) }),
  };
  return shapes[type]();
}
