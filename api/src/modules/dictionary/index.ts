// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { dictionaryEntries } from './dictionary.table.js';
export { dictionaryRoutes } from './dictionary.routes.js';
