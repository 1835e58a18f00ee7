import { canAccess, type AccessRule, type AccessRules, type AccessSubject, type RemoteConfig } from '@school/shared';
import { findRemoteForPath } from './prefixes';

/**
 * The sidebar's items: where each leads and who may open that page. The rule repeats the
 * page's own rule (declared by its remote); an item shows only when the user meets it AND
 * a remote of the runtime config owns the path, so items of areas not deployed stay hidden.
 * Choices for items the spec leaves open: docs/decisions/host-sidebar.md.
 */
export interface NavItem {
  id: string;
  /** Key in the `host` namespace. */
  labelKey: string;
  path: string;
  rule: AccessRules;
  /** Host pages need no remote. */
  host?: boolean;
  icon: NavIconName;
}

export type NavIconName =
  | 'home'
  | 'chart'
  | 'book'
  | 'lesson'
  | 'classes'
  | 'calendar'
  | 'school'
  | 'dictionary'
  | 'flag'
  | 'users'
  | 'settings'
  | 'partners'
  | 'link';

const signedIn: AccessRule = {};
const teacher: AccessRule = { roles: ['staff'], permissions: ['teacher'] };
const schoolAdmin: AccessRule = { roles: ['staff'], permissions: ['admin-access'] };
/**
 * The own classes page (mfe-classroom's `/lessons/classes`): the classes a teacher teaches, and
 * the classes a student is in, and a student's landing page (with the homework due); this item is
 * their one step to a class (docs/decisions/classroom-ui.md).
 */
export const OWN_CLASSES: AccessRules = [teacher, { roles: ['member'] }];
/**
 * USERS_MANAGER_RULE of shared/src/contracts/admin.ts (docs/decisions/admin-access.md), written
 * out: the browser entry of @school/shared does not carry the admin contracts, and importing
 * `@school/shared/contracts` would put every message catalogue into the host. The test holds
 * the two equal.
 */
export const USERS_MANAGER: AccessRule = { roles: ['staff'], permissions: ['users-management', 'admin-access'] };

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'dashboard', labelKey: 'nav.dashboard', path: '/', rule: signedIn, host: true, icon: 'home' },
  { id: 'analytics', labelKey: 'nav.analytics', path: '/analytics', rule: { roles: ['staff'] }, icon: 'chart' },
  { id: 'materials', labelKey: 'nav.materials', path: '/courses/own', rule: signedIn, icon: 'book' },
  { id: 'lessons', labelKey: 'nav.lessons', path: '/lessons', rule: signedIn, icon: 'lesson' },
  { id: 'myClasses', labelKey: 'nav.myClasses', path: '/lessons/classes', rule: OWN_CLASSES, icon: 'classes' },
  { id: 'mySchedule', labelKey: 'nav.mySchedule', path: '/lessons/schedule', rule: teacher, icon: 'calendar' },
  { id: 'schoolSchedule', labelKey: 'nav.schoolSchedule', path: '/lessons/schedule/school', rule: schoolAdmin, icon: 'calendar' },
  { id: 'schoolClasses', labelKey: 'nav.schoolClasses', path: '/lessons/classes/school', rule: schoolAdmin, icon: 'school' },
  { id: 'dictionary', labelKey: 'nav.dictionary', path: '/dictionary', rule: { roles: ['staff', 'member'] }, icon: 'dictionary' },
  { id: 'marathons', labelKey: 'nav.marathons', path: '/marathons', rule: signedIn, icon: 'flag' },
  { id: 'users', labelKey: 'nav.users', path: '/users/students', rule: USERS_MANAGER, icon: 'users' },
  { id: 'settings', labelKey: 'nav.settings', path: '/settings/profile', rule: signedIn, icon: 'settings' },
  /**
   * The school's own settings (general, schedule, plans) are not profile settings, and mfe-auth's
   * profile tab bar does not link to them, so administrators reach them here
   * (docs/decisions/admin-ui.md). `/settings/school` opens the general page.
   */
  { id: 'schoolSettings', labelKey: 'nav.schoolSettings', path: '/settings/school', rule: schoolAdmin, icon: 'school' },
];

/** The items this user may open whose area is deployed. */
export function visibleNavItems(
  items: readonly NavItem[],
  subject: AccessSubject | null,
  remotes: Record<string, Pick<RemoteConfig, 'prefixes'>>,
): NavItem[] {
  return items.filter((item) => canAccess(subject, item.rule) && (item.host || findRemoteForPath(item.path, remotes) !== null));
}

/** The item to mark as current: the longest path that the location is at or below. */
export function activeNavItem(items: readonly NavItem[], pathname: string): NavItem | null {
  let best: NavItem | null = null;
  for (const item of items) {
    const matches = item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (matches && (!best || item.path.length > best.path.length)) best = item;
  }
  return best;
}
