import { api, type ForgotPasswordRequest, type ResetPasswordRequest } from '@school/shared';

interface MessageAnswer {
  message?: string;
}

/** Asks for a reset link. The answer is the same whether or not the address exists. */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<string | undefined> {
  const answer = await api.post<MessageAnswer | undefined>('auth/password-recovery/forgot', body);
  return answer?.message;
}

/** Sets a new password with the single-use token from the e-mail. */
export async function resetPassword(body: ResetPasswordRequest): Promise<string | undefined> {
  const answer = await api.post<MessageAnswer | undefined>('auth/password-recovery/reset', body);
  return answer?.message;
}
