// Contracts of the administration area (issue 11): users, permissions, groups, school settings,
// plans and packs, balance history. The API validates with these schemas and the admin pages
// build their forms from them, so one rule gives one message in both places.
import * as z from 'zod/mini';
import {
  boundedText,
  emailSchema,
  LIMITS,
  optionalBoundedText,
  PERMISSION_KEYS,
  passwordSchema,
  type PermissionKey,
  type Role,
} from './common.js';
import { userSchema, userStatusSchema } from './auth.js';
import { isKnownTimeZone } from './profile.js';

// ---------------------------------------------------------------------------------------------
// Who may do what (docs/decisions/admin-access.md). The API checks these rules on every route and
// the admin pages use the same constants for the guard and the sidebar, like COURSE_WRITER_RULE.
// ---------------------------------------------------------------------------------------------

/** Users, groups and (later) user documents and user plans: staff with either key. */
export const USERS_MANAGER_RULE = {
  roles: ['staff'],
  permissions: ['users-management', 'admin-access'],
} as const satisfies { roles: readonly Role[]; permissions: readonly PermissionKey[] };

/** School settings (general, schedule, logo) and school plans: staff with admin-access only. */
export const SCHOOL_ADMIN_RULE = {
  roles: ['staff'],
  permissions: ['admin-access'],
} as const satisfies { roles: readonly Role[]; permissions: readonly PermissionKey[] };

/** The own plans, plan history and documents pages under profile settings: members only. */
export const MEMBER_SELF_RULE = { roles: ['member'] } as const satisfies { roles: readonly Role[] };

/**
 * Permissions that only an admin-access holder may grant or take away, and whose holders only an
 * admin-access holder may edit, deactivate or delete: otherwise a users-manager could lock the
 * school's administrators out or take over their accounts.
 */
export const ADMIN_ONLY_PERMISSIONS: readonly PermissionKey[] = ['admin-access'];

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `HH:mm`, 24-hour clock. */
export const timeOfDaySchema = z.string({ error: 'admin.timeFormat' }).check(z.regex(TIME_PATTERN, { error: 'admin.timeFormat' }));

/** Working hours of one day; the end comes after the start (no shifts across midnight). */
export const dayHoursSchema = z
  .object({ startTime: timeOfDaySchema, endTime: timeOfDaySchema })
  // Compared only when both are well-formed, so a bad time gives its own message and no second one.
  .check(
    z.refine((day) => !TIME_PATTERN.test(day.startTime) || !TIME_PATTERN.test(day.endTime) || day.endTime > day.startTime, {
      error: 'admin.timeOrder',
      path: ['endTime'],
    }),
  );
export type DayHours = z.infer<typeof dayHoursSchema>;

/** One entry per weekday; `null` is a day off. Missing days are days off too. */
export const workingScheduleSchema = z.object({
  mon: z._default(z.nullable(dayHoursSchema), null),
  tue: z._default(z.nullable(dayHoursSchema), null),
  wed: z._default(z.nullable(dayHoursSchema), null),
  thu: z._default(z.nullable(dayHoursSchema), null),
  fri: z._default(z.nullable(dayHoursSchema), null),
  sat: z._default(z.nullable(dayHoursSchema), null),
  sun: z._default(z.nullable(dayHoursSchema), null),
});
export type WorkingSchedule = z.infer<typeof workingScheduleSchema>;
export type WorkingScheduleInput = z.input<typeof workingScheduleSchema>;

export const EMPTY_SCHEDULE: WorkingSchedule = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };

/** Optional text of at most `max` characters; blank is stored as null. */
const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, { error: 'validation.maxLength' })),
        z.transform((value: string) => (value === '' ? null : value)),
      ),
    ),
  );

const nameText = () =>
  z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(100, { error: 'validation.maxLength' }));

const timezoneText = () => optionalText(100).check(z.refine((zone) => !zone || isKnownTimeZone(zone), { error: 'validation.timezone' }));

const searchText = () => z._default(z.string().check(z.trim(), z.maxLength(LIMITS.textMax, { error: 'validation.maxLength' })), '');

const page = () => z._default(z.coerce.number({ error: 'admin.page' }).check(z.int({ error: 'admin.page' }), z.minimum(1, { error: 'admin.page' })), 1);
const limit = () =>
  z._default(
    z.coerce
      .number({ error: 'admin.limit' })
      .check(z.int({ error: 'admin.limit' }), z.minimum(1, { error: 'admin.limit' }), z.maximum(100, { error: 'admin.limit' })),
    LIMITS.defaultPageSize,
  );

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------

/** A member as a group lists it. */
export const groupMemberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  image: z.nullable(z.string()),
  status: userStatusSchema,
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  membersCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** GET groups/{id}: the group with its members (students), sorted by name. */
export const groupDetailSchema = z.extend(groupSchema, { members: z.array(groupMemberSchema) });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const GROUP_SORT_FIELDS = ['name', 'createdAt', 'membersCount'] as const;
export type GroupSortField = (typeof GROUP_SORT_FIELDS)[number];

export const groupListQuerySchema = z.object({
  page: page(),
  limit: limit(),
  q: searchText(),
  sort: z._default(z.enum(GROUP_SORT_FIELDS, { error: 'admin.sort' }), 'name'),
  order: z._default(z.enum(SORT_ORDERS, { error: 'admin.sort' }), 'asc'),
});
export type GroupListQuery = z.input<typeof groupListQuerySchema>;

/** POST groups, PUT groups/{id}. Names are unique in a school (case-insensitive). */
export const groupInputSchema = z.object({
  name: boundedText(),
  description: z._default(optionalBoundedText(), ''),
});
export type GroupInput = z.input<typeof groupInputSchema>;

/** POST and DELETE groups/{id}/users: one student. */
export const groupMemberInputSchema = z.object({ userId: z.uuid({ error: 'validation.id' }) });
export type GroupMemberInput = z.infer<typeof groupMemberInputSchema>;

// ---------------------------------------------------------------------------------------------
// School settings: GET/PUT school/general, PUT school/schedule, PUT school/avatar (logo upload),
// DELETE school/logo.
// ---------------------------------------------------------------------------------------------

export const schoolSettingsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  country: z.nullable(z.string()),
  address: z.nullable(z.string()),
  timezone: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  schedule: workingScheduleSchema,
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

const websiteText = () =>
  optionalText(LIMITS.textMax).check(z.refine((value) => !value || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), { error: 'admin.website' }));

/** PUT school/general. */
export const schoolGeneralInputSchema = z.object({
  name: boundedText(),
  email: optionalText(254).check(z.refine((value) => !value || z.safeParse(z.email(), value).success, { error: 'validation.email' })),
  phone: optionalText(40),
  website: websiteText(),
  country: optionalText(100),
  address: optionalText(LIMITS.textMax),
  timezone: timezoneText(),
});
export type SchoolGeneralInput = z.input<typeof schoolGeneralInputSchema>;

/** PUT school/schedule. */
export const schoolScheduleInputSchema = z.object({ schedule: workingScheduleSchema });
export type SchoolScheduleInput = z.input<typeof schoolScheduleInputSchema>;

// ---------------------------------------------------------------------------------------------
// Plans and packs (money is exact: integer minor units of the plan's currency).
// ---------------------------------------------------------------------------------------------

export const CURRENCIES = ['UAH', 'USD', 'EUR', 'GBP', 'PLN', 'CZK', 'CHF', 'JPY', 'CNY', 'AUD', 'CAD', 'TRY', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Digits after the decimal point (ISO 4217): a price of 150000 UAH minor units is 1500.00 UAH; JPY has none. */
export const CURRENCY_DECIMALS: Record<Currency, number> = {
  UAH: 2, USD: 2, EUR: 2, GBP: 2, PLN: 2, CZK: 2, CHF: 2, JPY: 0, CNY: 2, AUD: 2, CAD: 2, TRY: 2, INR: 2,
};

export const PLAN_STATUSES = ['active', 'inactive'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** On a user's plan the status may also be unknown (spec 01 §3). */
export const USER_PLAN_STATUSES = ['active', 'inactive', 'unknown'] as const;
export type UserPlanStatus = (typeof USER_PLAN_STATUSES)[number];

export const planPackSchema = z.object({
  id: z.uuid(),
  /** Lessons the pack gives. */
  lessons: z.int(),
  /** Integer minor units of the plan's currency. */
  price: z.int(),
});
export type PlanPack = z.infer<typeof planPackSchema>;

export const planSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  durationMinutes: z.int(),
  validityDays: z.int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(PLAN_STATUSES),
  packs: z.array(planPackSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planPackInputSchema = z.object({
  /** Present to keep an existing pack (its id stays, so user plans keep pointing at it). */
  id: z.optional(z.uuid({ error: 'validation.id' })),
  lessons: z.int({ error: 'admin.lessons' }).check(z.minimum(1, { error: 'admin.lessons' }), z.maximum(1000, { error: 'admin.lessons' })),
  price: z.int({ error: 'admin.price' }).check(z.minimum(0, { error: 'admin.price' }), z.maximum(1_000_000_000, { error: 'admin.price' })),
});
export type PlanPackInput = z.infer<typeof planPackInputSchema>;

/** POST school/plans, PUT school/plans/{id}. */
export const planInputSchema = z.object({
  name: boundedText(),
  durationMinutes: z
    .int({ error: 'admin.duration' })
    .check(z.minimum(5, { error: 'admin.duration' }), z.maximum(600, { error: 'admin.duration' })),
  validityDays: z
    .int({ error: 'admin.validity' })
    .check(z.minimum(1, { error: 'admin.validity' }), z.maximum(3650, { error: 'admin.validity' })),
  currency: z.enum(CURRENCIES, { error: 'admin.currency' }),
  status: z._default(z.enum(PLAN_STATUSES, { error: 'admin.status' }), 'active'),
  packs: z
    .array(planPackInputSchema)
    .check(z.minLength(1, { error: 'admin.packsRequired' }), z.maxLength(20, { error: 'admin.packsTooMany' })),
});
export type PlanInput = z.input<typeof planInputSchema>;

export const planListQuerySchema = z.object({ page: page(), limit: limit(), q: searchText() });
export type PlanListQuery = z.input<typeof planListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Balance history: a ledger. Every change of a student's lessons is one entry; the remaining
// count is the sum of the entries, never a stored number edited in place.
// ---------------------------------------------------------------------------------------------

export const BALANCE_ENTRY_TYPES = ['manual', 'auto', 'lessonCompleted', 'lessonRefund', 'expired'] as const;
export type BalanceEntryType = (typeof BALANCE_ENTRY_TYPES)[number];

export const balanceEntrySchema = z.object({
  id: z.uuid(),
  planName: z.string(),
  /** Lessons added (positive) or taken (negative). */
  amount: z.int(),
  type: z.enum(BALANCE_ENTRY_TYPES),
  date: z.string(),
});
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;

// ---------------------------------------------------------------------------------------------
// User plans (the tariffs tab): users/{id}/plans, users/{id}/plans/{userPlanId},
// users/{id}/plan-history; a member's own: user/plans, user/plans/history.
// ---------------------------------------------------------------------------------------------

/**
 * A pack assigned to a student. Name, lessons, price and currency are copies taken at assignment.
 * `lessonsRemaining` is the sum of the ledger entries; `purchasedAt` is the payment date and
 * `nextPaymentAt` the end of validity (null until paid).
 */
export const userPlanSchema = z.object({
  id: z.uuid(),
  planId: z.nullable(z.uuid()),
  planPackId: z.nullable(z.uuid()),
  planName: z.string(),
  lessons: z.int(),
  price: z.int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(USER_PLAN_STATUSES),
  lessonsUsed: z.int(),
  lessonsRemaining: z.int(),
  purchasedAt: z.nullable(z.string()),
  nextPaymentAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

/** POST users/{id}/plans: assign a pack of an active plan to a student (assigned, not paid). */
export const assignPlanSchema = z.object({ planPackId: z.uuid({ error: 'validation.id' }) });
export type AssignPlanInput = z.infer<typeof assignPlanSchema>;

export const USER_PLAN_ACTIONS = ['pay', 'activate', 'deactivate', 'adjust'] as const;
export type UserPlanAction = (typeof USER_PLAN_ACTIONS)[number];

/**
 * PATCH users/{id}/plans/{userPlanId}: `pay` credits the pack's lessons once and starts its
 * validity; `activate`/`deactivate` switch the status; `adjust` is a manual correction of the
 * balance by `amount` lessons (not zero; never below zero in total).
 */
export const userPlanActionSchema = z
  .object({
    action: z.enum(USER_PLAN_ACTIONS, { error: 'admin.planAction' }),
    amount: z.optional(
      z.int({ error: 'admin.amount' }).check(z.minimum(-1000, { error: 'admin.amount' }), z.maximum(1000, { error: 'admin.amount' })),
    ),
  })
  .check(
    z.refine((value) => value.action !== 'adjust' || (value.amount !== undefined && value.amount !== 0), {
      error: 'admin.amount',
      path: ['amount'],
    }),
  );
export type UserPlanActionInput = z.infer<typeof userPlanActionSchema>;

export const userPlanParamsSchema = z.object({ id: z.uuid({ error: 'validation.id' }), userPlanId: z.uuid({ error: 'validation.id' }) });

export const pageQuerySchema = z.object({ page: page(), limit: limit() });

// ---------------------------------------------------------------------------------------------
// Documents: users/{id}/documents and groups/{id}/documents (administration), and user/documents
// (a member's own public ones and the public ones of their groups).
// ---------------------------------------------------------------------------------------------

export const DOCUMENT_TYPES = ['public', 'private'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Formats accepted for documents; the server checks the bytes, not the name or declared type. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

export const documentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The original file name, used for downloads. */
  fileName: z.string(),
  size: z.int(),
  type: z.enum(DOCUMENT_TYPES),
  createdAt: z.string(),
  /** In a member's own list only: the group a document comes from (absent for their own). */
  groupName: z.optional(z.string()),
});
export type UserDocument = z.infer<typeof documentSchema>;

/** The upload's fields beside `file` (multipart), and the body of PUT users|groups/{id}/documents/{docId}. */
export const documentInputSchema = z.object({
  name: boundedText(),
  type: z.enum(DOCUMENT_TYPES, { error: 'admin.documentType' }),
});
export type DocumentInput = z.input<typeof documentInputSchema>;

/** Lists of documents; the member's own list may ask for up to 100 at once (spec 01 §9). */
export const documentListQuerySchema = z.object({ page: page(), limit: limit() });
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const documentParamsSchema = z.object({ id: z.uuid({ error: 'validation.id' }), docId: z.uuid({ error: 'validation.id' }) });

export type DocumentFileProblem = 'admin.documentFormat' | 'admin.documentTooLarge';

/** The browser's half of the document rule, checked before any byte is sent; the server checks the content again. */
export function documentFileProblem(file: { type: string; size: number }): DocumentFileProblem | null {
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'admin.documentFormat';
  if (file.size > LIMITS.documentMaxBytes) return 'admin.documentTooLarge';
  return null;
}
