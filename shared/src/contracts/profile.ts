import * as z from 'zod';
import { emailSchema, passwordSchema } from './common.js';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.maxLength' })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** PUT user/profile: the signed-in user's own details. */
export const updateProfileSchema = z.object({
  firstName: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.maxLength' }),
  lastName: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.maxLength' }),
  email: emailSchema(),
  phone: optionalText(40),
  country: optionalText(100),
  /**
   * An IANA zone name such as `Europe/Kyiv`. Checked by asking Intl to use it rather than
   * against `supportedValuesOf`, whose list omits aliases (Node 20 lists only Europe/Kiev).
   */
  timezone: optionalText(100).refine((zone) => !zone || isKnownTimeZone(zone), { error: 'validation.timezone' }),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** PUT user/password. The answer carries a fresh token: older tokens stop working. */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    newPassword: passwordSchema(),
    confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
