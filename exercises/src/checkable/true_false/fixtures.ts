import type { ExerciseFixtures } from '../../fixture.js';

const type = 'true_false';
const base = { type, title: 'True or false', instruction: 'Read and decide' } as const;

export const trueFalseFixtures: ExerciseFixtures<typeof type> = {
  type,
  valid: [
    {
      name: 'three statements',
      input: {
        ...base,
        items: [
          { statement: ' Kyiv is the capital of Ukraine ', correct: true },
          { statement: 'The sun is cold', correct: false },
          { statement: 'Water boils at 100 °C at sea level', correct: true },
        ],
      },
      parsed: { items: [{ statement: 'Kyiv is the capital of Ukraine', correct: true }, expect.anything(), expect.anything()] },
    },
    { name: 'a single statement', input: { ...base, items: [{ statement: 'Cats bark', correct: false }] } },
  ],
  invalid: [
    { name: 'no statements', input: { ...base, items: [] }, issues: [{ path: ['items'], message: 'exercise.statementsMissing' }] },
    { name: 'no items field', input: { ...base }, issues: [{ path: ['items'], message: 'exercise.statementsMissing' }] },
    {
      name: 'a blank statement',
      input: { ...base, items: [{ statement: 'Fine', correct: true }, { statement: '  ', correct: false }] },
      issues: [{ path: ['items', 1, 'statement'], message: 'exercise.itemRequired' }],
    },
    {
      name: 'a statement without its flag',
      input: { ...base, items: [{ statement: 'Fine' }] },
      issues: [{ path: ['items', 0, 'correct'], message: 'exercise.correctFlag' }],
    },
    {
      name: 'a statement over 500 characters',
      input: { ...base, items: [{ statement: 'x'.repeat(501), correct: true }] },
      issues: [{ path: ['items', 0, 'statement'], message: 'validation.maxLength' }],
    },
    {
      name: 'more than 100 statements',
      input: { ...base, items: Array.from({ length: 101 }, () => ({ statement: 'Same', correct: true })) },
      issues: [{ path: ['items'], message: 'exercise.tooMany' }],
    },
    {
      name: 'a foreign field on a statement',
      input: { ...base, items: [{ statement: 'Fine', correct: true, hint: 'no' }] },
      issues: [{ path: ['items', 0], message: 'exercise.unknownField' }],
    },
  ],
  answers: [
    { name: 'all right', answer: { items: [true, false, true] }, items: [true, true, true] },
    { name: 'partly right, one unanswered', answer: { items: [true, true, null] }, items: [true, false, false] },
    { name: 'all wrong', answer: { items: [false, true, false] }, items: [false, false, false] },
    { name: 'nothing answered', answer: { items: [null, null, null] }, items: [false, false, false] },
    { name: 'a short answer: the rest are wrong', answer: { items: [true] }, items: [true, false, false] },
  ],
  badAnswers: [
    { name: 'a string for a statement', answer: { items: ['true'] } },
    { name: 'no items', answer: {} },
    { name: 'not an object', answer: [true] },
  ],
  keyOrders: () => [],
  solve: (exercise) => ({ items: exercise.items.map(({ correct }) => correct) }),
};
