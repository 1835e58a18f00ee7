const { createJestConfig } = require('@school/shared/build/jest');

const config = createJestConfig(__dirname);
module.exports = {
  ...config,
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/src/test/setup.ts'],
  // Locale files are JSON; the shared factory maps only code and images.
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // FullCalendar renders with preact, whose browser build (what jsdom resolves) is ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai|@tanstack|nanoid|preact|@fullcalendar))'],
};
