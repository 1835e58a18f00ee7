const { createJestConfig } = require('@school/shared/build/jest');

const base = createJestConfig(__dirname, { environment: 'node' });

module.exports = {
  ...base,
  // jose ships only ES modules; let swc turn it into CommonJS like the packages the factory lists.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(file-type|strtok3|token-types|peek-readable|uint8array-extras|@tokenizer|jose|@borewit|content-disposition|@electric-sql|cookie))'],
  testTimeout: 30000,
  setupFilesAfterEnv: ['<rootDir>/src/test/template-setup.ts'],
};
