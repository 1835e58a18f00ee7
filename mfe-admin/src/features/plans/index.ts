// What other features may use of the school's plans.
export { plansApi } from './api/plans-api';
