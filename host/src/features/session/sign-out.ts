import { atom } from 'jotai';
import { api, sessionAtom, signOut, appStore, tokenAtom } from '@school/shared';

/**
 * True after the user signed out from the menu, until the next sign-in. The guard then sends
 * them to the sign-in page without `redirectUrl`: they chose to leave, unlike a session that
 * a 401 ended, where coming back to the same page after signing in again is the point.
 */
export const signedOutByUserAtom = atom(false);

appStore.sub(sessionAtom, () => {
  if (appStore.get(sessionAtom).signedIn) appStore.set(signedOutByUserAtom, false);
});

/**
 * Forgets the session at once (the guard then shows the sign-in page) and asks the server to end
 * the token, so a copy of it stops working too (otherwise it would until it expires). The spec's
 * local-only sign-out is extended here: docs/decisions/api-auth-logout.md. The token is named
 * explicitly because the session no longer holds it when the request leaves; a failure changes
 * nothing for the user, who is signed out either way.
 */
export function signOutByUser(): Promise<void> {
  const token = appStore.get(tokenAtom);
  appStore.set(signedOutByUserAtom, true);
  signOut();
  if (!token) return Promise.resolve();
  return api.post('auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` } }).then(
    () => undefined,
    () => undefined,
  );
}
