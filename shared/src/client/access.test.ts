import { canAccess, canWriteCourses, hasPermission } from './access.js';

const teacher = { role: 'staff' as const, permissions: [{ key: 'teacher' }] };
const admin = { role: 'staff' as const, permissions: [{ key: 'admin-access' }] };
const student = { role: 'member' as const, permissions: [] };

describe('canAccess', () => {
  it('opens a page without roles to any signed-in user, never to a signed-out visitor', () => {
    expect(canAccess(student, {})).toBe(true);
    expect(canAccess(student, undefined)).toBe(true);
    expect(canAccess(null, {})).toBe(false);
  });

  it('requires the role when roles are listed', () => {
    expect(canAccess(student, { roles: ['staff'] })).toBe(false);
    expect(canAccess(teacher, { roles: ['staff'] })).toBe(true);
    expect(canAccess(student, { roles: ['staff', 'member'] })).toBe(true);
  });

  it('requires at least one listed permission, matched by key', () => {
    const schoolSchedule = { roles: ['staff'] as const, permissions: ['admin-access'] as const };
    expect(canAccess(teacher, schoolSchedule)).toBe(false);
    expect(canAccess(admin, schoolSchedule)).toBe(true);
    expect(canAccess(teacher, { roles: ['staff'], permissions: ['admin-access', 'teacher'] })).toBe(true);
  });

  it('opens a page with several rules to whoever meets one of them', () => {
    const ownClasses = [{ roles: ['staff'], permissions: ['teacher'] }, { roles: ['member'] }] as const;
    expect(canAccess(teacher, ownClasses)).toBe(true);
    expect(canAccess(student, ownClasses)).toBe(true);
    expect(canAccess(admin, ownClasses)).toBe(false);
    expect(canAccess(null, ownClasses)).toBe(false);
  });

  it('tells whether a subject holds any of the keys', () => {
    expect(hasPermission(teacher, 'courses-management', 'teacher')).toBe(true);
    expect(hasPermission(student, 'teacher')).toBe(false);
    expect(hasPermission(null, 'teacher')).toBe(false);
  });
});

describe('canWriteCourses', () => {
  it('lets staff who teach or manage write, and nobody else', () => {
    expect(canWriteCourses(teacher)).toBe(true);
    expect(canWriteCourses(admin)).toBe(true);
    expect(canWriteCourses({ role: 'staff', permissions: [{ key: 'courses-management' }] })).toBe(true);
    expect(canWriteCourses({ role: 'staff', permissions: [] })).toBe(false);
    // A permission alone is not enough: the API also requires the staff role.
    expect(canWriteCourses({ role: 'member', permissions: [{ key: 'teacher' }] })).toBe(false);
    expect(canWriteCourses(null)).toBe(false);
  });
});
