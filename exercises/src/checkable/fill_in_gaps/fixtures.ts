import type { ExerciseFixtures } from '../../fixture.js';
import { parseGapText } from '../../text.js';

const type = 'fill_in_gaps';
const base = { type, title: 'Present simple', instruction: '' } as const;

export const fillInGapsFixtures: ExerciseFixtures<typeof type> = {
  type,
  valid: [
    {
      name: 'three blanks, one with an alternative',
      input: { ...base, title: '  Present simple  ', text: "I [am|'m] a student. She [is] from [Kyiv]." },
      parsed: { title: 'Present simple', instruction: '' },
    },
    { name: 'a blank at the start, with an instruction', input: { ...base, instruction: 'Fill in the gaps', text: '[Hello], world' } },
    { name: 'right-to-left text', input: { ...base, text: 'أنا [طالب] في المدرسة' } },
    { name: 'a long text that wraps', input: { ...base, text: `${'word '.repeat(400)}[end]` } },
  ],
  invalid: [
    { name: 'no blank', input: { ...base, text: 'No gaps here' }, issues: [{ path: ['text'], message: 'exercise.gapsMissing' }] },
    { name: 'an empty blank', input: { ...base, text: 'I [] here' }, issues: [{ path: ['text'], message: 'exercise.gapEmpty' }] },
    { name: 'an empty alternative', input: { ...base, text: 'I [am|] here' }, issues: [{ path: ['text'], message: 'exercise.gapEmpty' }] },
    { name: 'an unclosed bracket', input: { ...base, text: 'I [am here' }, issues: [{ path: ['text'], message: 'exercise.bracketUnclosed' }] },
    { name: 'a stray closing bracket', input: { ...base, text: 'I am] [here]' }, issues: [{ path: ['text'], message: 'exercise.bracketUnclosed' }] },
    { name: 'nested brackets', input: { ...base, text: 'I [a[m]] here' }, issues: [{ path: ['text'], message: 'exercise.bracketNested' }] },
    { name: 'a blank text', input: { ...base, text: '   ' }, issues: [{ path: ['text'], message: 'validation.required' }] },
    { name: 'no text', input: { ...base }, issues: [{ path: ['text'], message: 'validation.required' }] },
    {
      name: 'a text over 5000 characters',
      input: { ...base, text: `[a] ${'x'.repeat(5000)}` },
      issues: [{ path: ['text'], message: 'exercise.textTooLong' }],
    },
    {
      name: 'more than 100 blanks',
      input: { ...base, text: '[a] '.repeat(101) },
      issues: [{ path: ['text'], message: 'exercise.tooManyBlanks' }],
    },
    { name: 'a one-letter title', input: { ...base, title: 'A', text: '[a]' }, issues: [{ path: ['title'], message: 'validation.minLength' }] },
    { name: 'no title', input: { type, text: '[a]' }, issues: [{ path: ['title'], message: 'validation.required' }] },
    {
      name: 'an instruction over 500 characters',
      input: { ...base, instruction: 'x'.repeat(501), text: '[a]' },
      issues: [{ path: ['instruction'], message: 'validation.maxLength' }],
    },
    {
      name: 'a field of another type',
      input: { ...base, text: '[a]', distractors: ['b'] },
      issues: [{ path: [], message: 'exercise.unknownField' }],
    },
  ],
  answers: [
    { name: 'all right', answer: { gaps: ['am', 'is', 'Kyiv'] }, items: [true, true, true] },
    {
      name: 'alternatives, case, spacing and typographic apostrophes',
      answer: { gaps: ['\u2019m', '  IS ', 'kyiv'] },
      items: [true, true, true],
    },
    { name: 'partly right', answer: { gaps: ['are', 'is', ''] }, items: [false, true, false] },
    { name: 'all wrong', answer: { gaps: ['x', 'y', 'z'] }, items: [false, false, false] },
    { name: 'nothing filled in', answer: { gaps: [] }, items: [false, false, false] },
    { name: 'fewer gaps than blanks: the rest are wrong', answer: { gaps: ['am'] }, items: [true, false, false] },
    { name: 'more gaps than blanks: the extra are ignored', answer: { gaps: ['am', 'is', 'Kyiv', 'more'] }, items: [true, true, true] },
  ],
  badAnswers: [
    { name: 'gaps not a list', answer: { gaps: 'am' } },
    { name: 'a number for a gap', answer: { gaps: [1] } },
    { name: 'no gaps field', answer: {} },
    { name: 'a foreign field', answer: { gaps: [], items: [] } },
    { name: 'an answer over 500 characters', answer: { gaps: ['x'.repeat(501)] } },
  ],
  keyOrders: () => [],
  solve: (exercise) => ({ gaps: parseGapText(exercise.text).gaps.map((answers) => answers[0] ?? '') }),
};
