// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { findGroup } from './groups.repository.js';
export { groupMembers, groups } from './groups.table.js';
export { groupsRoutes } from './groups.routes.js';
