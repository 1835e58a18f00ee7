// The public surface of the module: other modules import only this file (docs/decisions/api-modules.md).
export { plansRoutes } from './plans.routes.js';
export { planExpiryPlugin } from './plan-expiry.plugin.js';
export { userPlansRoutes } from './user-plans.routes.js';
export { balanceEntries, plans, userPlans } from './plans.table.js';
export { applyOperation, lessonsLeftOf, remainingLessons } from './ledger.js';
