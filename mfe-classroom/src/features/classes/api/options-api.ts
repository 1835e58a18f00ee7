import { api } from '@school/shared';
import { keepPreviousData, queryOptions } from '@school/shared/query';

/** A choice of a class form: a teacher, a student, a group or a school plan. */
export interface Choice {
  id: string;
  label: string;
}

export type ChoiceKind = 'teachers' | 'students' | 'groups' | 'plans';

interface NamedUser {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
}

/** How many choices a picker offers at once; the search narrows them on the server. */
export const CHOICES_LIMIT = 20;

const personLabel = (user: NamedUser) => `${user.firstName} ${user.lastName}`.trim() + (user.email ? ` (${user.email})` : '');

/** The lists a class form picks from (spec 01 §7 users, groups and school plans), searched on the server. */
const readers: Record<ChoiceKind, (q: string, signal: AbortSignal) => Promise<Choice[]>> = {
  teachers: async (q, signal) =>
    (await api.getPaged<NamedUser>('users', { params: { type: 'teachers', page: 1, limit: CHOICES_LIMIT, ...(q ? { q } : {}) }, signal })).data.map((user) => ({ id: user.id, label: personLabel(user) })),
  students: async (q, signal) =>
    (await api.getPaged<NamedUser>('users', { params: { type: 'students', page: 1, limit: CHOICES_LIMIT, ...(q ? { q } : {}) }, signal })).data.map((user) => ({ id: user.id, label: personLabel(user) })),
  groups: async (q, signal) =>
    (await api.getPaged<{ id: string; name: string }>('groups', { params: { page: 1, limit: CHOICES_LIMIT, ...(q ? { q } : {}) }, signal })).data.map((group) => ({ id: group.id, label: group.name })),
  plans: async (q, signal) =>
    (await api.getPaged<{ id: string; name: string }>('school/plans', { params: { page: 1, limit: CHOICES_LIMIT, ...(q ? { q } : {}) }, signal })).data.map((plan) => ({ id: plan.id, label: plan.name })),
};

/** The choices of one kind matching `q` (under `['classes', 'choices', ...]`: class forms only). */
export function choicesRead(kind: ChoiceKind, q: string) {
  return queryOptions({
    queryKey: ['classes', 'choices', kind, { q }] as const,
    queryFn: ({ signal }) => readers[kind](q, signal),
    placeholderData: keepPreviousData,
  });
}
