import { LANGUAGES, type Language } from '../contracts/index.js';

/** `a.b.c` -> value for every leaf; a leaf that is not a string is kept to be reported. */
function leaves(value: unknown, prefix = '', out: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(text: unknown): string {
  return typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort().join(',') : '';
}

/**
 * What is wrong with a catalogue given per language, as readable lines: a language or key
 * missing, an empty text, or placeholders that differ from English.
 */
export function localeProblems(catalogues: Partial<Record<Language, unknown>>): string[] {
  const flat = new Map(LANGUAGES.map((language) => [language, catalogues[language] === undefined ? undefined : leaves(catalogues[language])]));
  const allKeys = [...new Set([...flat.values()].flatMap((entries) => (entries ? [...entries.keys()] : [])))].sort();
  const english = flat.get('en');
  const found: string[] = [];
  for (const language of LANGUAGES) {
    const entries = flat.get(language);
    if (!entries) {
      found.push(`${language}: catalogue missing`);
      continue;
    }
    for (const key of allKeys) {
      const text = entries.get(key);
      if (!entries.has(key)) found.push(`${language}: missing "${key}"`);
      else if (typeof text !== 'string' || text.trim() === '') found.push(`${language}: empty "${key}"`);
      else if (english?.has(key) && placeholders(text) !== placeholders(english.get(key))) found.push(`${language}: placeholders of "${key}" differ from English`);
    }
  }
  return found;
}

/**
 * The one locale-completeness test: every app calls it for its namespace, so a key missing,
 * empty or with other placeholders in any of the seven languages fails that app's tests.
 */
export function describeLocales(name: string, load: (language: Language) => Promise<unknown>): void {
  describe(`${name} locales`, () => {
    it('has every key, non-empty and with the same placeholders, in all seven languages', async () => {
      const catalogues: Partial<Record<Language, unknown>> = {};
      for (const language of LANGUAGES) catalogues[language] = await load(language);
      expect(localeProblems(catalogues)).toEqual([]);
    });
  });
}
