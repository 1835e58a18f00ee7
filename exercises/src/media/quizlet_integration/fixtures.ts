import type { MediaFixtures } from '../../fixture.js';

const type = 'quizlet_integration';
const base = { type, title: 'Family words', instruction: '' } as const;
const message = 'exercise.quizletLink';

export const quizletIntegrationFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'a set', input: { ...base, link: 'https://quizlet.com/512345678/family-members-flash-cards/' }, frame: 'https://quizlet.com/512345678/flashcards/embed' },
    { name: 'a set with a language', input: { ...base, link: 'https://quizlet.com/gb/512345678/family/' }, frame: 'https://quizlet.com/512345678/flashcards/embed' },
    { name: 'a match embed', input: { ...base, link: 'https://quizlet.com/512345678/match/embed?i=abc&x=1jj1' }, frame: 'https://quizlet.com/512345678/match/embed' },
  ],
  invalid: [
    { name: 'a search page', input: { ...base, link: 'https://quizlet.com/search?query=family' }, issues: [{ path: ['link'], message }] },
    { name: 'an unknown embed mode', input: { ...base, link: 'https://quizlet.com/512345678/hack/embed' }, issues: [{ path: ['link'], message }] },
    { name: 'another site', input: { ...base, link: 'https://wordwall.net/resource/1234567' }, issues: [{ path: ['link'], message }] },
  ],
};
