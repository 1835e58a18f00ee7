// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { libraryRoutes } from './library.routes.js';
export { installLibraries } from './library.service.js';
