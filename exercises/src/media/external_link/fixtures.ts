import type { MediaFixtures } from '../../fixture.js';

const type = 'external_link';
const base = { type, title: 'Read more', instruction: '' } as const;
const message = 'exercise.webLink';

export const externalLinkFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    {
      name: 'a page with a label',
      input: { ...base, link: ' https://learnenglish.britishcouncil.org/grammar ', label: ' Grammar pages ' },
      parsed: { link: 'https://learnenglish.britishcouncil.org/grammar', label: 'Grammar pages' },
    },
    { name: 'a page without a label', input: { ...base, link: 'http://example.org/words?level=a1' }, parsed: { label: '' } },
  ],
  invalid: [
    { name: 'no link', input: { ...base }, issues: [{ path: ['link'], message: 'validation.required' }] },
    { name: 'a script address', input: { ...base, link: 'javascript:alert(1)' }, issues: [{ path: ['link'], message }] },
    { name: 'a data address', input: { ...base, link: 'data:text/html,<b>x</b>' }, issues: [{ path: ['link'], message }] },
    { name: 'not an address', input: { ...base, link: 'see the book' }, issues: [{ path: ['link'], message }] },
    { name: 'an address with user info', input: { ...base, link: 'https://bank.example@evil.example/' }, issues: [{ path: ['link'], message }] },
    { name: 'a link over 2000 characters', input: { ...base, link: `https://example.org/${'a'.repeat(2000)}` }, issues: [{ path: ['link'], message: 'validation.maxLength' }] },
  ],
};
