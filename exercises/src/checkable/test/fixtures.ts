import type { ExerciseFixtures } from '../../fixture.js';

const type = 'test';
const base = { type, title: 'Quiz', instruction: '' } as const;
const answers = (...texts: Array<[string, boolean]>) => texts.map(([text, correct]) => ({ text, correct }));

export const testFixtures: ExerciseFixtures<typeof type> = {
  type,
  valid: [
    {
      name: 'one single-choice and one multiple-choice question',
      input: {
        ...base,
        questions: [
          { question: 'Capital of France?', answers: answers(['Paris', true], ['Rome', false], ['Kyiv', false]) },
          { question: 'Which are colours?', answers: answers(['red', true], ['table', false], ['blue', true]) },
        ],
      },
    },
    {
      name: 'a correct flag left out means false',
      input: { ...base, questions: [{ question: 'Yes?', answers: [{ text: 'yes', correct: true }, { text: 'no' }] }] },
      parsed: { questions: [{ question: 'Yes?', answers: answers(['yes', true], ['no', false]) }] },
    },
  ],
  invalid: [
    { name: 'no question', input: { ...base, questions: [] }, issues: [{ path: ['questions'], message: 'exercise.questionsMissing' }] },
    {
      name: 'a question with one answer',
      input: { ...base, questions: [{ question: 'Only?', answers: answers(['yes', true]) }] },
      issues: [{ path: ['questions', 0, 'answers'], message: 'exercise.answersTooFew' }],
    },
    {
      name: 'a question without a correct answer',
      input: {
        ...base,
        questions: [
          { question: 'Fine?', answers: answers(['a', true], ['b', false]) },
          { question: 'None?', answers: answers(['a', false], ['b', false]) },
        ],
      },
      issues: [{ path: ['questions', 1, 'answers'], message: 'exercise.correctAnswerMissing' }],
    },
    {
      name: 'a blank question',
      input: { ...base, questions: [{ question: ' ', answers: answers(['a', true], ['b', false]) }] },
      issues: [{ path: ['questions', 0, 'question'], message: 'exercise.itemRequired' }],
    },
    {
      name: 'a blank answer',
      input: { ...base, questions: [{ question: 'Q?', answers: answers(['a', true], ['', false]) }] },
      issues: [{ path: ['questions', 0, 'answers', 1, 'text'], message: 'exercise.itemRequired' }],
    },
    {
      name: 'a correct flag that is not a boolean',
      input: { ...base, questions: [{ question: 'Q?', answers: [{ text: 'a', correct: 'yes' }, { text: 'b' }] }] },
      issues: [{ path: ['questions', 0, 'answers', 0, 'correct'], message: 'exercise.correctFlag' }],
    },
  ],
  answers: [
    { name: 'all right', answer: { questions: [[0], [2, 0]] }, items: [true, true] },
    { name: 'partly right: one of two colours', answer: { questions: [[0], [0]] }, items: [true, false] },
    { name: 'a wrong extra choice spoils the question', answer: { questions: [[0, 1], [0, 2]] }, items: [false, true] },
    { name: 'all wrong', answer: { questions: [[1], [1]] }, items: [false, false] },
    { name: 'an index past the answers is wrong', answer: { questions: [[0, 7], [0, 2]] }, items: [false, true] },
    { name: 'nothing chosen', answer: { questions: [] }, items: [false, false] },
  ],
  badAnswers: [
    { name: 'a negative index', answer: { questions: [[-1]] } },
    { name: 'a fractional index', answer: { questions: [[0.5]] } },
    { name: 'a flat list', answer: { questions: [0, 1] } },
  ],
  keyOrders: () => [],
  solve: (exercise) => ({
    questions: exercise.questions.map(({ answers: options }) => options.flatMap(({ correct }, index) => (correct ? [index] : []))),
  }),
};
