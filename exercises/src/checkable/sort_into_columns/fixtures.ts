import type { ExerciseFixtures } from '../../fixture.js';

const type = 'sort_into_columns';

/** Flags for the pile as shown: true for the listed texts (the first valid fixture's are all different). */
const rightOnly =
  (...texts: string[]) =>
  (copy: { items: string[] }) =>
    copy.items.map((item) => texts.includes(item));
const base = { type, title: 'Sort the words', instruction: '' } as const;

export const sortIntoColumnsFixtures: ExerciseFixtures<typeof type> = {
  type,
  valid: [
    {
      name: 'two columns',
      input: {
        ...base,
        columns: [
          { name: 'Fruit', items: ['apple', 'pear', 'plum'] },
          { name: 'Vegetables', items: ['carrot', 'onion'] },
        ],
      },
    },
    { name: 'one column', input: { ...base, columns: [{ name: 'Verbs', items: ['run', 'go'] }] } },
    { name: 'the same item in two columns', input: { ...base, columns: [{ name: 'A', items: ['x', 'y'] }, { name: 'B', items: ['x'] }] } },
  ],
  invalid: [
    { name: 'no column', input: { ...base, columns: [] }, issues: [{ path: ['columns'], message: 'exercise.columnsMissing' }] },
    {
      name: 'a column without a name',
      input: { ...base, columns: [{ name: ' ', items: ['a'] }] },
      issues: [{ path: ['columns', 0, 'name'], message: 'exercise.columnNameRequired' }],
    },
    {
      name: 'a column without items',
      input: { ...base, columns: [{ name: 'A', items: ['a'] }, { name: 'B', items: [] }] },
      issues: [{ path: ['columns', 1, 'items'], message: 'exercise.columnItemsMissing' }],
    },
    {
      name: 'more than 100 items in all columns',
      input: {
        ...base,
        columns: [
          { name: 'A', items: Array.from({ length: 60 }, (_, i) => `a${i}`) },
          { name: 'B', items: Array.from({ length: 41 }, (_, i) => `b${i}`) },
        ],
      },
      issues: [{ path: ['columns'], message: 'exercise.tooMany' }],
    },
    {
      name: 'a blank item',
      input: { ...base, columns: [{ name: 'A', items: ['a', '\t'] }] },
      issues: [{ path: ['columns', 0, 'items', 1], message: 'exercise.itemRequired' }],
    },
  ],
  // Flags follow the pile the student sees (the copy's shuffled `items`): `rightOnly(...)` lists
  // the texts that score, whatever position the shuffle gave them.
  answers: [
    { name: 'all right, in any order', answer: { columns: [['plum', 'Apple', 'pear'], ['onion', 'carrot']] }, items: rightOnly('apple', 'pear', 'plum', 'carrot', 'onion') },
    { name: 'partly right', answer: { columns: [['apple', 'carrot'], ['pear', 'onion', 'plum']] }, items: rightOnly('apple', 'onion') },
    { name: 'all wrong', answer: { columns: [['carrot', 'onion'], ['apple', 'pear', 'plum']] }, items: rightOnly() },
    { name: 'one placed item counts once', answer: { columns: [['apple'], []] }, items: rightOnly('apple') },
    { name: 'nothing placed', answer: { columns: [] }, items: rightOnly() },
    {
      name: 'every item in every column scores nothing',
      answer: {
        columns: [
          ['apple', 'pear', 'plum', 'carrot', 'onion'],
          ['apple', 'pear', 'plum', 'carrot', 'onion'],
        ],
      },
      items: rightOnly(),
    },
    {
      name: 'one item placed twice loses it, the rest still count',
      answer: { columns: [['apple', 'pear', 'plum'], ['carrot', 'onion', 'plum']] },
      items: rightOnly('apple', 'pear', 'carrot', 'onion'),
    },
    {
      name: 'an item put in a column the exercise lacks uses it up',
      answer: { columns: [['apple', 'pear', 'plum'], ['carrot', 'onion'], ['apple']] },
      items: rightOnly('pear', 'plum', 'carrot', 'onion'),
    },
  ],
  badAnswers: [{ name: 'a flat list', answer: { columns: ['apple'] } }],
  keyOrders: (exercise) => (exercise.type === type ? [exercise.columns.flatMap(({ items }) => items)] : []),
  solve: (exercise) => ({ columns: exercise.columns.map(({ items }) => [...items]) }),
};
