import type { PermissionKey, Role } from '@school/shared';
import { aUser, signInAs as signIn } from '@school/shared/testing';

/** Signs in a content user by role, the way the course pages are tested. */
export function signInAs(role: Role, permissions: PermissionKey[] = []) {
  signIn(aUser({ id: '00000000-0000-4000-8000-000000000001', firstName: 'Test', lastName: role === 'staff' ? 'Teacher' : 'Student', email: `${role}@demo.test`, role }), permissions);
}
