import type { PermissionKey, Role } from '../contracts/common.js';
import { COURSE_WRITER_RULE } from '../contracts/courses.js';

/** Who may open a page: no roles means any signed-in user (spec 01 §6). */
export interface AccessRule {
  roles?: readonly Role[];
  /** When listed, the user must hold at least one of them. */
  permissions?: readonly PermissionKey[];
}

/**
 * A rule, or several of which the user must meet one: own classes are for staff who teach and
 * for members (their classes), which one rule of roles and permissions cannot say.
 */
export type AccessRules = AccessRule | readonly AccessRule[];

export interface AccessSubject {
  role: Role | null;
  permissions: readonly { key: string }[];
}

export function canAccess(subject: AccessSubject | null, rule: AccessRules | undefined): boolean {
  if (!subject) return false;
  if (isRuleList(rule)) return rule.some((one) => canAccess(subject, one));
  if (!rule?.roles || rule.roles.length === 0) return true;
  if (!subject.role || !rule.roles.includes(subject.role)) return false;
  if (!rule.permissions || rule.permissions.length === 0) return true;
  return rule.permissions.some((key) => subject.permissions.some((permission) => permission.key === key));
}

export function hasPermission(subject: AccessSubject | null, ...keys: PermissionKey[]): boolean {
  return !!subject && keys.some((key) => subject.permissions.some((permission) => permission.key === key));
}

/** Whether the subject may change the school's own courses: the same rule the API enforces. */
export function canWriteCourses(subject: AccessSubject | null): boolean {
  return canAccess(subject, COURSE_WRITER_RULE);
}

function isRuleList(rule: AccessRules | undefined): rule is readonly AccessRule[] {
  return Array.isArray(rule);
}
