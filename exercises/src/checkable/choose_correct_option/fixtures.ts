import type { ExerciseFixtures } from '../../fixture.js';
import { parseOptionText } from '../../text.js';

const type = 'choose_correct_option';
const base = { type, title: 'Choose the right form', instruction: 'One option per bracket' } as const;

export const chooseCorrectOptionFixtures: ExerciseFixtures<typeof type> = {
  type,
  valid: [
    { name: 'two brackets', input: { ...base, text: 'She [go/goes*/going] to school and [is*/are] happy.' } },
    { name: 'spaces around options and the mark', input: { ...base, text: 'I [ am * / is / are ] here' } },
    { name: 'an apostrophe in an option', input: { ...base, text: "It [isn't*/aren't] cold" } },
  ],
  invalid: [
    { name: 'no bracket', input: { ...base, text: 'She goes to school' }, issues: [{ path: ['text'], message: 'exercise.optionsMissing' }] },
    { name: 'one option', input: { ...base, text: 'She [goes*] home' }, issues: [{ path: ['text'], message: 'exercise.optionsTooFew' }] },
    { name: 'no option marked', input: { ...base, text: 'She [go/goes] home' }, issues: [{ path: ['text'], message: 'exercise.optionsOneCorrect' }] },
    { name: 'two options marked', input: { ...base, text: 'She [go*/goes*] home' }, issues: [{ path: ['text'], message: 'exercise.optionsOneCorrect' }] },
    { name: 'an empty option', input: { ...base, text: 'She [go//goes*] home' }, issues: [{ path: ['text'], message: 'exercise.optionEmpty' }] },
    { name: 'only a mark as an option', input: { ...base, text: 'She [go/*] home' }, issues: [{ path: ['text'], message: 'exercise.optionEmpty' }] },
    { name: 'an unclosed bracket', input: { ...base, text: 'She [go/goes* home' }, issues: [{ path: ['text'], message: 'exercise.bracketUnclosed' }] },
    {
      name: 'the second bracket broken',
      input: { ...base, text: 'She [go/goes*] and [is/are]' },
      issues: [{ path: ['text'], message: 'exercise.optionsOneCorrect' }],
    },
  ],
  answers: [
    { name: 'all right', answer: { gaps: ['goes', 'is'] }, items: [true, true] },
    { name: 'partly right', answer: { gaps: ['going', 'is'] }, items: [false, true] },
    { name: 'all wrong', answer: { gaps: ['go', 'are'] }, items: [false, false] },
    { name: 'a text that is no option', answer: { gaps: ['goes*', 'is'] }, items: [false, true] },
    { name: 'nothing chosen', answer: { gaps: [] }, items: [false, false] },
  ],
  badAnswers: [{ name: 'an option index', answer: { gaps: [1, 0] } }],
  keyOrders: () => [],
  solve: (exercise) => ({ gaps: parseOptionText(exercise.text).gaps.map(({ options, correct }) => options[correct] ?? '') }),
};
