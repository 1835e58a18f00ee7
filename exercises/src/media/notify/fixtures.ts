import type { MediaFixtures } from '../../fixture.js';

const type = 'notify';
const base = { type, title: 'Note', instruction: '' } as const;

export const notifyFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    {
      name: 'a note for students',
      input: { ...base, text: ' Bring your dictionaries on Friday. ', color: 'yellow', visibleToStudent: true },
      parsed: { text: 'Bring your dictionaries on Friday.', color: 'yellow', visibleToStudent: true },
    },
    {
      name: 'a note for the teacher only',
      input: { ...base, text: 'Answer key is in the folder; spend 5 minutes here.', color: 'red', visibleToStudent: false },
      shown: false,
    },
    { name: 'a note with the defaults', input: { type, text: 'Well done!' }, parsed: { color: 'blue', visibleToStudent: true, title: '' } },
  ],
  invalid: [
    { name: 'no text', input: { ...base, color: 'blue', visibleToStudent: true }, issues: [{ path: ['text'], message: 'validation.required' }] },
    { name: 'a blank text', input: { ...base, text: '   ' }, issues: [{ path: ['text'], message: 'validation.required' }] },
    { name: 'a colour outside the palette', input: { ...base, text: 'Hi', color: '#ff0000' }, issues: [{ path: ['color'], message: 'exercise.noteColor' }] },
    { name: 'CSS as a colour', input: { ...base, text: 'Hi', color: 'red;background:url(x)' }, issues: [{ path: ['color'], message: 'exercise.noteColor' }] },
    { name: 'a text as the flag', input: { ...base, text: 'Hi', visibleToStudent: 'no' }, issues: [{ path: ['visibleToStudent'], message: 'validation.invalidInput' }] },
    { name: 'a text over 5000 characters', input: { ...base, text: 'x'.repeat(5001) }, issues: [{ path: ['text'], message: 'exercise.textTooLong' }] },
  ],
};
