import type { ExerciseFixtures } from '../../fixture.js';

const type = 'match_the_words';
const base = { type, title: 'Match the words', instruction: '' } as const;
const pairs = [
  { left: 'cat', right: 'кіт' },
  { left: 'dog', right: 'пес' },
  { left: 'house', right: 'дім' },
  { left: 'tree', right: 'дерево' },
];

export const matchTheWordsFixtures: ExerciseFixtures<typeof type> = {
  type,
  valid: [
    { name: 'four pairs', input: { ...base, pairs } },
    { name: 'two pairs', input: { ...base, pairs: pairs.slice(0, 2) } },
    { name: 'two pairs sharing a right word', input: { ...base, pairs: [...pairs.slice(0, 2), { left: 'hound', right: 'пес' }] } },
  ],
  invalid: [
    { name: 'one pair', input: { ...base, pairs: pairs.slice(0, 1) }, issues: [{ path: ['pairs'], message: 'exercise.pairsTooFew' }] },
    {
      name: 'a pair without its right word',
      input: { ...base, pairs: [...pairs.slice(0, 1), { left: 'x', right: '' }] },
      issues: [{ path: ['pairs', 1, 'right'], message: 'exercise.itemRequired' }],
    },
    {
      name: 'a pair that is not an object',
      input: { ...base, pairs: [...pairs.slice(0, 1), 'dog=пес'] },
      issues: [{ path: ['pairs', 1], message: 'validation.invalidInput' }],
    },
  ],
  answers: [
    {
      name: 'all right',
      answer: (copy) => ({ pairs: pairs.map(({ right }) => copy.right.indexOf(right)) }),
      items: [true, true, true, true],
    },
    {
      name: 'partly right: two swapped, one unmatched',
      answer: (copy) => ({ pairs: [copy.right.indexOf('пес'), copy.right.indexOf('кіт'), copy.right.indexOf('дім'), null] }),
      items: [false, false, true, false],
    },
    {
      name: 'all wrong',
      answer: (copy) => ({ pairs: ['дерево', 'дім', 'пес', 'кіт'].map((word) => copy.right.indexOf(word)) }),
      items: [false, false, false, false],
    },
    { name: 'an index past the list is wrong', answer: { pairs: [99, 99, 99, 99] }, items: [false, false, false, false] },
  ],
  badAnswers: [
    { name: 'words instead of indexes', answer: { pairs: ['кіт'] } },
    { name: 'a negative index', answer: { pairs: [-1] } },
  ],
  keyOrders: (exercise) => (exercise.type === type ? [exercise.pairs.map(({ right }) => right)] : []),
  solve: (exercise, copy) => ({ pairs: exercise.pairs.map(({ right }) => copy.right.indexOf(right)) }),
};
