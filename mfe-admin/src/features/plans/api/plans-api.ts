import { api } from '@school/shared';
import type { Plan, PlanInput } from '../../../admin-contracts';

/** The school plans calls of spec 01 §7 (writing needs admin-access; reading is open to users managers). */
export const plansApi = {
  list: ({ page, q, limit = 10 }: { page: number; q: string; limit?: number }, signal?: AbortSignal) =>
    api.getPaged<Plan>('school/plans', { params: { page, limit, ...(q ? { q } : {}) }, signal }),
  create: (input: PlanInput) => api.post<Plan>('school/plans', input),
  update: (id: string, input: PlanInput) => api.put<Plan>(`school/plans/${id}`, input),
  remove: (id: string) => api.delete(`school/plans/${id}`),
};
