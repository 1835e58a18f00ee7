import type { MediaFixtures } from '../../fixture.js';
import { PICTURE } from '../image/fixtures.js';

const type = 'image_set';
const base = { type, title: 'Rooms of a house', instruction: '' } as const;
const OTHER = '/tenant/files/4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d';

export const imageSetFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'two pictures, one captioned', input: { ...base, images: [{ image: PICTURE, caption: 'kitchen' }, { image: OTHER }] }, parsed: { images: [{ image: PICTURE, caption: 'kitchen' }, { image: OTHER, caption: '' }] } },
    { name: 'twenty pictures', input: { ...base, images: Array.from({ length: 20 }, () => ({ image: PICTURE })) } },
  ],
  invalid: [
    { name: 'no pictures', input: { ...base, images: [] }, issues: [{ path: ['images'], message: 'exercise.imagesMissing' }] },
    { name: 'more than 20 pictures', input: { ...base, images: Array.from({ length: 21 }, () => ({ image: PICTURE })) }, issues: [{ path: ['images'], message: 'exercise.tooManyImages' }] },
    { name: 'a picture not uploaded', input: { ...base, images: [{ image: '' }] }, issues: [{ path: ['images', 0, 'image'], message: 'exercise.imageRequired' }] },
    { name: 'a foreign field', input: { ...base, images: [{ image: PICTURE, label: 'x' }] }, issues: [{ path: ['images', 0], message: 'exercise.unknownField' }] },
  ],
};
