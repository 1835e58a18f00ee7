import { appStore } from '../client/store.js';
import type { PermissionKey, User } from '../contracts/index.js';
import { sessionAtom } from '../client/session.js';
import { tokenAtom } from '../client/token.js';

/** A valid user; tests override only what they are about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '7f1c3a52-4a8e-4c55-9f3e-2b8f8f0f6d11',
    firstName: 'Olena',
    lastName: 'Koval',
    email: 'student@demo.test',
    role: 'member',
    image: null,
    phone: null,
    country: null,
    timezone: null,
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Signs a user in with these permissions, without any request: a token and a signed-in session, as after a real sign-in. */
export function signInAs(user: User, permissions: PermissionKey[] = []): void {
  appStore.set(tokenAtom, 'test-token');
  appStore.set(sessionAtom, { restored: true, signedIn: true, user, permissions: permissions.map((key) => ({ key, name: key })), school: null });
}

/** Back to a signed-out visitor whose stored session has been restored. */
export function signOutForTest(): void {
  appStore.set(tokenAtom, null);
  appStore.set(sessionAtom, { restored: true, signedIn: false, user: null, permissions: [], school: null });
}
