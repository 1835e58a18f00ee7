// The React-free core runs under both environments, because the server (node) and the
// browsers (jsdom) score answers with the same code: the same fixture tests run in each.
// Players, editors and their strings need a DOM only.
const { createJestConfig } = require('@school/shared/build/jest');

const jsdom = createJestConfig(__dirname, { environment: 'jsdom' });
const node = createJestConfig(__dirname, { environment: 'node' });
// Locale files are JSON; the shared factory maps only code and images.
const moduleFileExtensions = ['ts', 'tsx', 'js', 'json'];
// The server's HTML sanitiser (sanitize-html) reads htmlparser2 and its helpers, which ship only
// ES modules: swc turns them into CommonJS too, next to what the shared factory lists.
const transformIgnorePatterns = [
  '/node_modules/(?!(\\.pnpm/)?(jotai|@tanstack|nanoid|file-type|strtok3|token-types|peek-readable|uint8array-extras|@tokenizer|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities))',
];

module.exports = {
  projects: [
    {
      ...jsdom,
      displayName: 'jsdom',
      moduleFileExtensions,
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup-dom.ts'],
    },
    {
      ...node,
      displayName: 'node',
      moduleFileExtensions,
      transformIgnorePatterns,
      testPathIgnorePatterns: ['/src/players/', '/src/editors/', '/src/locales/', '\\.test\\.tsx$'],
    },
  ],
};
