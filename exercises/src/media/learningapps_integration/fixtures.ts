import type { MediaFixtures } from '../../fixture.js';

const type = 'learningapps_integration';
const base = { type, title: 'Colours', instruction: 'Match each colour' } as const;
const message = 'exercise.learningappsLink';

export const learningappsIntegrationFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'an app by number', input: { ...base, link: 'https://learningapps.org/1234567' }, frame: 'https://learningapps.org/watch?app=1234567' },
    { name: 'a view link', input: { ...base, link: 'https://learningapps.org/view?v=p1k2x3a4b20' }, frame: 'https://learningapps.org/watch?v=p1k2x3a4b20' },
    { name: 'a watch (embed) link', input: { ...base, link: 'https://learningapps.org/watch?v=p1k2x3a4b20' }, frame: 'https://learningapps.org/watch?v=p1k2x3a4b20' },
  ],
  invalid: [
    { name: 'the home page', input: { ...base, link: 'https://learningapps.org/' }, issues: [{ path: ['link'], message }] },
    { name: 'a view link without its app', input: { ...base, link: 'https://learningapps.org/view' }, issues: [{ path: ['link'], message }] },
    { name: 'a code with odd characters', input: { ...base, link: 'https://learningapps.org/watch?v=%22%3E%3Cscript' }, issues: [{ path: ['link'], message }] },
  ],
};
