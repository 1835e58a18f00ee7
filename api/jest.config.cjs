const { createJestConfig } = require('@school/shared/build/jest');

const base = createJestConfig(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  // jose ships only ES modules; let swc turn it into CommonJS like the packages the factory lists.
  // htmlparser2 and its helpers (read by the article sanitiser of @school/exercises/server) too.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(file-type|strtok3|token-types|peek-readable|uint8array-extras|@tokenizer|jose|@borewit|content-disposition|@electric-sql|cookie|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|ical\\.js))',
  ],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^@school/exercises/server$': require('node:path').join(__dirname, '..', 'exercises', 'src', 'server', 'index.ts'),
  },
  testTimeout: 30000,
  setupFilesAfterEnv: ['<rootDir>/src/test/template-setup.ts'],
};
