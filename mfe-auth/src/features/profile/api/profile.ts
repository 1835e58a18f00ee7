import { api, type User, type updateProfileSchema } from '@school/shared';
import type { output } from 'zod/mini';

export type ProfileUpdate = output<typeof updateProfileSchema>;

export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return api.get<User>('user', { signal });
}

export function updateProfile(body: ProfileUpdate): Promise<User> {
  return api.put<User>('user/profile', body);
}

/** Multipart upload (field `file`); `onProgress` gets whole percents while the bytes go out. */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<User> {
  const body = new FormData();
  body.append('file', file);
  return api.upload<User>('user/avatar', body, { onProgress });
}

/** Removes the avatar; when the answer has no user in it, the current one is read again. */
export async function deleteAvatar(): Promise<User> {
  const answer = await api.delete<User | undefined>('user/avatar');
  return answer && typeof answer === 'object' && 'id' in answer ? answer : fetchCurrentUser();
}
