import type { MediaFixtures } from '../../fixture.js';

const type = 'miro_integration';
const base = { type, title: 'Our class board', instruction: '' } as const;
const message = 'exercise.miroLink';

export const miroIntegrationFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'a board', input: { ...base, link: 'https://miro.com/app/board/uXjVOa1B2c3=/' }, frame: 'https://miro.com/app/live-embed/uXjVOa1B2c3=/' },
    { name: 'a live embed', input: { ...base, link: 'https://miro.com/app/live-embed/uXjVOa1B2c3=/?moveToViewport=1' }, frame: 'https://miro.com/app/live-embed/uXjVOa1B2c3=/' },
  ],
  invalid: [
    { name: 'the dashboard', input: { ...base, link: 'https://miro.com/app/dashboard/' }, issues: [{ path: ['link'], message }] },
    { name: 'a template page', input: { ...base, link: 'https://miro.com/templates/mind-map/' }, issues: [{ path: ['link'], message }] },
  ],
};
