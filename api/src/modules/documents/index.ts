// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { documentKeysOf } from './documents.repository.js';
export { documentsRoutes } from './documents.routes.js';
