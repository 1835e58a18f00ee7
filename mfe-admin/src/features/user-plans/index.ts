// What other features may use of a student's plans and balance.
export { userPlansApi } from './api/user-plans-api';
export { BalanceHistory } from './components/BalanceHistory';
export { TariffsTab } from './components/TariffsTab';
export { UserPlanCard } from './components/UserPlanCard';
