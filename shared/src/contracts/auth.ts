import * as z from 'zod/mini';
import { lazySchema } from './lazy.js';
import { PERMISSION_KEYS, ROLES, emailSchema, languageSchema, passwordSchema } from './common.js';

export const loginRequestSchema = lazySchema(() => z.object({
  email: emailSchema('auth.emailRequired'),
  password: z.string({ error: 'auth.passwordRequired' }).check(z.minLength(1, { error: 'auth.passwordRequired' })),
}));
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = lazySchema(() => z.object({ accessToken: z.string() }));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordRequestSchema = lazySchema(() => z.object({ email: emailSchema('validation.required') }));
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetTokenSchema = lazySchema(() => z.string({ error: 'auth.resetTokenInvalid' }).check(z.minLength(10, { error: 'auth.resetTokenInvalid' })));

export const resetPasswordRequestSchema = lazySchema(() => z
  .object({
    token: resetTokenSchema,
    password: passwordSchema(),
    confirmPassword: z.string({ error: 'validation.required' }).check(z.minLength(1, { error: 'validation.required' })),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      error: 'validation.passwordsMismatch',
      path: ['confirmPassword'],
    }),
  ));
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = lazySchema(() => z.object({ message: z.string() }));

export const userStatusSchema = lazySchema(() => z.enum(['active', 'inactive', 'deactivated']));

export const userSchema = lazySchema(() => z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  image: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  country: z.nullable(z.string()),
  timezone: z.nullable(z.string()),
  /**
   * The interface language the user chose (null: never chosen). Applied at sign-in on any
   * browser. Optional so the administration's user records, built on this shape, need not carry it.
   */
  language: z.optional(z.nullable(languageSchema)),
  status: userStatusSchema,
  createdAt: z.string(),
}));
export type User = z.infer<typeof userSchema>;

export const permissionSchema = lazySchema(() => z.object({ key: z.enum(PERMISSION_KEYS), name: z.string() }));
export type Permission = z.infer<typeof permissionSchema>;

export const schoolSchema = lazySchema(() => z.object({ id: z.uuid(), name: z.string(), logo: z.nullable(z.string()) }));
export type School = z.infer<typeof schoolSchema>;

export const profileResponseSchema = lazySchema(() => z.object({
  user: userSchema,
  permissions: z.array(permissionSchema),
  school: z.nullable(schoolSchema),
}));
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
