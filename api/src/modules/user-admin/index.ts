// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { userAdminRoutes } from './user-admin.routes.js';
