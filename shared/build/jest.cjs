// One jest setup for every package: TypeScript through swc, `.js` import suffixes mapped
// to sources, `@school/shared` read from its sources.
const path = require('node:path');

const sharedSrc = path.join(__dirname, '..', 'src');

function createJestConfig(dir, { environment = 'jsdom' } = {}) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Some dependencies ship only ES modules; let swc turn them into CommonJS too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai|@tanstack|nanoid|file-type|strtok3|token-types|peek-readable|uint8array-extras|@tokenizer))'],
    moduleNameMapper: {
      '^@school/shared$': path.join(sharedSrc, 'index.ts'),
      '^@school/shared/contracts$': path.join(sharedSrc, 'contracts', 'index.ts'),
      '^@school/shared/messages$': path.join(sharedSrc, 'contracts', 'messages.ts'),
      '^@school/shared/ui$': path.join(sharedSrc, 'ui', 'index.ts'),
      '^@school/shared/query$': path.join(sharedSrc, 'query', 'index.ts'),
      '^@school/shared/live$': path.join(sharedSrc, 'live', 'index.ts'),
      '^@school/shared/testing$': path.join(sharedSrc, 'testing', 'index.ts'),
      '^@school/exercises$': path.join(__dirname, '..', '..', 'exercises', 'src', 'index.ts'),
      '^@school/exercises/players$': path.join(__dirname, '..', '..', 'exercises', 'src', 'players', 'index.ts'),
      '^@school/exercises/editors$': path.join(__dirname, '..', '..', 'exercises', 'src', 'editors', 'index.ts'),
      '^@school/shared/remotes$': path.join(__dirname, '..', 'remotes', 'registry.json'),
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFiles: [
      path.join(__dirname, 'jest-setup.cjs'),
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest-i18n.ts'), path.join(__dirname, 'jest-testing-library.cjs'), path.join(__dirname, 'jest-indexeddb.cjs')] : []),
    ],
    // Above the Testing Library deadline (jest-testing-library.cjs), so a slow wait fails with
    // the library's message about what it waited for, not a bare jest timeout.
    testTimeout: 20000,
  };
}

module.exports = { createJestConfig };
