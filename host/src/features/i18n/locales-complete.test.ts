import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, MESSAGES } from '@school/shared/contracts';

/**
 * Every string of the shell and of every remote must exist, non-empty, in all seven
 * languages. The test walks the repository, so a new remote is checked without edits here.
 */
const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

function localeFolders(): string[] {
  const folders = [path.join(repoRoot, 'host', 'src', 'locales')];
  for (const entry of fs.readdirSync(repoRoot, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name.startsWith('mfe-')) {
      const folder = path.join(repoRoot, entry.name, 'src', 'locales');
      if (fs.existsSync(folder)) folders.push(folder);
    }
  }
  return folders;
}

/** `a.b.c` -> value, for every leaf; a leaf that is not a non-empty string is kept as is to be reported. */
function flatten(value: unknown, prefix = '', out: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Problems of a catalogue given per language, as readable lines. */
function problems(catalogues: Record<string, unknown>): string[] {
  const flat = Object.fromEntries(Object.entries(catalogues).map(([language, catalogue]) => [language, flatten(catalogue)]));
  const allKeys = new Set(Object.values(flat).flatMap((entries) => [...entries.keys()]));
  const found: string[] = [];
  for (const language of LANGUAGES) {
    const entries = flat[language];
    if (!entries) {
      found.push(`${language}: catalogue missing`);
      continue;
    }
    for (const key of allKeys) {
      const text = entries.get(key);
      if (!entries.has(key)) found.push(`${language}: missing "${key}"`);
      else if (typeof text !== 'string' || text.trim() === '') found.push(`${language}: empty "${key}"`);
    }
  }
  return found;
}

describe('translations are complete in all seven languages', () => {
  const folders = localeFolders();

  it('finds the host catalogue', () => {
    expect(folders[0]).toMatch(/host[\\/]src[\\/]locales$/);
  });

  it.each(folders.map((folder) => [path.relative(repoRoot, folder), folder]))('%s', (_name, folder) => {
    const files = fs.readdirSync(folder).filter((file) => file.endsWith('.json'));
    const unexpected = files.filter((file) => !(LANGUAGES as readonly string[]).includes(path.basename(file, '.json')));
    const catalogues: Record<string, unknown> = {};
    for (const language of LANGUAGES) {
      const file = path.join(folder, `${language}.json`);
      if (fs.existsSync(file)) catalogues[language] = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    }
    expect(unexpected).toEqual([]);
    expect(problems(catalogues)).toEqual([]);
  });

  it('shared MESSAGES', () => {
    expect(problems(MESSAGES)).toEqual([]);
  });

  it('reports a missing or empty key', () => {
    const broken: Record<string, unknown> = Object.fromEntries(LANGUAGES.map((language) => [language, { a: { b: 'x' }, c: 'y' }]));
    broken.de = { a: { b: '' } };
    expect(problems(broken)).toEqual(['de: empty "a.b"', 'de: missing "c"']);
  });
});
