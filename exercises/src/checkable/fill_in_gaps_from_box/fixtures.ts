import type { ExerciseFixtures } from '../../fixture.js';
import { parseGapText } from '../../text.js';

const type = 'fill_in_gaps_from_box';
const base = { type, title: 'Words from the box', instruction: '' } as const;

export const fillInGapsFromBoxFixtures: ExerciseFixtures<typeof type> = {
  type,
  valid: [
    {
      name: 'three blanks and two distractors',
      input: { ...base, text: 'We [went|had gone] to the [park] and [saw] a dog.', distractors: [' go ', 'seen'] },
      parsed: { distractors: ['go', 'seen'] },
    },
    { name: 'no distractors (defaults to none)', input: { ...base, text: 'The [cat] sat on the [mat].' }, parsed: { distractors: [] } },
    { name: 'the same word in two blanks', input: { ...base, text: '[one] by [one]', distractors: ['two'] } },
  ],
  invalid: [
    { name: 'no blank', input: { ...base, text: 'Nothing to fill', distractors: [] }, issues: [{ path: ['text'], message: 'exercise.gapsMissing' }] },
    { name: 'an empty blank', input: { ...base, text: 'A [ ] here' }, issues: [{ path: ['text'], message: 'exercise.gapEmpty' }] },
    {
      name: 'a blank distractor',
      input: { ...base, text: 'A [b]', distractors: ['c', ' '] },
      issues: [{ path: ['distractors', 1], message: 'exercise.itemRequired' }],
    },
    {
      name: 'more than 100 distractors',
      input: { ...base, text: 'A [b]', distractors: Array.from({ length: 101 }, (_, i) => `w${i}`) },
      issues: [{ path: ['distractors'], message: 'exercise.tooMany' }],
    },
    { name: 'the option syntax of another type', input: { ...base, text: 'She [go/goes*]', extra: true }, issues: [{ path: [], message: 'exercise.unknownField' }] },
  ],
  answers: [
    { name: 'all right', answer: { gaps: ['went', 'park', 'saw'] }, items: [true, true, true] },
    { name: 'an alternative not in the box still counts', answer: { gaps: ['had gone', 'Park', 'saw'] }, items: [true, true, true] },
    { name: 'partly right, a distractor used', answer: { gaps: ['go', 'park', ''] }, items: [false, true, false] },
    { name: 'all wrong', answer: { gaps: ['seen', 'go', 'went'] }, items: [false, false, false] },
  ],
  badAnswers: [
    { name: 'indexes instead of words', answer: { gaps: [0, 1] } },
    { name: 'a null gap', answer: { gaps: [null] } },
  ],
  keyOrders: (exercise) =>
    exercise.type === type ? [[...parseGapText(exercise.text).gaps.map((answers) => answers[0] ?? ''), ...exercise.distractors]] : [],
  solve: (exercise) => ({ gaps: parseGapText(exercise.text).gaps.map((answers) => answers[0] ?? '') }),
};
