import { LIMITS, type LoginRequest, type LoginResponse, type Permission, type ProfileResponse, type School, type User } from '../contracts/index.js';
import type { AccessSubject } from './access.js';
import { api, onSessionEndingResponse } from './http.js';
import { createStore } from './store.js';
import { tokenStore } from './token.js';

export interface SessionState {
  /** False until the stored session has been restored (or given up on). */
  restored: boolean;
  signedIn: boolean;
  user: User | null;
  permissions: Permission[];
  school: School | null;
}

const signedOut: Omit<SessionState, 'restored'> = { signedIn: false, user: null, permissions: [], school: null };

export const sessionStore = createStore<SessionState>({ restored: false, ...signedOut });

/** Authenticated means a token exists and the session is signed in (spec 01 §4). */
export function isAuthenticated(state: SessionState = sessionStore.get()): boolean {
  return state.signedIn && !!tokenStore.get();
}

export function accessSubject(state: SessionState = sessionStore.get()): AccessSubject | null {
  return state.user ? { role: state.user.role, permissions: state.permissions } : null;
}

function clearSession(): void {
  tokenStore.set(null);
  sessionStore.set((state) => ({ ...state, ...signedOut, restored: true }));
}

async function loadProfile(): Promise<void> {
  const token = tokenStore.get();
  try {
    const profile = await api.get<ProfileResponse>('auth/profile');
    // The session ended (or changed hands) while this answer was on its way.
    if (tokenStore.get() !== token) return;
    sessionStore.set({ restored: true, signedIn: true, user: profile.user, permissions: profile.permissions, school: profile.school });
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
  tokenStore.set(accessToken);
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
  sessionStore.set((state) => ({ ...state, user }));
}

let restoring: Promise<void> | null = null;

/** Restores a stored session at start-up, giving up after 5000 ms. */
export function restoreSession(timeoutMs: number = LIMITS.restoreTimeoutMs): Promise<void> {
  if (restoring) return restoring;
  sessionStore.set((state) => ({ ...state, restored: false }));
  if (!tokenStore.get()) {
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
  if (sessionStore.get().signedIn || tokenStore.get()) clearSession();
});
