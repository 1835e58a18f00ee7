import type { MediaFixtures } from '../../fixture.js';

const type = 'figma';
const base = { type, title: 'Flashcard design', instruction: '' } as const;
const message = 'exercise.figmaLink';
const frame = (page: string) => `https://www.figma.com/embed?embed_host=school&url=${encodeURIComponent(page)}`;

export const figmaFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'a design', input: { ...base, link: 'https://www.figma.com/design/AbCdEf1234567890/Flashcards?node-id=12-34&t=xyz' }, frame: frame('https://www.figma.com/design/AbCdEf1234567890?node-id=12-34') },
    { name: 'a file', input: { ...base, link: 'https://figma.com/file/AbCdEf1234567890/Flashcards' }, frame: frame('https://www.figma.com/file/AbCdEf1234567890') },
    { name: 'a prototype', input: { ...base, link: 'https://www.figma.com/proto/AbCdEf1234567890/Flashcards' }, frame: frame('https://www.figma.com/proto/AbCdEf1234567890') },
  ],
  invalid: [
    { name: 'a community page', input: { ...base, link: 'https://www.figma.com/community/file/123' }, issues: [{ path: ['link'], message }] },
    { name: 'a broken key', input: { ...base, link: 'https://www.figma.com/design/abc/x' }, issues: [{ path: ['link'], message }] },
    { name: 'another site', input: { ...base, link: 'https://miro.com/app/board/uXjVOa1B2c3=/' }, issues: [{ path: ['link'], message }] },
  ],
};
