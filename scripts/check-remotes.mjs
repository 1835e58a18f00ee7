#!/usr/bin/env node
// Fails when a remote skipped a step of docs/adding-a-remote.md: not in pnpm-workspace.yaml,
// a port used twice, missing from a runtime config or from docker-compose.yml, and so on.
//   node scripts/check-remotes.mjs [--root <dir>]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findRemoteProblems } from './lib/remote-recipe.mjs';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const problems = await findRemoteProblems(values.root ? path.resolve(values.root) : undefined);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) with the remotes (docs/adding-a-remote.md):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('Every remote is registered everywhere the recipe asks.');
