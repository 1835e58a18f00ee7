import type { MediaFixtures } from '../../fixture.js';
import { PICTURE } from '../image/fixtures.js';

const type = 'gif';
const base = { type, title: 'Waving hello', instruction: '' } as const;

export const gifFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [{ name: 'an uploaded GIF', input: { ...base, gif: PICTURE } }],
  invalid: [
    { name: 'no GIF', input: { ...base }, issues: [{ path: ['gif'], message: 'exercise.gifRequired' }] },
    { name: 'a GIF from another site', input: { ...base, gif: 'https://media.example/wave.gif' }, issues: [{ path: ['gif'], message: 'exercise.imageInvalid' }] },
    { name: 'a caption (gif has none)', input: { ...base, gif: PICTURE, caption: 'x' }, issues: [{ path: [], message: 'exercise.unknownField' }] },
  ],
};
