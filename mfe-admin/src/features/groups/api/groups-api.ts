import { api } from '@school/shared';
import type { Group, GroupDetail, GroupInput, GroupSortField, SortOrder } from '../../../admin-contracts';

export interface GroupListQuery {
  page: number;
  q: string;
  sort: GroupSortField;
  order: SortOrder;
}

/** The group calls of spec 01 §7. */
export const groupsApi = {
  list: ({ page, q, sort, order }: GroupListQuery, signal?: AbortSignal) => api.getPaged<Group>('groups', { params: { page, limit: 10, sort, order, ...(q ? { q } : {}) }, signal }),
  get: (id: string, signal?: AbortSignal) => api.get<GroupDetail>(`groups/${id}`, { signal }),
  create: (input: GroupInput) => api.post<Group>('groups', input),
  update: (id: string, input: GroupInput) => api.put<Group>(`groups/${id}`, input),
  remove: (id: string) => api.delete(`groups/${id}`),
  /** Multipart (field `file`, an image of at most 1 MB); `onProgress` gets whole percents while the bytes go out. */
  uploadImage: (id: string, file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<Group>(`groups/${id}/image`, form, { onProgress });
  },
  removeImage: (id: string) => api.delete<Group>(`groups/${id}/image`),
  addMember: (id: string, userId: string) => api.post(`groups/${id}/users`, { userId }),
  // The spec's DELETE carries the student in the body, like the POST.
  removeMember: (id: string, userId: string) => api.delete(`groups/${id}/users`, { data: { userId } }),
};
