import { api } from '@school/shared';
import type { BalanceEntry, UserPlan, UserPlanActionInput } from '../../../admin-contracts';

/** A student's plans and balance ledger (spec 01 §7 "User plans"), and a member's own. */
export const userPlansApi = {
  list: (userId: string, page = 1, signal?: AbortSignal) => api.getPaged<UserPlan>(`users/${userId}/plans`, { params: { page, limit: 10 }, signal }),
  assign: (userId: string, planPackId: string) => api.post<UserPlan>(`users/${userId}/plans`, { planPackId }),
  act: (userId: string, userPlanId: string, input: UserPlanActionInput) => api.patch<UserPlan>(`users/${userId}/plans/${userPlanId}`, input),
  remove: (userId: string, userPlanId: string) => api.delete(`users/${userId}/plans/${userPlanId}`),
  history: (userId: string, page = 1, signal?: AbortSignal) => api.getPaged<BalanceEntry>(`users/${userId}/plan-history`, { params: { page, limit: 10 }, signal }),
  own: (page = 1, signal?: AbortSignal) => api.getPaged<UserPlan>('user/plans', { params: { page, limit: 10 }, signal }),
  ownHistory: (page = 1, signal?: AbortSignal) => api.getPaged<BalanceEntry>('user/plans/history', { params: { page, limit: 10 }, signal }),
};
