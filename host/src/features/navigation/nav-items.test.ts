import type { AccessSubject } from '@school/shared';
import { USERS_MANAGER_RULE } from '@school/shared/contracts';
import { NAV_ITEMS, USERS_MANAGER, activeNavItem, visibleNavItems } from './nav-items';

const deployed = {
  mfe_auth: { prefixes: ['/auth', '/settings/profile'] },
  mfe_content: { prefixes: ['/courses'] },
};
const everything = {
  ...deployed,
  mfe_admin: { prefixes: ['/analytics', '/users', '/settings/school'] },
  mfe_classroom: { prefixes: ['/classes', '/dictionary', '/lessons/classes'] },
  mfe_schedule: { prefixes: ['/lessons'] },
};
const admin: AccessSubject = { role: 'staff', permissions: [{ key: 'admin-access' }, { key: 'teacher' }, { key: 'users-management' }] };
const teacher: AccessSubject = { role: 'staff', permissions: [{ key: 'teacher' }] };
const student: AccessSubject = { role: 'member', permissions: [] };
const ids = (subject: AccessSubject, remotes: Record<string, { prefixes: string[] }>) =>
  visibleNavItems(NAV_ITEMS, subject, remotes).map((item) => item.id);

describe('sidebar items', () => {
  it('leads to the users pages with the rule the API and the users pages enforce', () => {
    expect(USERS_MANAGER).toEqual(USERS_MANAGER_RULE);
    expect(NAV_ITEMS.find((item) => item.id === 'users')?.rule).toBe(USERS_MANAGER);
  });

  it('shows the users pages to users-management or admin-access holders only, once mfe-admin is deployed', () => {
    const withAdmin = { ...deployed, mfe_admin: { prefixes: ['/users'] } };
    const usersManager: AccessSubject = { role: 'staff', permissions: [{ key: 'users-management' }] };
    expect(ids(usersManager, withAdmin)).toContain('users');
    expect(ids(admin, withAdmin)).toContain('users');
    expect(ids(teacher, withAdmin)).not.toContain('users');
    expect(ids(student, withAdmin)).not.toContain('users');
  });

  it('hides items whose area is not deployed', () => {
    expect(ids(admin, deployed)).toEqual(['dashboard', 'materials', 'settings']);
  });

  it('shows each role what it may open', () => {
    expect(ids(admin, everything)).toEqual([
      'dashboard',
      'analytics',
      'materials',
      'lessons',
      'myClasses',
      'mySchedule',
      'schoolSchedule',
      'schoolClasses',
      'dictionary',
      'users',
      'settings',
      'schoolSettings',
    ]);
    expect(ids(teacher, everything)).toEqual(['dashboard', 'analytics', 'materials', 'lessons', 'myClasses', 'mySchedule', 'dictionary', 'settings']);
    expect(ids(student, everything)).toEqual(['dashboard', 'materials', 'lessons', 'myClasses', 'dictionary', 'settings']);
    // Administration without teaching: the school's classes, not own ones.
    expect(ids({ role: 'staff', permissions: [{ key: 'admin-access' }] }, everything)).toContain('schoolClasses');
    expect(ids({ role: 'staff', permissions: [{ key: 'admin-access' }] }, everything)).not.toContain('myClasses');
  });

  it('shows the school settings to administrators only, once mfe-admin owns them', () => {
    const withAdmin = { ...deployed, mfe_admin: { prefixes: ['/users', '/settings/school'] } };
    const usersManager: AccessSubject = { role: 'staff', permissions: [{ key: 'users-management' }] };
    expect(ids(admin, withAdmin)).toContain('schoolSettings');
    expect(ids(usersManager, withAdmin)).not.toContain('schoolSettings');
    expect(ids(student, withAdmin)).not.toContain('schoolSettings');
    expect(ids(admin, deployed)).not.toContain('schoolSettings');
    expect(activeNavItem(visibleNavItems(NAV_ITEMS, admin, withAdmin), '/settings/school/plans')?.id).toBe('schoolSettings');
  });

  it('marks the deepest matching item as current', () => {
    const items = visibleNavItems(NAV_ITEMS, admin, everything);
    expect(activeNavItem(items, '/lessons/schedule/school')?.id).toBe('schoolSchedule');
    expect(activeNavItem(items, '/lessons/schedule')?.id).toBe('mySchedule');
    expect(activeNavItem(items, '/settings/profile/privacy')?.id).toBe('settings');
    expect(activeNavItem(items, '/courses/own')?.id).toBe('materials');
    expect(activeNavItem(items, '/nowhere')).toBeNull();
  });
});
