const { createJestConfig } = require('./build/jest.cjs');
module.exports = createJestConfig(__dirname);
