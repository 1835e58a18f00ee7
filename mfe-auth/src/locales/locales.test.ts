import { LANGUAGES } from '@school/shared';
import { loadAuthLocale } from '../i18n';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

describe('auth locales', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every English key, and no empty or extra ones', async (language) => {
    const english = leaves((await loadAuthLocale('en')) as Tree);
    const other = leaves((await loadAuthLocale(language)) as Tree);

    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of other) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
  });

  it('keeps the same {{placeholders}} in every language', async () => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(',');
    const english = leaves((await loadAuthLocale('en')) as Tree);
    for (const language of LANGUAGES) {
      const other = leaves((await loadAuthLocale(language)) as Tree);
      for (const [key, text] of english) expect({ language, key, found: placeholders(other.get(key) ?? '') }).toEqual({ language, key, found: placeholders(text) });
    }
  });
});
