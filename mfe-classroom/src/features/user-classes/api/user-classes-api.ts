import { api } from '@school/shared';
import { classKeys, keepPreviousData, queryOptions } from '@school/shared/query';
import type { ClassSummary } from '../../../lib/classroom-contracts';

/** Whose classes: a user's (taught by staff, attended by a student) or a group's group classes. */
export type ClassOwner = { kind: 'user'; id: string } | { kind: 'group'; id: string };

export const OWNER_CLASS_PAGE_SIZE = 10;

export interface OwnerClassQuery {
  page: number;
  q: string;
}

/** `GET users/{id}/classes` and `GET groups/{id}/classes`: the detail pages' classes tabs. */
export const userClassesApi = {
  list: (owner: ClassOwner, { page, q }: OwnerClassQuery, signal?: AbortSignal) =>
    api.getPaged<ClassSummary>(`${owner.kind === 'user' ? 'users' : 'groups'}/${owner.id}/classes`, {
      params: { page, limit: OWNER_CLASS_PAGE_SIZE, ...(q ? { q } : {}) },
      signal,
    }),
};

/** Among the class lists, so creating, editing or deleting a class refreshes the tab too. */
export function ownerClassesRead(owner: ClassOwner, query: OwnerClassQuery) {
  return queryOptions({
    queryKey: classKeys.list({ of: owner.kind, id: owner.id, ...query }),
    queryFn: ({ signal }) => userClassesApi.list(owner, query, signal),
    placeholderData: keepPreviousData,
  });
}
