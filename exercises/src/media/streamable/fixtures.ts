import type { MediaFixtures } from '../../fixture.js';

const type = 'streamable';
const base = { type, title: 'A short clip', instruction: '' } as const;
const message = 'exercise.streamableLink';

export const streamableFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'a video page', input: { ...base, link: 'https://streamable.com/moo7x' }, frame: 'https://streamable.com/e/moo7x' },
    { name: 'an embed link', input: { ...base, link: 'https://streamable.com/e/moo7x?autoplay=1' }, frame: 'https://streamable.com/e/moo7x' },
  ],
  invalid: [
    { name: 'no link', input: { ...base }, issues: [{ path: ['link'], message: 'validation.required' }] },
    { name: 'another site', input: { ...base, link: 'https://youtu.be/dQw4w9WgXcQ' }, issues: [{ path: ['link'], message }] },
    { name: 'a deeper path', input: { ...base, link: 'https://streamable.com/moo7x/extra' }, issues: [{ path: ['link'], message }] },
    { name: 'not a link', input: { ...base, link: 'streamable moo7x' }, issues: [{ path: ['link'], message }] },
  ],
};
