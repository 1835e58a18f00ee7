import type { ExerciseFixtures } from '../../fixture.js';
import { wordsOf } from './content.js';

const type = 'word_order';
const base = { type, title: 'Put the words in order', instruction: '' } as const;

export const wordOrderFixtures: ExerciseFixtures<typeof type> = {
  type,
  valid: [
    { name: 'two sentences', input: { ...base, sentences: ['I like green tea.', 'Where do you live?'] } },
    { name: 'a repeated word', input: { ...base, sentences: ['the cat saw the dog'] } },
    { name: 'extra spaces', input: { ...base, sentences: ['  She   reads books  '] }, parsed: { sentences: ['She   reads books'] } },
  ],
  invalid: [
    { name: 'no sentence', input: { ...base, sentences: [] }, issues: [{ path: ['sentences'], message: 'exercise.sentencesMissing' }] },
    {
      name: 'a one-word sentence',
      input: { ...base, sentences: ['Hello there', 'Hi'] },
      issues: [{ path: ['sentences', 1], message: 'exercise.sentenceTooShort' }],
    },
    { name: 'a blank sentence', input: { ...base, sentences: [' '] }, issues: [{ path: ['sentences', 0], message: 'exercise.itemRequired' }] },
  ],
  answers: [
    {
      name: 'all right',
      answer: { sentences: [['I', 'like', 'green', 'tea.'], ['Where', 'do', 'you', 'live?']] },
      items: [true, true],
    },
    {
      name: 'partly right',
      answer: { sentences: [['I', 'like', 'tea.', 'green'], ['where', 'do', 'you', 'live?']] },
      items: [false, true],
    },
    {
      name: 'all wrong',
      answer: { sentences: [['green', 'I', 'like', 'tea.'], ['Where', 'you', 'do', 'live?']] },
      items: [false, false],
    },
    { name: 'a sentence missing', answer: { sentences: [['I', 'like', 'green', 'tea.']] }, items: [true, false] },
    { name: 'words left out', answer: { sentences: [['I', 'like'], []] }, items: [false, false] },
    { name: 'a sentence sent as one word is no ordering', answer: { sentences: [['I like green tea.'], ['Where do', 'you live?']] }, items: [false, false] },
    { name: 'case and typographic marks do not matter', answer: { sentences: [['i', 'LIKE', 'green', 'tea.'], ['where', 'do', 'you', 'live?']] }, items: [true, true] },
  ],
  badAnswers: [{ name: 'a sentence as one string', answer: { sentences: ['I like green tea.'] } }],
  keyOrders: (exercise) => (exercise.type === type ? exercise.sentences.map(wordsOf) : []),
  solve: (exercise, copy) => ({
    // Rebuild each sentence from the shuffled words the student sees.
    sentences: exercise.sentences.map((sentence, index) => {
      const pool = [...(copy.sentences[index] ?? [])];
      return wordsOf(sentence).map((word) => pool.splice(pool.indexOf(word), 1)[0] ?? '');
    }),
  }),
};
