// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { passwordResetTokens, revokedTokens } from './auth.table.js';
export { authRoutes } from './auth.routes.js';
