// The mechanical steps of docs/adding-a-remote.md, and the checks that fail when one is skipped.
// Plain Node (no dependencies but ESLint for one check), so it runs before `pnpm install`
// has seen the new folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TEMPLATE_DIR = path.join(REPO_ROOT, 'scripts', 'remote-template');

export const LANGUAGES = ['uk', 'en', 'de', 'es', 'fr', 'it', 'zh'];

/** The files the recipe edits, relative to the repository root. */
export const RECIPE_FILES = {
  workspace: 'pnpm-workspace.yaml',
  registry: 'shared/remotes/registry.json',
  appConfig: 'host/public/app-config.json',
  composeConfig: 'host/deploy/app-config.compose.json',
  compose: 'docker-compose.yml',
  eslint: 'eslint.config.mjs',
};

/**
 * Ports that are not any app's dev server but are taken all the same. Dev servers' ports are read
 * from every webpack config; the remotes' from the registry, including its reservations.
 */
export const FIXED_PORTS = [
  { port: 8080, owner: 'the site and API (`pnpm start`, the compose host)' },
  { port: 4800, owner: 'the end-to-end run (E2E_PORT default)' },
  { port: 4801, owner: 'the end-to-end run (its second origin)' },
  { port: 4825, owner: 'the end-to-end run (its SMTP sink)' },
  { port: 5432, owner: 'PostgreSQL' },
  { port: 6379, owner: 'Redis' },
];

const FOLDER_PATTERN = /^mfe-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const read = (root, file) => fs.readFileSync(path.join(root, file), 'utf8');
const exists = (root, file) => fs.existsSync(path.join(root, file));

export function federationName(folder) {
  return folder.replace(/-/g, '_');
}

export function readRegistry(root) {
  const registry = JSON.parse(read(root, RECIPE_FILES.registry));
  return { ...registry, remotes: registry.remotes ?? [], reserved: registry.reserved ?? [] };
}

/**
 * The registry's own layout: objects down to each remote on their own lines, anything deeper on
 * one line, so an added remote is a diff of its own lines only.
 */
export function formatRegistry(registry) {
  const inline = (value) => {
    if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
    if (value && typeof value === 'object') return `{ ${Object.entries(value).map(([key, child]) => `${JSON.stringify(key)}: ${inline(child)}`).join(', ')} }`;
    return JSON.stringify(value);
  };
  const block = (value, depth) => {
    const isContainer = value && typeof value === 'object';
    if (!isContainer || depth > 2 || Object.keys(value).length === 0) return inline(value);
    const pad = '  '.repeat(depth + 1);
    const end = '  '.repeat(depth);
    const items = Array.isArray(value)
      ? value.map((child) => `${pad}${block(child, depth + 1)}`)
      : Object.entries(value).map(([key, child]) => `${pad}${JSON.stringify(key)}: ${block(child, depth + 1)}`);
    return Array.isArray(value) ? `[\n${items.join(',\n')}\n${end}]` : `{\n${items.join(',\n')}\n${end}}`;
  };
  return `${block(registry, 0)}\n`;
}

/** Folders listed under `packages:` in pnpm-workspace.yaml. */
export function workspacePackages(text) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  if (start === -1) return [];
  const folders = [];
  for (const line of lines.slice(start + 1)) {
    const match = /^\s+-\s+['"]?([^'"\s#]+)['"]?/.exec(line);
    if (match) folders.push(match[1]);
    else if (/^\S/.test(line)) break;
  }
  return folders;
}

/** Every `port: <n>` of every app's webpack config (the host, the remotes, e2e fixtures). */
export function webpackPorts(root) {
  const configs = [
    ...fs.readdirSync(root).map((folder) => path.join(folder, 'webpack.config.cjs')),
    ...(exists(root, 'e2e/fixtures') ? fs.readdirSync(path.join(root, 'e2e/fixtures')).map((folder) => path.join('e2e/fixtures', folder, 'webpack.config.cjs')) : []),
  ].filter((file) => exists(root, file));
  return configs.flatMap((file) => {
    const match = /\bport:\s*(\d+)/.exec(read(root, file));
    return match ? [{ port: Number(match[1]), owner: `${path.dirname(file)} (dev server, ${file})` }] : [];
  });
}

/** Who holds each port: fixed ports, every webpack dev server, every registered or reserved remote. */
export function portHolders(root, registry = readRegistry(root)) {
  const holders = [...FIXED_PORTS, ...webpackPorts(root)];
  for (const remote of registry.remotes) {
    // The registry repeats the webpack port; the compose port is the one it may add.
    if (remote.compose.port !== remote.devPort) holders.push({ port: remote.compose.port, owner: `${remote.folder} (compose)` });
  }
  for (const reservation of registry.reserved) holders.push({ port: reservation.devPort, owner: `${reservation.folder} (reserved in ${RECIPE_FILES.registry})`, reservedFor: reservation.folder });
  return holders;
}

/** The section of a compose file from `  <service>:` to the next service or top-level key. */
export function composeServiceBlock(compose, service) {
  const start = compose.indexOf(`\n  ${service}:\n`);
  if (start === -1) return null;
  const next = compose.slice(start + 1).search(/\n {2}[a-z][\w-]*:\n|\n[a-z]/);
  return compose.slice(start, next === -1 ? undefined : start + 1 + next);
}

function configEntry(folder, manifest, prefixes) {
  return { [federationName(folder)]: { manifest, prefixes } };
}

// ---------------------------------------------------------------------------------------------
// Scaffolding

/** Steps the script cannot take: they need a person's judgement. Printed after scaffolding. */
export function nextSteps(folder, port) {
  return [
    `pnpm install                          # links ${folder} into the workspace`,
    `pnpm --filter ${folder} test && pnpm --filter ${folder} typecheck && pnpm exec eslint ${folder}`,
    `pnpm --filter ${folder} dev            # alone on http://localhost:${port}`,
    'Then, by hand (docs/adding-a-remote.md): pages and their access rules, sidebar items, contracts,',
    'the API module, messages in 7 languages, an e2e journey, README.',
  ];
}

function fillTemplate(text, values) {
  return text.replace(/{{(\w+)}}/g, (whole, key) => (key in values ? String(values[key]) : whole));
}

function copyTemplate(fromDir, toDir, values) {
  fs.mkdirSync(toDir, { recursive: true });
  for (const entry of fs.readdirSync(fromDir, { withFileTypes: true })) {
    const from = path.join(fromDir, entry.name);
    if (entry.isDirectory()) {
      copyTemplate(from, path.join(toDir, entry.name), values);
    } else {
      fs.writeFileSync(path.join(toDir, entry.name.replace(/\.tmpl$/, '')), fillTemplate(fs.readFileSync(from, 'utf8'), values));
    }
  }
}

function insertWorkspacePackage(text, folder) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  if (start === -1) throw new Error(`${RECIPE_FILES.workspace} has no packages: list`);
  let last = start;
  let lastRemote = -1;
  for (let index = start + 1; index < lines.length; index += 1) {
    if (/^\s+-\s+/.test(lines[index])) {
      last = index;
      if (/^\s+-\s+['"]?mfe-/.test(lines[index])) lastRemote = index;
    } else if (/^\S/.test(lines[index])) break;
  }
  const after = lastRemote === -1 ? last : lastRemote;
  const indent = /^(\s+-\s+)/.exec(lines[after])?.[1] ?? '  - ';
  lines.splice(after + 1, 0, `${indent}${folder}`);
  return lines.join('\n');
}

/** Adds one remote to a runtime config, one line per remote as the files are written. */
function insertConfigRemote(text, entry) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^ {2}"remotes": \{\s*$/.test(line));
  const end = lines.findIndex((line, index) => index > start && /^ {2}\}/.test(line));
  if (start === -1 || end === -1) throw new Error('runtime config without a "remotes" block of one remote per line');
  const [name, value] = Object.entries(entry)[0];
  const line = `    ${JSON.stringify(name)}: { "manifest": ${JSON.stringify(value.manifest)}, "prefixes": ${JSON.stringify(value.prefixes).replace(/","/g, '", "')} }`;
  if (end - 1 > start) lines[end - 1] = `${lines[end - 1]},`;
  lines.splice(end, 0, line);
  const result = lines.join('\n');
  JSON.parse(result);
  return result;
}

function insertComposeService(text, folder, port) {
  const block = [
    `  ${folder}:`,
    '    build:',
    '      context: .',
    '      dockerfile: shared/build/static.Dockerfile',
    '      args:',
    `        APP: ${folder}`,
    '    ports:',
    `      - "${port}:80"`,
  ].join('\n');
  const lines = text.split('\n');
  const services = lines.findIndex((line) => /^services:\s*$/.test(line));
  if (services === -1) throw new Error(`${RECIPE_FILES.compose} has no services:`);
  let end = lines.findIndex((line, index) => index > services && /^\S/.test(line));
  if (end === -1) end = lines.length;
  // Back over the blank lines that close the services section.
  let insertAt = end;
  while (insertAt > services + 1 && lines[insertAt - 1].trim() === '') insertAt -= 1;
  lines.splice(insertAt, 0, '', block);
  return lines.join('\n');
}

/** Adds the folder to the app list the import-boundary rules are built from, when it is a literal list. */
function insertLintApp(text, folder) {
  const match = /const APPS = \[([^\]]*)\]/.exec(text);
  if (!match) return null;
  if (match[1].includes(`'${folder}'`)) return text;
  const list = match[1].trim();
  const withApp = text.replace(match[0], `const APPS = [${list}${list ? ', ' : ''}'${folder}']`);
  // A new remote starts under the file-naming rule (kebab-case), as the template's files are named.
  const naming = /const KEBAB_CASE_FILES = \[([^\]]*)\]/.exec(withApp);
  if (!naming || naming[1].includes(`'${folder}/**'`)) return withApp;
  const folders = naming[1].trim();
  return withApp.replace(naming[0], `const KEBAB_CASE_FILES = [${folders}${folders ? ', ' : ''}'${folder}/**']`);
}

/**
 * Creates `<root>/<folder>` from scripts/remote-template and registers it everywhere the site
 * lists its remotes. Throws, before writing anything, when the name, port or a prefix clashes.
 * @returns {{ folder: string, name: string, port: number, prefixes: string[], written: string[], warnings: string[] }}
 */
export function scaffoldRemote({ root = REPO_ROOT, folder, port, prefixes = [], sidebar }) {
  if (!FOLDER_PATTERN.test(folder ?? '')) throw new Error(`the folder must look like mfe-<area> (lower case, digits, dashes): got ${JSON.stringify(folder)}`);
  const registry = readRegistry(root);
  const name = federationName(folder);
  if (exists(root, folder)) throw new Error(`${folder}/ already exists`);
  if (registry.remotes.some((remote) => remote.folder === folder || remote.name === name)) throw new Error(`${folder} is already in ${RECIPE_FILES.registry}`);

  const reservation = registry.reserved.find((entry) => entry.folder === folder);
  if (reservation && port !== undefined && port !== reservation.devPort) {
    throw new Error(`${folder} has port ${reservation.devPort} reserved in ${RECIPE_FILES.registry}; use it, or change the reservation first`);
  }
  const chosenPort = port ?? reservation?.devPort;
  if (!Number.isInteger(chosenPort) || chosenPort < 1024 || chosenPort > 65535) throw new Error('give the dev port: --port <1024-65535>');
  const taken = portHolders(root, registry).find((holder) => holder.port === chosenPort && holder.reservedFor !== folder);
  if (taken) throw new Error(`port ${chosenPort} is taken by ${taken.owner}`);

  const chosenPrefixes = prefixes.length > 0 ? prefixes : (reservation?.prefixes ?? []);
  if (chosenPrefixes.length === 0) throw new Error('give at least one path prefix the remote owns: --prefix /<path>');
  for (const prefix of chosenPrefixes) {
    if (!/^\/[a-z0-9][a-z0-9/-]*$/.test(prefix) || prefix.endsWith('/') || prefix.includes('//')) throw new Error(`a prefix is a path like /lessons/classes: got ${JSON.stringify(prefix)}`);
    const owner = [...registry.remotes, ...registry.reserved.filter((entry) => entry.folder !== folder)].find((other) => other.prefixes.includes(prefix));
    if (owner) throw new Error(`${prefix} is already owned by ${owner.folder}; a remote may own a path below it (the longest prefix wins), not the same one`);
  }
  const chosenSidebar = sidebar ?? reservation?.sidebar ?? [];

  const namespace = folder.slice('mfe-'.length);
  const words = namespace.split('-');
  const values = {
    folder,
    name,
    port: chosenPort,
    prefix: chosenPrefixes[0],
    namespace,
    pascal: words.map((word) => word[0].toUpperCase() + word.slice(1)).join(''),
    constant: words.join('_').toUpperCase(),
  };

  // Every edit is computed first, so a failure leaves the tree as it was.
  const edits = new Map();
  edits.set(RECIPE_FILES.workspace, insertWorkspacePackage(read(root, RECIPE_FILES.workspace), folder));
  const nextRegistry = {
    ...JSON.parse(read(root, RECIPE_FILES.registry)),
    remotes: [...registry.remotes, { name, folder, devPort: chosenPort, prefixes: chosenPrefixes, compose: { service: folder, port: chosenPort }, sidebar: chosenSidebar }],
  };
  if (reservation) nextRegistry.reserved = registry.reserved.filter((entry) => entry !== reservation);
  edits.set(RECIPE_FILES.registry, formatRegistry(nextRegistry));
  edits.set(RECIPE_FILES.appConfig, insertConfigRemote(read(root, RECIPE_FILES.appConfig), configEntry(folder, `/remotes/${folder}/mf-manifest.json`, chosenPrefixes)));
  edits.set(RECIPE_FILES.composeConfig, insertConfigRemote(read(root, RECIPE_FILES.composeConfig), configEntry(folder, `http://localhost:${chosenPort}/mf-manifest.json`, chosenPrefixes)));
  edits.set(RECIPE_FILES.compose, insertComposeService(read(root, RECIPE_FILES.compose), folder, chosenPort));
  const warnings = [];
  const lint = insertLintApp(read(root, RECIPE_FILES.eslint), folder);
  if (lint === null) warnings.push(`${RECIPE_FILES.eslint}: no \`const APPS = [...]\` list found; give ${folder} the app boundary rules by hand`);
  else edits.set(RECIPE_FILES.eslint, lint);

  copyTemplate(TEMPLATE_DIR, path.join(root, folder), values);
  for (const [file, text] of edits) fs.writeFileSync(path.join(root, file), text);
  return { folder, name, port: chosenPort, prefixes: chosenPrefixes, written: [`${folder}/`, ...edits.keys()], warnings };
}

// ---------------------------------------------------------------------------------------------
// Checks

/**
 * Everything the recipe asks of every remote, as readable problems (none when all is well).
 * `lint: false` skips the one check that loads ESLint (about a second).
 */
export async function findRemoteProblems(root = REPO_ROOT, { lint = true } = {}) {
  const problems = [];
  const registry = readRegistry(root);
  const workspace = new Set(workspacePackages(read(root, RECIPE_FILES.workspace)));
  const compose = read(root, RECIPE_FILES.compose);
  const configs = [
    [RECIPE_FILES.appConfig, (remote) => `/remotes/${remote.folder}/mf-manifest.json`],
    [RECIPE_FILES.composeConfig, (remote) => `http://localhost:${remote.compose.port}/mf-manifest.json`],
  ].map(([file, manifestOf]) => ({ file, manifestOf, remotes: JSON.parse(read(root, file)).remotes ?? {} }));

  for (const remote of registry.remotes) {
    const { folder } = remote;
    if (remote.name !== federationName(folder)) problems.push(`${folder}: its federation name must be ${federationName(folder)}, not ${remote.name}`);
    if (!exists(root, `${folder}/package.json`)) {
      problems.push(`${folder}: no ${folder}/package.json`);
      continue;
    }
    const pkg = JSON.parse(read(root, `${folder}/package.json`));
    if (pkg.name !== folder) problems.push(`${folder}: package.json names it ${pkg.name}`);
    for (const script of ['dev', 'build', 'typecheck', 'test']) if (!pkg.scripts?.[script]) problems.push(`${folder}: package.json has no "${script}" script`);
    if (!workspace.has(folder)) problems.push(`${folder}: not listed in ${RECIPE_FILES.workspace}, so pnpm ignores it (no install, no build, no tests)`);
    const webpack = exists(root, `${folder}/webpack.config.cjs`) ? read(root, `${folder}/webpack.config.cjs`) : '';
    if (!webpack.includes(`name: '${remote.name}'`)) problems.push(`${folder}: webpack.config.cjs must say name: '${remote.name}'`);
    if (!new RegExp(`\\bport: ${remote.devPort}\\b`).test(webpack)) problems.push(`${folder}: webpack.config.cjs must use its registry port ${remote.devPort}`);
    if (!webpack.includes("'./routes'")) problems.push(`${folder}: webpack.config.cjs must expose './routes'`);
    if (remote.compose.port !== remote.devPort) problems.push(`${folder}: compose port ${remote.compose.port} differs from its dev port ${remote.devPort}; one number per remote`);
    if (remote.compose.service !== folder) problems.push(`${folder}: its compose service must be named ${folder}`);
    for (const language of LANGUAGES) if (!exists(root, `${folder}/src/locales/${language}.json`)) problems.push(`${folder}: no ${language} locale (src/locales/${language}.json)`);
    if (!exists(root, `${folder}/src/routes.tsx`)) problems.push(`${folder}: no src/routes.tsx`);

    for (const config of configs) {
      const entry = config.remotes[remote.name];
      const expected = { manifest: config.manifestOf(remote), prefixes: remote.prefixes };
      if (!entry) problems.push(`${folder}: missing from ${config.file}`);
      else if (JSON.stringify(entry) !== JSON.stringify(expected)) problems.push(`${folder}: ${config.file} must list it as ${JSON.stringify(expected)}`);
    }
    const block = composeServiceBlock(compose, remote.compose.service);
    if (!block) problems.push(`${folder}: no ${remote.compose.service} service in ${RECIPE_FILES.compose}`);
    else if (!block.includes(`APP: ${folder}`) || !block.includes(`"${remote.compose.port}:80"`)) problems.push(`${folder}: the ${RECIPE_FILES.compose} service must build APP: ${folder} and publish "${remote.compose.port}:80"`);
  }

  for (const config of configs) {
    for (const name of Object.keys(config.remotes)) {
      if (!registry.remotes.some((remote) => remote.name === name)) problems.push(`${config.file} lists ${name}, which ${RECIPE_FILES.registry} does not`);
    }
  }
  for (const folder of fs.readdirSync(root).filter((entry) => entry.startsWith('mfe-') && exists(root, `${entry}/package.json`))) {
    if (!registry.remotes.some((remote) => remote.folder === folder)) problems.push(`${folder}/ is a package that ${RECIPE_FILES.registry} does not list`);
  }
  for (const reservation of registry.reserved) {
    if (registry.remotes.some((remote) => remote.folder === reservation.folder)) problems.push(`${reservation.folder} is registered and still reserved: remove its reservation`);
  }

  const byPort = new Map();
  for (const holder of portHolders(root, registry)) byPort.set(holder.port, [...(byPort.get(holder.port) ?? []), holder.owner]);
  // A remote's webpack port and its registry entry are one holder, already checked to agree.
  for (const [port, owners] of byPort) if (owners.length > 1) problems.push(`port ${port} is used twice: ${owners.join('; ')}`);

  const prefixOwners = new Map();
  for (const remote of [...registry.remotes, ...registry.reserved]) {
    for (const prefix of remote.prefixes) prefixOwners.set(prefix, [...(prefixOwners.get(prefix) ?? []), remote.folder]);
  }
  for (const [prefix, owners] of prefixOwners) if (owners.length > 1) problems.push(`${prefix} is owned twice: ${owners.join(', ')}`);

  if (lint) problems.push(...(await lintBoundaryProblems(root, registry)));
  return problems;
}

/** Each remote's sources must get the import-boundary rule (no imports from other areas or the server). */
async function lintBoundaryProblems(root, registry) {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: root });
  const problems = [];
  for (const remote of registry.remotes) {
    const config = await eslint.calculateConfigForFile(path.join(root, remote.folder, 'src', 'routes.tsx'));
    const rule = config?.rules?.['no-restricted-imports'];
    const severity = Array.isArray(rule) ? rule[0] : rule;
    if (severity !== 2 && severity !== 'error') problems.push(`${remote.folder}: ${RECIPE_FILES.eslint} gives its sources no import-boundary rule`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// A scratch copy for tests

/**
 * Copies what the recipe reads and edits into `target`, with the repository's node_modules
 * linked, so the scaffold and the checks can run there without touching the repository.
 */
export function makeRecipeCopy(target, root = REPO_ROOT) {
  const registry = readRegistry(root);
  const files = [
    ...Object.values(RECIPE_FILES),
    'host/webpack.config.cjs',
    ...(exists(root, 'e2e/fixtures') ? fs.readdirSync(path.join(root, 'e2e/fixtures')).map((folder) => `e2e/fixtures/${folder}/webpack.config.cjs`) : []),
    ...registry.remotes.flatMap((remote) => [
      `${remote.folder}/package.json`,
      `${remote.folder}/webpack.config.cjs`,
      `${remote.folder}/src/routes.tsx`,
      ...LANGUAGES.map((language) => `${remote.folder}/src/locales/${language}.json`),
    ]),
  ];
  for (const file of files.filter((candidate) => exists(root, candidate))) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(target, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  // The tsconfig every app extends, so a scaffolded remote type-checks in the copy too.
  fs.copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(target, 'tsconfig.base.json'));
}

/**
 * What `pnpm install` gives a scaffolded remote, in a copy pnpm does not manage: each dependency
 * linked to the copy the host resolves (the host depends on all of the template's).
 */
export function linkRemoteDependencies(copyRoot, folder, root = REPO_ROOT) {
  const pkg = JSON.parse(read(copyRoot, `${folder}/package.json`));
  for (const dependency of Object.keys(pkg.dependencies ?? {})) {
    const source = path.join(root, 'host', 'node_modules', dependency);
    if (!fs.existsSync(source)) throw new Error(`${dependency} is not installed for the host; the template may not depend on it`);
    const link = path.join(copyRoot, folder, 'node_modules', dependency);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(fs.realpathSync(source), link, 'dir');
  }
}
