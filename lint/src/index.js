import { fileNaming } from './file-naming.js';
import { importThroughIndex } from './import-through-index.js';
import { noHttpInServices } from './no-http-in-services.js';

/** The repository's own rules, used as the `school` plugin in eslint.config.mjs. */
const plugin = {
  meta: { name: '@school/lint', version: '1.0.0' },
  rules: {
    'import-through-index': importThroughIndex,
    'no-http-in-services': noHttpInServices,
    'file-naming': fileNaming,
  },
};

export default plugin;
