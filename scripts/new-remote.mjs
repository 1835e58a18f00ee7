#!/usr/bin/env node
// Does the mechanical steps of docs/adding-a-remote.md for one new remote:
//   node scripts/new-remote.mjs mfe-<area> --port <dev port> --prefix /<path> [--prefix ...] [--sidebar <nav item id> ...] [--root <dir>]
// A remote reserved in shared/remotes/registry.json (mfe-classroom, mfe-schedule) takes its
// reserved port, prefixes and sidebar items when none are given.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findRemoteProblems, nextSteps, scaffoldRemote } from './lib/remote-recipe.mjs';

const usage = 'usage: node scripts/new-remote.mjs mfe-<area> --port <n> --prefix /<path> [--prefix /<path> ...] [--sidebar <id> ...] [--root <dir>]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      prefix: { type: 'string', multiple: true },
      sidebar: { type: 'string', multiple: true },
      root: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help || positionals.length !== 1) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

const root = values.root ? path.resolve(values.root) : undefined;
try {
  const result = scaffoldRemote({
    root,
    folder: positionals[0],
    port: values.port === undefined ? undefined : Number(values.port),
    prefixes: values.prefix ?? [],
    sidebar: values.sidebar,
  });
  console.log(`Created ${result.folder} (${result.name}, port ${result.port}, owns ${result.prefixes.join(', ')}). Written:`);
  for (const file of result.written) console.log(`  ${file}`);
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  const problems = await findRemoteProblems(root);
  if (problems.length > 0) {
    console.error('The checks still find problems:');
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log('\nNext:');
  for (const step of nextSteps(result.folder, result.port)) console.log(`  ${step}`);
} catch (error) {
  console.error(`new-remote: ${error.message}`);
  process.exit(1);
}
