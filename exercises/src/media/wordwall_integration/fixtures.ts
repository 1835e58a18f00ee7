import type { MediaFixtures } from '../../fixture.js';

const type = 'wordwall_integration';
const base = { type, title: 'Animals quiz', instruction: 'Play the game twice' } as const;
const message = 'exercise.wordwallLink';

export const wordwallIntegrationFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'a resource page', input: { ...base, link: 'https://wordwall.net/resource/1234567/animals-quiz' }, frame: 'https://wordwall.net/resource/1234567' },
    { name: 'a resource page with a language', input: { ...base, link: 'https://wordwall.net/uk/resource/1234567/tvaryny' }, frame: 'https://wordwall.net/resource/1234567' },
    { name: 'a play page', input: { ...base, link: 'https://wordwall.net/play/12345/678/901' }, frame: 'https://wordwall.net/play/12345/678/901' },
    {
      name: 'an embed link',
      input: { ...base, link: 'https://wordwall.net/embed/0a1b2c3d4e5f60718293a4b5c6d7e8f9?themeId=1&templateId=5' },
      frame: 'https://wordwall.net/embed/0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    },
  ],
  invalid: [
    { name: 'the home page', input: { ...base, link: 'https://wordwall.net/' }, issues: [{ path: ['link'], message }] },
    { name: 'a teacher profile', input: { ...base, link: 'https://wordwall.net/teacher/42/anna' }, issues: [{ path: ['link'], message }] },
    { name: 'another site', input: { ...base, link: 'https://quizlet.com/123456/' }, issues: [{ path: ['link'], message }] },
  ],
};
