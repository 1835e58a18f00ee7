/**
 * The administration contracts this remote uses. `@school/shared`'s browser entry does not
 * re-export shared/src/contracts/admin.ts yet, so they come from `@school/shared/contracts`,
 * which this remote bundles (tree-shaken; it is not the federated singleton). When the browser
 * entry exports them this file imports from `@school/shared` and nothing else changes.
 */
export {
  adminUserSchema,
  createUserSchema,
  EMPTY_SCHEDULE,
  groupInputSchema,
  USER_STATUSES,
  USER_TYPES,
  USERS_MANAGER_RULE,
  ADMIN_ONLY_PERMISSIONS,
  dayHoursSchema,
  updateUserSchema,
  WEEKDAYS,
  type AdminUser,
  type CreateUserInput,
  type DayHours,
  type Group,
  type GroupDetail,
  type GroupInput,
  type GroupMember,
  type GroupSortField,
  type SortOrder,
  type UpdateUserInput,
  type UserSortField,
  type UserStatus,
  type UserType,
  type Weekday,
  type WorkingSchedule,
} from '@school/shared/contracts';
