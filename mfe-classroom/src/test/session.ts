import { appStore, sessionAtom, toastsAtom, type PermissionKey } from '@school/shared';
import { aUser, signInAs } from '@school/shared/testing';

export const TEACHER_ID = '00000000-0000-4000-8000-00000000000a';
export const STUDENT_ID = '00000000-0000-4000-8000-00000000000b';

export function signInAsTeacher(permissions: PermissionKey[] = ['teacher']) {
  signInAs(aUser({ id: TEACHER_ID, firstName: 'Taras', lastName: 'Teacher', email: 'teacher@demo.test', role: 'staff' }), permissions);
}

export function signInAsStudent() {
  signInAs(aUser({ id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student', email: 'student@demo.test', role: 'member' }), []);
}

export const toasts = () => appStore.get(toastsAtom).map((item) => `${item.kind}: ${item.message}`);

export function resetSession() {
  appStore.set(toastsAtom, []);
  appStore.set(sessionAtom, { restored: true, signedIn: false, user: null, permissions: [], school: null });
}
