import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['host', 'mfe-auth', 'mfe-content', 'mfe-classroom', 'mfe-schedule', 'mfe-admin'];

/** An app may import only itself and `@school/shared`: code shared between areas goes through `shared`. */
const boundaries = APPS.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...APPS.filter((other) => other !== app).flatMap((other) => [`${other}`, `${other}/*`, `**/${other}/**`]), '**/api/src/**'],
            message: 'Areas do not import each other or the server; put shared code in @school/shared.',
          },
          { group: ['**/shared/src/**'], message: 'Import @school/shared, not its files.' },
          { group: ['react-router', 'react-router-dom', 'react-router/*'], message: 'Import routing from @school/shared: the one router instance lives there.' },
          { group: ['react-i18next'], message: 'Import useTranslation from @school/shared: the one react-i18next instance lives there.' },
        ],
      },
    ],
  },
}));

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
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...boundaries,
);
