import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import school from '@school/lint';

const APPS = ['host', 'mfe-auth', 'mfe-content', 'mfe-classroom', 'mfe-schedule', 'mfe-admin'];

/** An app may import only itself and `@school/shared`: code shared between areas goes through `shared`. */
function boundaryPatterns(app) {
  return [
    {
      group: [...APPS.filter((other) => other !== app).flatMap((other) => [`${other}`, `${other}/*`, `**/${other}/**`]), '**/api/src/**'],
      message: 'Areas do not import each other or the server; put shared code in @school/shared.',
    },
    { group: ['**/shared/src/**'], message: 'Import @school/shared, not its files.' },
    { group: ['react-router', 'react-router-dom', 'react-router/*'], message: 'Import routing from @school/shared: the one router instance lives there.' },
    { group: ['react-i18next'], message: 'Import useTranslation from @school/shared: the one react-i18next instance lives there.' },
    {
      group: ['@tanstack/react-query', '@tanstack/query-core'],
      message: 'Import server data from @school/shared/query: the one TanStack Query and its one client live there (docs/decisions/platform-server-data.md).',
    },
  ];
}

const boundaries = APPS.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(app) }] },
}));

/**
 * Units used from outside only through their index (lint/src/import-through-index.js), at any
 * depth and however the path is spelled: a feature of an app (docs/decisions/platform-remote-factory.md),
 * a module of the API (docs/decisions/api-modules.md), an exercise type (exercises/README.md; its
 * `fixtures` file is the second, test-only entry so fixtures stay out of the built package).
 */
const UNITS = {
  root: import.meta.dirname,
  aliases: { '@school/exercises/': 'exercises/', '@school/shared/': 'shared/' },
  units: [
    { pattern: 'host/src/features/*' },
    { pattern: 'mfe-*/src/features/*' },
    { pattern: 'api/src/modules/*' },
    { pattern: 'exercises/src/checkable/*', entries: ['fixtures'], from: 'everywhere' },
    { pattern: 'exercises/src/media/*', entries: ['fixtures'], from: 'everywhere' },
  ],
};

/**
 * One file-naming convention: kebab-case in every dot-separated part (lint/src/file-naming.js).
 * Switched on per folder: a new area is added here with its first files (docs/adding-a-remote.md).
 */
const KEBAB_CASE_FILES = ['api/**', 'lint/**', 'shared/**', 'exercises/**', 'mfe-admin/**', 'mfe-auth/**', 'mfe-content/**', 'host/**', 'mfe-classroom/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.data/**', 'e2e/test-results/**', 'e2e/.run/**', 'e2e/artifacts/**', 'e2e/playwright-report/**', '**/*.cjs', 'api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Hooks live in .ts files too (use-course-list.ts, theme-store.ts): the same rules apply there.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // An import cycle makes evaluation order decide what a module sees (undefined at first use),
    // and it is what turns two features into one: none, in any app or in shared.
    files: ['host/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads a dependency only if it knows how to parse it: TypeScript sources included.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...boundaries,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { school },
    rules: { 'school/import-through-index': ['error', UNITS] },
  },
  {
    // Services and repositories take the auth context and the input, never the request (docs/decisions/api-modules.md).
    files: ['api/src/**/*.service.ts', 'api/src/**/*.repository.ts'],
    plugins: { school },
    rules: { 'school/no-http-in-services': 'error' },
  },
  {
    files: KEBAB_CASE_FILES.map((folder) => `${folder}/*.{ts,tsx,js,mjs}`),
    plugins: { school },
    rules: { 'school/file-naming': 'error' },
  },
);
