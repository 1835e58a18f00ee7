// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { findUser, setPassword, setUserImage, loadAuthContextOfToken } from './users.repository.js';
export { presentUser } from './users.service.js';
export { permissions, userPermissions, users, type UserRow } from './users.table.js';
export { usersRoutes } from './users.routes.js';
