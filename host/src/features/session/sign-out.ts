import { atom } from 'jotai';
import { sessionAtom, signOut, appStore } from '@school/shared';

/**
 * True after the user signed out from the menu, until the next sign-in. The guard then sends
 * them to the sign-in page without `redirectUrl`: they chose to leave, unlike a session that
 * a 401 ended, where coming back to the same page after signing in again is the point.
 */
export const signedOutByUserAtom = atom(false);

appStore.sub(sessionAtom, () => {
  if (appStore.get(sessionAtom).signedIn) appStore.set(signedOutByUserAtom, false);
});

/** Sign-out makes no request (spec 01 §4); the guard then shows the sign-in page. */
export function signOutByUser(): void {
  appStore.set(signedOutByUserAtom, true);
  signOut();
}
