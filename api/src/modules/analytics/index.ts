// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { analyticsRoutes } from './analytics.routes.js';
