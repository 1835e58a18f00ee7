import * as z from 'zod/mini';
import { lazySchema } from './lazy.js';
import { LANGUAGES, emailSchema, passwordSchema } from './common.js';

/** Optional text; blank is stored as null. */
const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, { error: 'validation.maxLength' })),
        z.transform((value: string) => (value === '' ? null : value)),
      ),
    ),
  );

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const nameText = () =>
  z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(100, { error: 'validation.maxLength' }));

/** PUT user/profile: the signed-in user's own details. */
export const updateProfileSchema = lazySchema(() => z.object({
  firstName: nameText(),
  lastName: nameText(),
  email: emailSchema(),
  phone: optionalText(40),
  country: optionalText(100),
  /**
   * An IANA zone name such as `Europe/Kyiv`. Checked by asking Intl to use it rather than
   * against `supportedValuesOf`, whose list omits aliases (Node 20 lists only Europe/Kiev).
   */
  timezone: optionalText(100).check(z.refine((zone) => !zone || isKnownTimeZone(zone), { error: 'validation.timezone' })),
  /**
   * The interface language to apply at sign-in on any browser; null forgets it (each browser
   * then follows its own languages); left as it is when absent.
   */
  language: z.optional(z.nullable(z.enum(LANGUAGES, { error: 'validation.language' }))),
  /** Needed only when `email` changes: whoever holds a stolen session must not be able to take over the account's address. */
  currentPassword: z.optional(z.string().check(z.maxLength(200, { error: 'validation.maxLength' }))),
}));
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** PUT user/password. The answer carries a fresh token: older tokens stop working. */
export const changePasswordSchema = lazySchema(() => z
  .object({
    oldPassword: z.string({ error: 'validation.required' }).check(z.minLength(1, { error: 'validation.required' })),
    newPassword: passwordSchema(),
    confirmPassword: z.string({ error: 'validation.required' }).check(z.minLength(1, { error: 'validation.required' })),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmPassword, {
      error: 'validation.passwordsMismatch',
      path: ['confirmPassword'],
    }),
  ));
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
