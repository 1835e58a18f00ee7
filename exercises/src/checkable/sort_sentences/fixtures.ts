import type { ExerciseFixtures } from '../../fixture.js';

const type = 'sort_sentences';
const base = { type, title: 'Put the story in order', instruction: '' } as const;
const sentences = ['I woke up.', 'I had breakfast.', 'I went to school.', 'I came home.'];

export const sortSentencesFixtures: ExerciseFixtures<typeof type> = {
  type,
  valid: [
    { name: 'four sentences', input: { ...base, sentences } },
    { name: 'two sentences', input: { ...base, sentences: sentences.slice(0, 2) } },
  ],
  invalid: [
    { name: 'one sentence', input: { ...base, sentences: ['Alone.'] }, issues: [{ path: ['sentences'], message: 'exercise.sentencesTooFew' }] },
    { name: 'a blank sentence', input: { ...base, sentences: ['One.', ''] }, issues: [{ path: ['sentences', 1], message: 'exercise.itemRequired' }] },
    { name: 'sentences as one text', input: { ...base, sentences: 'One. Two.' }, issues: [{ path: ['sentences'], message: 'exercise.sentencesTooFew' }] },
  ],
  answers: [
    { name: 'all right', answer: (copy) => ({ order: sentences.map((s) => copy.sentences.indexOf(s)) }), items: [true, true, true, true] },
    {
      name: 'partly right: the middle two swapped',
      answer: (copy) => ({ order: [0, 2, 1, 3].map((i) => copy.sentences.indexOf(sentences[i] ?? '')) }),
      items: [true, false, false, true],
    },
    {
      name: 'all wrong: reversed',
      answer: (copy) => ({ order: [...sentences].reverse().map((s) => copy.sentences.indexOf(s)) }),
      items: [false, false, false, false],
    },
    { name: 'only the first placed', answer: (copy) => ({ order: [copy.sentences.indexOf(sentences[0] ?? '')] }), items: [true, false, false, false] },
  ],
  badAnswers: [
    { name: 'sentences instead of indexes', answer: { order: ['I woke up.'] } },
    { name: 'no order', answer: { sentences: [] } },
  ],
  keyOrders: (exercise) => (exercise.type === type ? [exercise.sentences] : []),
  solve: (exercise, copy) => {
    // Each position takes a not yet used shown sentence with its text.
    const used = new Set<number>();
    return {
      order: exercise.sentences.map((sentence) => {
        const index = copy.sentences.findIndex((shown, at) => shown === sentence && !used.has(at));
        used.add(index);
        return index;
      }),
    };
  },
};
