const { createJestConfig } = require('@school/shared/build/jest');
const config = createJestConfig(__dirname);
module.exports = { ...config, setupFilesAfterEach: undefined, setupFilesAfterEnv: ['@testing-library/jest-dom'] };
