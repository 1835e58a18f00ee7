import * as z from 'zod';
import { PERMISSION_KEYS, ROLES, emailSchema, passwordSchema } from './common.js';

export const loginRequestSchema = z.object({
  email: emailSchema('auth.emailRequired'),
  password: z.string({ error: 'auth.passwordRequired' }).min(1, { error: 'auth.passwordRequired' }),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema('validation.required') });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z.string({ error: 'auth.resetTokenInvalid' }).min(10, { error: 'auth.resetTokenInvalid' }),
    password: passwordSchema(),
    confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const userStatusSchema = z.enum(['active', 'inactive', 'deactivated']);

export const userSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  status: userStatusSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const permissionSchema = z.object({ key: z.enum(PERMISSION_KEYS), name: z.string() });
export type Permission = z.infer<typeof permissionSchema>;

export const schoolSchema = z.object({ id: z.uuid(), name: z.string(), logo: z.string().nullable() });
export type School = z.infer<typeof schoolSchema>;

export const profileResponseSchema = z.object({
  user: userSchema,
  permissions: z.array(permissionSchema),
  school: schoolSchema.nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
