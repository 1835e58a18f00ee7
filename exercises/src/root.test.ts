import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every module the root export reaches inside this package, with the packages it imports. */
function importGraph(entry: string) {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/gu)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/u, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files: [...seen], packages: [...packages] };
}

describe('the root export', () => {
  const { files, packages } = importGraph(join(__dirname, 'index.ts'));

  it('is React-free: the API and the sign-in page never pay for components', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(packages.sort()).toEqual(['@school/shared/contracts', 'zod/mini']);
  });

  it('carries no fixtures, editors or players', () => {
    // Paths relative to src: the checkout's own folder may be called anything (even "players").
    const inside = files.map((file) => relative(__dirname, file));
    expect(inside.filter((file) => /^(editors|players|testing|locales)\/|fixture/u.test(file))).toEqual([]);
    expect(inside.every((file) => !file.startsWith('..'))).toBe(true);
  });
});
