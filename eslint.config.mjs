import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  ];
}

/**
 * Inside an app, a feature (`src/features/<name>/`) uses another feature only through that
 * feature's `index.ts`, its public surface; its files are its own (docs/decisions/platform-remote-factory.md).
 * Relative paths decide it: from a feature's own root `../<other>/...` leaves the feature, from
 * one of its folders (`components/`, `pages/`, ...) `../../<other>/...` does.
 */
const FEATURE_INDEX_MESSAGE = 'Another feature is used through its index (`../<feature>`), not its files: docs/decisions/platform-remote-factory.md.';

const boundaries = APPS.flatMap((app) => [
  {
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(app) }] },
  },
  {
    files: [`${app}/src/features/*/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...boundaryPatterns(app), { group: ['../*/**', '!../../**'], message: FEATURE_INDEX_MESSAGE }] }] },
  },
  {
    files: [`${app}/src/features/*/*/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...boundaryPatterns(app), { group: ['../../*/**', '!../../../**'], message: FEATURE_INDEX_MESSAGE }] }] },
  },
]);

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
);
