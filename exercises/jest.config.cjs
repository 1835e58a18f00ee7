// The React-free core runs under both environments, because the server (node) and the
// browsers (jsdom) score answers with the same code: the same fixture tests run in each.
// Players, editors and their strings need a DOM only.
const { createJestConfig } = require('@school/shared/build/jest');

const jsdom = createJestConfig(__dirname, { environment: 'jsdom' });
const node = createJestConfig(__dirname, { environment: 'node' });
// Locale files are JSON; the shared factory maps only code and images.
const moduleFileExtensions = ['ts', 'tsx', 'js', 'json'];

module.exports = {
  projects: [
    {
      ...jsdom,
      displayName: 'jsdom',
      moduleFileExtensions,
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-dom.ts'],
    },
    {
      ...node,
      displayName: 'node',
      moduleFileExtensions,
      testPathIgnorePatterns: ['/src/players/', '/src/editors/', '/src/locales/', '\\.test\\.tsx$'],
    },
  ],
};
