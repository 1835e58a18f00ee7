import type { MediaFixtures } from '../../fixture.js';

const type = 'article';
const base = { type, title: 'My family', instruction: 'Read the text' } as const;

export const RICH_ARTICLE =
  '<h2>My family</h2><p>I have <strong>two</strong> brothers and <em>one</em> sister.</p><ul><li>Taras is ten.</li><li>Olena is seven.</li></ul>' +
  '<p>Read more on <a href="https://example.org/family">this page</a>.</p>' +
  '<table><tbody><tr><th>Name</th><th>Age</th></tr><tr><td>Taras</td><td>10</td></tr></tbody></table>';

export const articleFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    { name: 'a rich text with headings, lists, links and a table', input: { ...base, article: { format: 'rich', text: RICH_ARTICLE } } },
    {
      name: 'a plain text',
      input: { ...base, article: { format: 'plain', text: ' My name is Anna.\n\nI live in Lviv. ' } },
      parsed: { article: { format: 'plain', text: 'My name is Anna.\n\nI live in Lviv.' } },
    },
    { name: 'a text in Arabic', input: { ...base, title: '', article: { format: 'plain', text: 'مرحبا بكم في الدرس' } } },
  ],
  invalid: [
    { name: 'no article', input: { ...base }, issues: [{ path: ['article'], message: 'validation.invalidInput' }] },
    { name: 'an empty text', input: { ...base, article: { format: 'plain', text: '  ' } }, issues: [{ path: ['article', 'text'], message: 'validation.required' }] },
    { name: 'an unknown format', input: { ...base, article: { format: 'markdown', text: '# Hi' } }, issues: [{ path: ['article', 'format'], message: 'exercise.articleFormat' }] },
    { name: 'a text over 60 000 characters', input: { ...base, article: { format: 'plain', text: 'x'.repeat(60_001) } }, issues: [{ path: ['article', 'text'], message: 'exercise.articleTooLong' }] },
    { name: 'a foreign field', input: { ...base, article: { format: 'plain', text: 'Hi', html: '<b>x</b>' } }, issues: [{ path: ['article'], message: 'exercise.unknownField' }] },
  ],
};
