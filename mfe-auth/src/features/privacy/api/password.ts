import { api, type changePasswordSchema } from '@school/shared';
import type { output } from 'zod/mini';

export type PasswordChange = output<typeof changePasswordSchema>;

/** The answer carries a fresh token: the server stops accepting every token issued before it. */
export function changePassword(body: PasswordChange): Promise<{ accessToken: string }> {
  return api.put<{ accessToken: string }>('user/password', body);
}
