// Who may do what in the administration (docs/decisions/admin-access.md). The API checks these
// rules on every route and the admin pages use the same constants for the guard and the sidebar,
// like COURSE_WRITER_RULE.
import type { PermissionKey, Role } from '../common.js';

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

/** Analytics: any staff member (spec 01 §2 names the role and no permission). */
export const STAFF_RULE = { roles: ['staff'] } as const satisfies { roles: readonly Role[] };

/** The own plans, plan history and documents pages under profile settings: members only. */
export const MEMBER_SELF_RULE = { roles: ['member'] } as const satisfies { roles: readonly Role[] };

/**
 * Permissions that only an admin-access holder may grant or take away, and whose holders only an
 * admin-access holder may edit, deactivate or delete: otherwise a users-manager could lock the
 * school's administrators out or take over their accounts.
 */
export const ADMIN_ONLY_PERMISSIONS: readonly PermissionKey[] = ['admin-access'];
