import { api, type Permission, type PermissionKey } from '@school/shared';
import type { AdminUser, CreateUserInput, SortOrder, UpdateUserInput, UserSortField, UserStatus, UserType } from '../../../admin-contracts';

export interface UserListQuery {
  type: UserType;
  page: number;
  q: string;
  sort: UserSortField;
  order: SortOrder;
}

/** The users calls of spec 01 §7 (docs/decisions/admin-access.md says who may make them). */
export const usersApi = {
  list: ({ type, page, q, sort, order }: UserListQuery, signal?: AbortSignal) =>
    api.getPaged<AdminUser>('users', { params: { type, page, limit: 10, sort, order, ...(q ? { q } : {}) }, signal }),
  get: (id: string, signal?: AbortSignal) => api.get<AdminUser>(`users/${id}`, { signal }),
  create: (input: CreateUserInput) => api.post<AdminUser>('users', input),
  update: (id: string, input: UpdateUserInput) => api.put<AdminUser>(`users/${id}`, input),
  setStatus: (id: string, status: UserStatus) => api.patch<AdminUser>(`users/${id}/status`, { status }),
  remove: (id: string) => api.delete(`users/${id}`),
  /** Multipart (field `file`, an image of at most 1 MB); `onProgress` gets whole percents while the bytes go out. */
  uploadAvatar: (id: string, file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<AdminUser>(`users/${id}/avatar`, form, { onProgress });
  },
  removeAvatar: (id: string) => api.delete<AdminUser>(`users/${id}/avatar`),
  permissions: (signal?: AbortSignal) => api.get<Permission[]>('permissions', { signal }),
  grant: (id: string, key: PermissionKey) => api.put<AdminUser>(`users/${id}/permissions/${key}`),
  revoke: (id: string, key: PermissionKey) => api.delete<AdminUser>(`users/${id}/permissions/${key}`),
};
