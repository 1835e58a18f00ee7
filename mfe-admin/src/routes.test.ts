import { canAccess, type AccessSubject } from '@school/shared';
import { USERS_MANAGER_RULE } from './admin-contracts';
import { routes } from './routes';

const subject = (role: AccessSubject['role'], ...keys: string[]): AccessSubject => ({ role, permissions: keys.map((key) => ({ key })) });

describe('mfe-admin routes', () => {
  it('declares the spec’s users and groups paths, each for users managers only', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(['/users/:type/:id', '/users/groups', '/users/groups/:id', '/users/staff', '/users/students', '/users/teachers']);
    for (const route of routes) expect(route.access).toEqual(USERS_MANAGER_RULE);
  });

  it('lets in staff with users-management or admin-access, and no one else', () => {
    const access = routes[0]?.access;
    if (!access || access === 'public') throw new Error('the users pages are not public');
    expect(canAccess(subject('staff', 'users-management'), access)).toBe(true);
    expect(canAccess(subject('staff', 'admin-access'), access)).toBe(true);
    expect(canAccess(subject('staff', 'teacher', 'courses-management'), access)).toBe(false);
    expect(canAccess(subject('member'), access)).toBe(false);
    expect(canAccess(null, access)).toBe(false);
  });
});
