import path from 'node:path';

/**
 * A unit (a feature of an app, a module of the API, an exercise type) is used from outside only
 * through its public surface: its `index` (and any other entry named in `entries`). The rule
 * resolves every import to a path in the repository first, so the depth of the importing file and
 * the spelling of the path (`../../b/x`, `../../../features/b/x`, an alias) do not matter.
 *
 * Options: `{ root, aliases?, units: [{ pattern, entries?, from? }] }`
 * - `root`: the repository folder the patterns are relative to (absolute).
 * - `aliases`: `{ "@school/exercises/": "exercises/" }`, an import prefix and the folder it names.
 * - `pattern`: where units are, a path whose `*` matches within one folder name
 *   (`mfe-*\/src/features/*`); a folder matching it is one unit.
 * - `entries`: files besides `index` that are public (`fixtures` of an exercise type).
 * - `from`: `"units"` (default) checks only imports made inside another unit of the same
 *   pattern; `"everywhere"` checks every file.
 */

const SOURCE_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** @param {string} glob one path segment with `*` wildcards */
function segmentMatcher(glob) {
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${source}$`);
}

/**
 * @typedef {{ pattern: string, entries?: string[], from?: 'units' | 'everywhere' }} UnitOption
 * @typedef {{ matchers: RegExp[], entries: Set<string>, from: 'units' | 'everywhere', pattern: string }} UnitKind
 */

/**
 * The unit folder (repository-relative, `/`-separated) a path lies in, or null.
 * @param {UnitKind} kind
 * @param {string[]} segments
 * @param {boolean} mustBeInside a file is in a unit only below its folder; an import target may name the folder itself
 */
function unitOf(kind, segments, mustBeInside) {
  const depth = kind.matchers.length;
  if (segments.length < depth || (mustBeInside && segments.length === depth)) return null;
  for (let index = 0; index < depth; index += 1) {
    const matcher = kind.matchers[index];
    const segment = segments[index];
    if (matcher === undefined || segment === undefined || !matcher.test(segment)) return null;
  }
  return segments.slice(0, depth).join('/');
}

/** @param {string} relative */
function toSegments(relative) {
  return relative.split(path.sep).join('/').split('/').filter((segment) => segment !== '');
}

/** @type {import('eslint').Rule.RuleModule} */
export const importThroughIndex = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature, API module or exercise type is imported from outside only through its index.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
          units: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                pattern: { type: 'string' },
                entries: { type: 'array', items: { type: 'string' } },
                from: { enum: ['units', 'everywhere'] },
              },
              required: ['pattern'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'units'],
        additionalProperties: false,
      },
    ],
    messages: {
      throughIndex: '"{{source}}" reaches into {{unit}}; import it through its public surface ({{surface}}).',
    },
  },
  create(context) {
    const options = /** @type {{ root: string, aliases?: Record<string, string>, units: UnitOption[] }} */ (context.options[0]);
    const root = options.root;
    const aliases = Object.entries(options.aliases ?? {});
    /** @type {UnitKind[]} */
    const kinds = options.units.map((unit) => ({
      pattern: unit.pattern,
      matchers: unit.pattern.split('/').map(segmentMatcher),
      entries: new Set(['index', ...(unit.entries ?? [])]),
      from: unit.from ?? 'units',
    }));
    const filename = context.filename;
    const fileRelative = path.relative(root, filename);
    if (fileRelative.startsWith('..') || path.isAbsolute(fileRelative)) return {};
    const fileSegments = toSegments(fileRelative);

    /**
     * The repository-relative segments an import names, without extension, or null for packages.
     * @param {string} source
     */
    function targetOf(source) {
      let absolute;
      if (source.startsWith('.')) {
        absolute = path.resolve(path.dirname(filename), source);
      } else {
        const alias = aliases.find(([prefix]) => source.startsWith(prefix));
        if (alias === undefined) return null;
        absolute = path.resolve(root, alias[1], source.slice(alias[0].length));
      }
      const relative = path.relative(root, absolute);
      if (relative.startsWith('..')) return null;
      return toSegments(relative.replace(SOURCE_EXTENSION, ''));
    }

    /** @param {import('eslint').Rule.Node} node @param {unknown} value */
    function check(node, value) {
      if (typeof value !== 'string') return;
      const target = targetOf(value);
      if (target === null) return;
      for (const kind of kinds) {
        const targetUnit = unitOf(kind, target, false);
        if (targetUnit === null) continue;
        const ownUnit = unitOf(kind, fileSegments, true);
        if (ownUnit === targetUnit) continue;
        if (ownUnit === null && kind.from === 'units') continue;
        const inside = target.slice(kind.matchers.length).join('/');
        if (inside === '' || kind.entries.has(inside)) continue;
        context.report({
          node,
          messageId: 'throughIndex',
          data: { source: value, unit: targetUnit, surface: [...kind.entries].map((entry) => `${targetUnit}/${entry}`).join(', ') },
        });
      }
    }

    return {
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};
