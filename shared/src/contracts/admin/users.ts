// Users as the administration manages them: GET/POST users, GET/PUT/DELETE users/{id}, status and rights.
import * as z from 'zod/mini';
import { emailSchema, PERMISSION_KEYS, passwordSchema } from '../common.js';
import { userSchema } from '../auth.js';
import { limit, nameText, optionalText, page, searchText, timezoneText } from './fields.js';
import { workingScheduleSchema } from './schedule.js';
import { SORT_ORDERS } from './lists.js';

/**
 * The three lists of the users pages, named like their routes (`/users/students` ...):
 * students are role member; teachers are staff holding `teacher`; staff are every role staff.
 */
export const USER_TYPES = ['students', 'teachers', 'staff'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_STATUSES = ['active', 'inactive', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_SORT_FIELDS = ['name', 'email', 'createdAt', 'status'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/**
 * GET users. `q` searches first name, last name, "first last" and e-mail (case-insensitive,
 * substring). `type` picks one of the three lists; `role` and `permissions` (one key) are the
 * spec's finer filters and combine with it.
 */
export const userListQuerySchema = z.object({
  page: page(),
  limit: limit(),
  q: searchText(),
  type: z.optional(z.enum(USER_TYPES, { error: 'admin.userType' })),
  role: z.optional(z.enum(['staff', 'member'], { error: 'admin.role' })),
  permissions: z.optional(z.enum(PERMISSION_KEYS, { error: 'admin.permission' })),
  status: z.optional(z.enum(USER_STATUSES, { error: 'admin.status' })),
  sort: z._default(z.enum(USER_SORT_FIELDS, { error: 'admin.sort' }), 'name'),
  order: z._default(z.enum(SORT_ORDERS, { error: 'admin.sort' }), 'asc'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** A user as the administration sees it: the own-profile fields plus rights and schedule. */
export const adminUserSchema = z.extend(userSchema, {
  permissions: z.array(z.enum(PERMISSION_KEYS)),
  schedule: workingScheduleSchema,
  updatedAt: z.string(),
  /**
   * In the list only: the lessons a student has left, the sum of all their ledger entries (0 with
   * no paid pack, so the administration sees who must pay before the next lesson); null for staff.
   */
  lessonsLeft: z.optional(z.nullable(z.int())),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const userFields = {
  firstName: nameText(),
  lastName: nameText(),
  email: emailSchema(),
  phone: optionalText(40),
  country: optionalText(100),
  /** An IANA zone such as `Europe/Kyiv`. */
  timezone: timezoneText(),
  schedule: z.optional(workingScheduleSchema),
};

/**
 * POST users. `type` decides the role: students are members (no permissions); teachers are staff
 * and always hold `teacher`, whatever `permissions` says; staff are staff with the listed keys.
 * Only admin-access holders may include `admin-access`.
 */
export const createUserSchema = z.object({
  ...userFields,
  type: z.enum(USER_TYPES, { error: 'admin.userType' }),
  password: passwordSchema(),
  status: z._default(z.enum(USER_STATUSES, { error: 'admin.status' }), 'active'),
  permissions: z._default(z.array(z.enum(PERMISSION_KEYS, { error: 'admin.permission' })).check(z.maxLength(PERMISSION_KEYS.length)), []),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** A user's role as spec 01 §3 labels it; the access guard knows only staff and member. */
export const USER_ROLE_LABELS = ['student', 'teacher', 'staff'] as const;
export type UserRoleLabel = (typeof USER_ROLE_LABELS)[number];

/** The list a labelled role belongs to: a student is a member, a teacher staff holding `teacher`. */
export const USER_TYPE_OF_ROLE: Readonly<Record<UserRoleLabel, UserType>> = { student: 'students', teacher: 'teachers', staff: 'staff' };

/**
 * The body POST users accepts: the form's `type`, or the spec's `role` (student, teacher, staff)
 * instead, or both when they agree. The server reads the list from `userTypeOf`.
 */
export const createUserBodySchema = z
  .object({
    ...createUserSchema.shape,
    type: z.optional(createUserSchema.shape.type),
    role: z.optional(z.enum(USER_ROLE_LABELS, { error: 'admin.userRole' })),
  })
  .check(
    // Checked even when other fields are wrong, so an empty body names `type` among its faults.
    z.refine((body) => typeof body !== 'object' || body === null || body.type !== undefined || body.role !== undefined, {
      error: 'admin.userType',
      path: ['type'],
      when: () => true,
    }),
    z.refine((body) => body.type === undefined || body.role === undefined || USER_TYPE_OF_ROLE[body.role] === body.type, {
      error: 'admin.userRoleMismatch',
      path: ['role'],
    }),
  );
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** The list of a checked POST users body (the schema makes sure one of the two is there). */
export function userTypeOf(body: { type?: UserType | undefined; role?: UserRoleLabel | undefined }): UserType {
  if (body.type) return body.type;
  if (body.role) return USER_TYPE_OF_ROLE[body.role];
  throw new Error('a checked POST users body names its type or role');
}

/**
 * PUT users/{id}: the details only. Role is fixed at creation; rights change by the permission
 * toggles and status by PATCH users/{id}/status; the avatar by PUT/DELETE users/{id}/avatar.
 * A schedule left out stays as it is.
 */
export const updateUserSchema = z.object(userFields);
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** PATCH users/{id}/status. Anything but active refuses sign-in and ends the user's open sessions. */
export const userStatusInputSchema = z.object({ status: z.enum(USER_STATUSES, { error: 'admin.status' }) });
export type UserStatusInput = z.infer<typeof userStatusInputSchema>;

/** Params of PUT/DELETE users/{id}/permissions/{key}: switch one right on or off. */
export const userPermissionParamsSchema = z.object({
  id: z.uuid({ error: 'validation.id' }),
  key: z.enum(PERMISSION_KEYS, { error: 'admin.permission' }),
});
