import type { MediaFixtures } from '../../fixture.js';

const type = 'image';
const base = { type, title: 'Our classroom', instruction: 'Describe the picture' } as const;
export const PICTURE = '/tenant/files/3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

export const imageFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'a picture with a caption', input: { ...base, image: PICTURE, caption: ' A bright classroom ' }, parsed: { caption: 'A bright classroom' } },
    { name: 'a picture without caption or title', input: { ...base, title: '', image: PICTURE }, parsed: { caption: '' } },
  ],
  invalid: [
    { name: 'no picture', input: { ...base }, issues: [{ path: ['image'], message: 'exercise.imageRequired' }] },
    { name: 'a picture from another site', input: { ...base, image: 'https://evil.example/cat.png' }, issues: [{ path: ['image'], message: 'exercise.imageInvalid' }] },
    { name: 'a data address', input: { ...base, image: 'data:image/png;base64,AAAA' }, issues: [{ path: ['image'], message: 'exercise.imageInvalid' }] },
    { name: 'a caption over 500 characters', input: { ...base, image: PICTURE, caption: 'x'.repeat(501) }, issues: [{ path: ['caption'], message: 'validation.maxLength' }] },
  ],
};
