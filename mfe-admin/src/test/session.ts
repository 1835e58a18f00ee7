import { appStore, sessionAtom, toastsAtom, type PermissionKey } from '@school/shared';
import { aUser, signInAs } from '@school/shared/testing';

export const ADMIN_ID = '00000000-0000-4000-8000-000000000001';

/** Signs in a staff member of the office with these rights (by default a users manager). */
export function signInAsManager(permissions: PermissionKey[] = ['users-management']) {
  signInAs(aUser({ id: ADMIN_ID, firstName: 'Office', lastName: 'Manager', email: 'office@demo.test', role: 'staff' }), permissions);
}

export const toasts = () => appStore.get(toastsAtom).map((item) => `${item.kind}: ${item.message}`);

export function resetSession() {
  appStore.set(toastsAtom, []);
  appStore.set(sessionAtom, { restored: true, signedIn: false, user: null, permissions: [], school: null });
}
