import { canAccess, type AccessRules, type AccessSubject } from '@school/shared';
import { MEMBER_SELF_RULE, SCHOOL_ADMIN_RULE, STAFF_RULE, USERS_MANAGER_RULE } from './admin-contracts';
import { routes } from './routes';

const subject = (role: AccessSubject['role'], ...keys: string[]): AccessSubject => ({ role, permissions: keys.map((key) => ({ key })) });
const accessOf = (path: string): AccessRules => {
  const access = routes.find((route) => route.path === path)?.access;
  if (!access || access === 'public') throw new Error(`${path} is not a protected page`);
  return access;
};

describe('mfe-admin routes', () => {
  it('declares the spec’s users, school settings and member pages, each with the API’s rule', () => {
    const byPath = Object.fromEntries(routes.map((route) => [route.path, route.access]));
    expect(byPath).toEqual({
      '/analytics': STAFF_RULE,
      '/users/students': USERS_MANAGER_RULE,
      '/users/teachers': USERS_MANAGER_RULE,
      '/users/staff': USERS_MANAGER_RULE,
      '/users/groups': USERS_MANAGER_RULE,
      '/users/groups/:id': USERS_MANAGER_RULE,
      '/users/:type/:id': USERS_MANAGER_RULE,
      '/settings/school': SCHOOL_ADMIN_RULE,
      '/settings/school/general': SCHOOL_ADMIN_RULE,
      '/settings/school/schedule': SCHOOL_ADMIN_RULE,
      '/settings/school/plans': SCHOOL_ADMIN_RULE,
      '/settings/profile/plans': MEMBER_SELF_RULE,
      '/settings/profile/plans-history': MEMBER_SELF_RULE,
      '/settings/profile/documents': MEMBER_SELF_RULE,
    });
  });

  it('lets any staff member into analytics, whatever their permissions, and no member', () => {
    const access = accessOf('/analytics');
    expect(canAccess(subject('staff'), access)).toBe(true);
    expect(canAccess(subject('staff', 'teacher'), access)).toBe(true);
    expect(canAccess(subject('member'), access)).toBe(false);
  });

  it('lets in staff with users-management or admin-access to the users pages, and no one else', () => {
    const access = accessOf('/users/students');
    expect(canAccess(subject('staff', 'users-management'), access)).toBe(true);
    expect(canAccess(subject('staff', 'admin-access'), access)).toBe(true);
    expect(canAccess(subject('staff', 'teacher', 'courses-management'), access)).toBe(false);
    expect(canAccess(subject('member'), access)).toBe(false);
    expect(canAccess(null, access)).toBe(false);
  });

  it('keeps the school settings and plans for administrators, and the own pages for members', () => {
    const school = accessOf('/settings/school/plans');
    expect(canAccess(subject('staff', 'admin-access'), school)).toBe(true);
    expect(canAccess(subject('staff', 'users-management'), school)).toBe(false);
    expect(canAccess(subject('member'), school)).toBe(false);
    const own = accessOf('/settings/profile/documents');
    expect(canAccess(subject('member'), own)).toBe(true);
    expect(canAccess(subject('staff', 'admin-access'), own)).toBe(false);
  });
});
