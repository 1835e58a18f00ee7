import { appStore, isAuthenticated, tokenAtom } from '@school/shared';
import { aUser, fakeServer, signInAs, signOutForTest } from '@school/shared/testing';
import { signedOutByUserAtom, signOutByUser } from './sign-out';

afterEach(signOutForTest);

describe('signOutByUser', () => {
  it('forgets the session at once and asks the server to end the token it held', async () => {
    signInAs(aUser({ role: 'staff' }));
    const token = appStore.get(tokenAtom);
    expect(token).toBeTruthy();
    const calls = fakeServer(() => ({ status: 204 }));

    const done = signOutByUser();
    expect(isAuthenticated()).toBe(false);
    expect(appStore.get(signedOutByUserAtom)).toBe(true);
    await done;

    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST auth/logout']);
    expect(calls[0]?.config.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('stays signed out when the server cannot be reached', async () => {
    signInAs(aUser());
    fakeServer(() => ({ status: 503 }));
    await expect(signOutByUser()).resolves.toBeUndefined();
    expect(isAuthenticated()).toBe(false);
  });
});
