import { LANGUAGES } from '@school/shared';
import { loadContentLocale } from '../routes';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

describe('content locales', () => {
  it('has every key of English, with the same placeholders and no empty text, in all seven languages', async () => {
    const english = (await loadContentLocale('en')) as Tree;
    const englishKeys = keys(english).sort();
    const lookup = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    for (const language of LANGUAGES) {
      const tree = (await loadContentLocale(language)) as Tree;
      expect({ language, keys: keys(tree).sort() }).toEqual({ language, keys: englishKeys });
      for (const key of englishKeys) {
        const text = lookup(tree, key);
        expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
        expect({ language, key, placeholders: placeholders(String(text)) }).toEqual({ language, key, placeholders: placeholders(String(lookup(english, key))) });
      }
    }
  });
});
