import { homeAudiencesOf } from './home.js';

const staff = (...keys: string[]) => ({ role: 'staff' as const, permissions: keys.map((key) => ({ key })) });

describe('homeAudiencesOf', () => {
  it('makes a member a student, and staff a teacher, an administrator or both by their permissions', () => {
    expect(homeAudiencesOf({ role: 'member', permissions: [] })).toEqual(['student']);
    expect(homeAudiencesOf(staff('teacher'))).toEqual(['teacher']);
    expect(homeAudiencesOf(staff('admin-access', 'users-management'))).toEqual(['admin']);
    expect(homeAudiencesOf(staff('admin-access', 'teacher'))).toEqual(['teacher', 'admin']);
  });

  it('gives no audience to staff with neither permission, or to no one signed in', () => {
    expect(homeAudiencesOf(staff('users-management'))).toEqual([]);
    expect(homeAudiencesOf(null)).toEqual([]);
    expect(homeAudiencesOf({ role: null, permissions: [] })).toEqual([]);
  });
});
