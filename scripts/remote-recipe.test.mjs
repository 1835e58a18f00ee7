// The recipe's checks hold on the repository, pass on a freshly scaffolded remote, and fail,
// naming the step, when any one step of docs/adding-a-remote.md is left out.
// Run: node --test scripts/ (part of `pnpm test:unit`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { findRemoteProblems, formatRegistry, linkRemoteDependencies, makeRecipeCopy, RECIPE_FILES, REPO_ROOT, readRegistry, scaffoldRemote } from './lib/remote-recipe.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-recipe-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** A fresh copy of what the recipe reads and edits. */
function freshCopy() {
  copies += 1;
  const root = path.join(scratch, `copy-${copies}`);
  makeRecipeCopy(root);
  return root;
}

const sample = { folder: 'mfe-sample', port: 3990, prefixes: ['/sample'] };
const editRegistry = (root, change) => {
  const file = path.join(root, RECIPE_FILES.registry);
  const registry = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(registry);
  fs.writeFileSync(file, formatRegistry(registry));
};

/** Every reservation of the repository has been taken: the tests reserve an area of their own. */
const reservation = { folder: 'mfe-marathons', devPort: 3006, prefixes: ['/marathons'], sidebar: ['marathons'] };
function copyWithReservation() {
  const root = freshCopy();
  editRegistry(root, (registry) => {
    registry.reserved = [...(registry.reserved ?? []), reservation];
  });
  return root;
}

describe('the repository', () => {
  it('registers every remote everywhere the recipe asks', async () => {
    assert.deepEqual(await findRemoteProblems(REPO_ROOT), []);
  });

  it('keeps the registry in the layout the scaffold writes, so adding a remote changes only its lines', () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, RECIPE_FILES.registry), 'utf8');
    assert.equal(formatRegistry(JSON.parse(text)), text);
  });

  it('gives the classroom and the schedule their reserved ports and paths, and no reservation is left', () => {
    const registry = readRegistry(REPO_ROOT);
    const classroom = registry.remotes.find((entry) => entry.folder === 'mfe-classroom');
    assert.equal(classroom?.devPort, 3004);
    assert.deepEqual(classroom?.prefixes, ['/lessons/classes', '/classes', '/dictionary']);
    const schedule = registry.remotes.find((entry) => entry.folder === 'mfe-schedule');
    assert.equal(schedule?.devPort, 3005);
    assert.deepEqual(schedule?.prefixes, ['/lessons/schedule']);
    assert.deepEqual(registry.reserved, []);
  });
});

describe('a scaffolded remote', () => {
  let root;
  before(async () => {
    root = freshCopy();
    scaffoldRemote({ root, ...sample });
  });

  it('passes every check', async () => {
    assert.deepEqual(await findRemoteProblems(root), []);
  });

  it('leaves a compose file docker-compose accepts', (t) => {
    try {
      execFileSync('docker-compose', ['version'], { stdio: 'ignore' });
    } catch {
      t.skip('docker-compose is not installed');
      return;
    }
    execFileSync('docker-compose', ['-f', path.join(root, RECIPE_FILES.compose), 'config', '-q'], { stdio: 'pipe' });
  });

  it('is a workspace package with the scripts every app has, built by the shared factory on its port', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'mfe-sample/package.json'), 'utf8'));
    assert.equal(pkg.name, 'mfe-sample');
    assert.deepEqual(Object.keys(pkg.scripts).sort(), ['build', 'dev', 'test', 'typecheck']);
    const webpack = fs.readFileSync(path.join(root, 'mfe-sample/webpack.config.cjs'), 'utf8');
    assert.match(webpack, /name: 'mfe_sample'/);
    assert.match(webpack, /port: 3990,/);
    assert.match(fs.readFileSync(path.join(root, RECIPE_FILES.workspace), 'utf8'), /^ {2}- mfe-sample$/m);
  });

  it('declares its page under its prefix and speaks all seven languages', () => {
    assert.match(fs.readFileSync(path.join(root, 'mfe-sample/src/routes.tsx'), 'utf8'), /path: '\/sample'/);
    for (const language of ['uk', 'en', 'de', 'es', 'fr', 'it', 'zh']) {
      const catalogue = JSON.parse(fs.readFileSync(path.join(root, `mfe-sample/src/locales/${language}.json`), 'utf8'));
      assert.ok(catalogue.overview.title && catalogue.overview.lead, language);
    }
  });

  it('puts its files under the kebab-case file-naming rule, as the template names them', () => {
    assert.match(fs.readFileSync(path.join(root, RECIPE_FILES.eslint), 'utf8'), /const KEBAB_CASE_FILES = \[[^\]]*'mfe-sample\/\*\*'\]/);
    assert.ok(fs.existsSync(path.join(root, 'mfe-sample/src/features/overview/pages/overview-page.tsx')));
  });

  it('type-checks, lints clean and passes its own tests as generated (the template keeps up with @school/shared)', () => {
    linkRemoteDependencies(root, 'mfe-sample');
    const bin = (name) => path.join(REPO_ROOT, 'node_modules', '.bin', name);
    const run = (command, args) => {
      try {
        execFileSync(command, args, { cwd: path.join(root, 'mfe-sample'), stdio: 'pipe', env: { ...process.env, CI: 'true' } });
      } catch (error) {
        assert.fail(`${path.basename(command)} failed in the scaffolded remote:\n${error.stdout}${error.stderr}`);
      }
    };
    run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    run(bin('eslint'), ['--max-warnings', '0', '.']);
    // The shared jest factory maps `@school/shared/remotes` to the repository's registry; the
    // sample is registered only in the copy's.
    fs.writeFileSync(
      path.join(root, 'mfe-sample', 'jest.copy.config.cjs'),
      `const base = require('./jest.config.cjs');\nmodule.exports = { ...base, moduleNameMapper: { ...base.moduleNameMapper, '^@school/shared/remotes$': ${JSON.stringify(path.join(root, RECIPE_FILES.registry))} } };\n`,
    );
    run(bin('jest'), ['--ci', '--config', 'jest.copy.config.cjs']);
  });

  it('leaves no template placeholder behind', () => {
    const left = [];
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.name === 'node_modules') continue;
        if (entry.isDirectory()) walk(file);
        else if (/{{\w+}}|\.tmpl$/.test(fs.readFileSync(file, 'utf8') + entry.name)) left.push(file);
      }
    };
    walk(path.join(root, 'mfe-sample'));
    // i18next placeholders would look the same; the template has none.
    assert.deepEqual(left, []);
  });
});

describe('a step left out', () => {
  /** Scaffolds, then puts one file back as it was: what a developer skipping that step leaves. */
  const steps = [
    [RECIPE_FILES.workspace, /mfe-sample: not listed in pnpm-workspace\.yaml/],
    [RECIPE_FILES.registry, /mfe-sample\/ is a package that shared\/remotes\/registry\.json does not list/],
    [RECIPE_FILES.appConfig, /mfe-sample: missing from host\/public\/app-config\.json/],
    [RECIPE_FILES.composeConfig, /mfe-sample: missing from host\/deploy\/app-config\.compose\.json/],
    [RECIPE_FILES.compose, /mfe-sample: no mfe-sample service in docker-compose\.yml/],
    [RECIPE_FILES.eslint, /mfe-sample: eslint\.config\.mjs gives its sources no import-boundary rule/],
  ];
  for (const [file, expected] of steps) {
    it(`${file} is reported`, async () => {
      const root = freshCopy();
      const original = fs.readFileSync(path.join(root, file), 'utf8');
      scaffoldRemote({ root, ...sample });
      fs.writeFileSync(path.join(root, file), original);
      const problems = await findRemoteProblems(root, { lint: file === RECIPE_FILES.eslint });
      assert.ok(problems.some((problem) => expected.test(problem)), problems.join('\n'));
    });
  }

  it('a port used twice is reported', async () => {
    const root = freshCopy();
    scaffoldRemote({ root, ...sample });
    fs.writeFileSync(path.join(root, 'mfe-sample/webpack.config.cjs'), fs.readFileSync(path.join(root, 'mfe-sample/webpack.config.cjs'), 'utf8').replace('port: 3990', 'port: 3002'));
    editRegistry(root, (registry) => {
      const entry = registry.remotes.find((remote) => remote.folder === 'mfe-sample');
      entry.devPort = 3002;
      entry.compose.port = 3002;
    });
    const problems = await findRemoteProblems(root, { lint: false });
    assert.ok(problems.some((problem) => /^port 3002 is used twice: mfe-content .*; mfe-sample/.test(problem)), problems.join('\n'));
  });

  it('a prefix owned twice is reported', async () => {
    const root = freshCopy();
    editRegistry(root, (registry) => registry.remotes[0].prefixes.push('/courses'));
    const problems = await findRemoteProblems(root, { lint: false });
    assert.ok(problems.includes('/courses is owned twice: mfe-auth, mfe-content'), problems.join('\n'));
  });

  it('a missing language is reported', async () => {
    const root = freshCopy();
    scaffoldRemote({ root, ...sample });
    fs.rmSync(path.join(root, 'mfe-sample/src/locales/zh.json'));
    assert.ok((await findRemoteProblems(root, { lint: false })).includes('mfe-sample: no zh locale (src/locales/zh.json)'));
  });
});

describe('the scaffold refuses', () => {
  let root;
  before(() => {
    root = copyWithReservation();
  });
  const refuses = (options, message) => assert.throws(() => scaffoldRemote({ root, ...sample, ...options }), message);

  it('a port another app uses, naming who uses it', () => {
    refuses({ port: 3002 }, /port 3002 is taken by mfe-content/);
    refuses({ port: 8081 }, /port 8081 is taken by host/);
    refuses({ port: 8080 }, /port 8080 is taken by the site and API/);
    refuses({ port: 3999 }, /port 3999 is taken by e2e\/fixtures\/layout-remote/);
  });

  it("another remote's reserved port or path", () => {
    refuses({ port: 3006 }, /port 3006 is taken by mfe-marathons \(reserved/);
    refuses({ prefixes: ['/marathons'] }, /\/marathons is already owned by mfe-marathons/);
  });

  it("a path another remote owns, but not one below it", () => {
    refuses({ prefixes: ['/courses'] }, /\/courses is already owned by mfe-content/);
    const nested = freshCopy();
    scaffoldRemote({ root: nested, ...sample, prefixes: ['/courses/reports'] });
    assert.deepEqual(readRegistry(nested).remotes.at(-1).prefixes, ['/courses/reports']);
  });

  it('a name that is not mfe-<area>, an existing remote, no port or no prefix', () => {
    refuses({ folder: 'classroom' }, /must look like mfe-<area>/);
    refuses({ folder: 'mfe-content' }, /mfe-content\/ already exists/);
    refuses({ port: undefined }, /give the dev port/);
    refuses({ prefixes: [] }, /give at least one path prefix/);
    refuses({ prefixes: ['/sample/'] }, /a prefix is a path/);
  });

  it('and writes nothing when it refuses', () => {
    assert.equal(fs.existsSync(path.join(root, 'mfe-sample')), false);
    assert.doesNotMatch(fs.readFileSync(path.join(root, RECIPE_FILES.workspace), 'utf8'), /mfe-sample/);
  });
});

describe('a reserved remote', () => {
  it('takes its reserved port, paths and sidebar items, and its reservation ends', async () => {
    const root = copyWithReservation();
    scaffoldRemote({ root, folder: 'mfe-marathons' });
    const registry = readRegistry(root);
    assert.deepEqual(registry.remotes.at(-1), {
      name: 'mfe_marathons',
      folder: 'mfe-marathons',
      devPort: 3006,
      prefixes: ['/marathons'],
      compose: { service: 'mfe-marathons', port: 3006 },
      sidebar: ['marathons'],
    });
    assert.deepEqual(registry.reserved, []);
    assert.deepEqual(await findRemoteProblems(root, { lint: false }), []);
  });

  it('cannot be given another port than its reservation', () => {
    assert.throws(() => scaffoldRemote({ root: copyWithReservation(), folder: 'mfe-marathons', port: 3007 }), /port 3006 reserved/);
  });
});
