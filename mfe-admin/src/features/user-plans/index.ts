// What other features may use of a student's plans and balance.
export { userPlansApi } from './api/user-plans-api';
export { BalanceHistory } from './components/balance-history';
export { TariffsTab } from './components/tariffs-tab';
export { UserPlanCard } from './components/user-plan-card';
