import { atom } from 'jotai';
import { appStore } from './store.js';
// The contract files themselves, not `contracts/index.js`: that one also holds the contracts of
// the areas (course structure, administration), which the browser entry must not evaluate.
import type { LoginRequest, LoginResponse, Permission, ProfileResponse, School, User } from '../contracts/auth.js';
import { LIMITS } from '../contracts/common.js';
import type { AccessSubject } from './access.js';
import { api, onSessionEndingResponse } from './http.js';
import { tokenAtom } from './token.js';

export interface SessionState {
  /** False until the stored session has been restored (or given up on). */
  restored: boolean;
  signedIn: boolean;
  user: User | null;
  permissions: Permission[];
  school: School | null;
}

const signedOut: Omit<SessionState, 'restored'> = { signedIn: false, user: null, permissions: [], school: null };

export const sessionAtom = atom<SessionState>({ restored: false, ...signedOut });

/** Authenticated means a token exists and the session is signed in (spec 01 §4). */
export function isAuthenticated(state: SessionState = appStore.get(sessionAtom), token: string | null = appStore.get(tokenAtom)): boolean {
  return state.signedIn && !!token;
}

export function accessSubject(state: SessionState = appStore.get(sessionAtom)): AccessSubject | null {
  return state.user ? { role: state.user.role, permissions: state.permissions } : null;
}

function clearSession(): void {
  appStore.set(tokenAtom, null);
  appStore.set(sessionAtom, (state) => ({ ...state, ...signedOut, restored: true }));
}

async function loadProfile(): Promise<void> {
  const token = appStore.get(tokenAtom);
  try {
    const profile = await api.get<ProfileResponse>('auth/profile');
    // The session ended (or changed hands) while this answer was on its way.
    if (appStore.get(tokenAtom) !== token) return;
    appStore.set(sessionAtom, { restored: true, signedIn: true, user: profile.user, permissions: profile.permissions, school: profile.school });
  } catch (error) {
    // Spec 01 §8: a failed profile load is logged only, and the session is cleared.
    console.error('Profile load failed', error);
    clearSession();
    throw error;
  }
}

/** Stores the token, loads the profile, then marks the session signed in. */
export async function signIn(credentials: LoginRequest): Promise<void> {
  const { accessToken } = await api.post<LoginResponse>('auth/login', credentials);
  appStore.set(tokenAtom, accessToken);
  await loadProfile();
}

/** Sign-out makes no server request: the token is only forgotten here. */
export function signOut(): void {
  clearSession();
}

/** Reloads the profile, e.g. after the user changed their name or avatar. */
export function refreshProfile(): Promise<void> {
  return loadProfile();
}

/** Updates the signed-in user in place with what the server answered. */
export function updateSessionUser(user: User): void {
  appStore.set(sessionAtom, (state) => ({ ...state, user }));
}

let restoring: Promise<void> | null = null;

/** Restores a stored session at start-up, giving up after 5000 ms. */
export function restoreSession(timeoutMs: number = LIMITS.restoreTimeoutMs): Promise<void> {
  if (restoring) return restoring;
  appStore.set(sessionAtom, (state) => ({ ...state, restored: false }));
  if (!appStore.get(tokenAtom)) {
    clearSession();
    restoring = Promise.resolve();
    return restoring;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled = false;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      // A server too slow to answer in time leaves the visitor signed out rather than waiting.
      if (!settled) clearSession();
      resolve();
    }, timeoutMs);
  });
  const profile = loadProfile()
    .catch(() => undefined)
    .finally(() => {
      settled = true;
    });
  restoring = Promise.race([profile, timeout]).finally(() => clearTimeout(timer));
  return restoring;
}

onSessionEndingResponse(() => {
  if (appStore.get(sessionAtom).signedIn || appStore.get(tokenAtom)) clearSession();
});
