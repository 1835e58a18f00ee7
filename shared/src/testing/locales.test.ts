import { LANGUAGES } from '../contracts/index.js';
import { localeProblems } from './locales.js';

describe('localeProblems', () => {
  const complete = () => Object.fromEntries(LANGUAGES.map((language) => [language, { a: { b: 'x {{n}}' }, c: 'y' }]));

  it('finds nothing wrong in a complete catalogue', () => {
    expect(localeProblems(complete())).toEqual([]);
  });

  it('reports a missing language, a missing or empty key and changed placeholders', () => {
    const broken: Record<string, unknown> = complete();
    broken.de = { a: { b: '' } };
    broken.fr = { a: { b: 'x {{count}}' }, c: 'y' };
    delete broken.zh;
    expect(localeProblems(broken)).toEqual(['fr: placeholders of "a.b" differ from English', 'zh: catalogue missing', 'de: empty "a.b"', 'de: missing "c"']);
  });
});
