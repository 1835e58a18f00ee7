import { atom } from 'jotai';
import { appStore } from './store.js';
// The contract files themselves, not `contracts/index.js`: that one also holds the contracts of
// the areas (course structure, administration), which the browser entry must not evaluate.
import type { LoginRequest, LoginResponse, Permission, ProfileResponse, School, User } from '../contracts/auth.js';
import { LIMITS } from '../contracts/common.js';
import type { AccessSubject } from './access.js';
import { api, isHttpError, onSessionEndingResponse, onWriteAnswered } from './http.js';
import { changeLanguage, currentLanguage } from './i18n.js';
import type { Language } from '../contracts/common.js';
import { tokenAtom } from './token.js';

export interface SessionState {
  /** False until the stored session has been restored (or given up on). */
  restored: boolean;
  signedIn: boolean;
  user: User | null;
  permissions: Permission[];
  school: School | null;
  /**
   * True while the profile shown is the copy kept from the last sign-in because the server could
   * not be reached when the page started (docs/decisions/session-offline-restore.md); the profile
   * is asked for again until the server answers.
   */
  offline?: boolean;
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

const sessionClearedListeners = new Set<() => void>();

/**
 * Called whenever the session ends (sign-out, a refused token, a failed sign-in), so modules that
 * keep the user's data in the browser (the classroom's offline copies) forget it.
 */
export function onSessionCleared(listener: () => void): () => void {
  sessionClearedListeners.add(listener);
  return () => sessionClearedListeners.delete(listener);
}

function clearSession(): void {
  stopProfileRetries();
  forgetKeptProfile();
  appStore.set(tokenAtom, null);
  appStore.set(sessionAtom, (state) => ({ ...state, ...signedOut, offline: false, restored: true }));
  for (const listener of sessionClearedListeners) {
    try {
      listener();
    } catch (error) {
      console.error('Session-cleared listener failed', error);
    }
  }
}

// --- The profile kept for a start without the server -------------------------------------------

const KEPT_PROFILE_KEY = 'profile';

/** A token's tail: enough to tell that a kept profile belongs to the token stored beside it. */
function tokenTail(token: string): string {
  return token.slice(-24);
}

function keepProfile(token: string, profile: ProfileResponse): void {
  try {
    globalThis.localStorage?.setItem(KEPT_PROFILE_KEY, JSON.stringify({ token: tokenTail(token), profile }));
  } catch {
    // Storage full or turned off: a start without the server then signs out, as before.
  }
}

function keptProfile(token: string): ProfileResponse | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEPT_PROFILE_KEY);
    if (!raw) return null;
    const kept = JSON.parse(raw) as { token?: unknown; profile?: ProfileResponse };
    if (kept.token !== tokenTail(token) || !kept.profile?.user) return null;
    return kept.profile;
  } catch {
    return null;
  }
}

function forgetKeptProfile(): void {
  try {
    globalThis.localStorage?.removeItem(KEPT_PROFILE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * The server could not be reached: no answer at all (offline, refused, timed out), or a gateway
 * saying the API behind it is away. A refusal (401), a 4xx or a 500 is an answer: spec 01 §8.
 */
function isServerUnreachable(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status === 502 || status === 503 || status === 504;
}

function applyProfile(profile: ProfileResponse, offline: boolean): void {
  appStore.set(sessionAtom, { restored: true, signedIn: true, user: profile.user, permissions: profile.permissions, school: profile.school, offline });
}

/** Until the server answers: again after 5 s, doubling to a minute, and at once when the browser is back online. */
const PROFILE_RETRY_FIRST_MS = 5_000;
const PROFILE_RETRY_MAX_MS = 60_000;
let profileRetryTimer: ReturnType<typeof setTimeout> | undefined;
let profileRetryDelay = PROFILE_RETRY_FIRST_MS;
let retryingProfile = false;

function onBackOnline(): void {
  if (!retryingProfile) return;
  clearTimeout(profileRetryTimer);
  void retryProfile();
}

function scheduleProfileRetry(): void {
  if (!retryingProfile) {
    retryingProfile = true;
    profileRetryDelay = PROFILE_RETRY_FIRST_MS;
    globalThis.addEventListener?.('online', onBackOnline);
  }
  clearTimeout(profileRetryTimer);
  profileRetryTimer = setTimeout(() => void retryProfile(), profileRetryDelay);
  profileRetryDelay = Math.min(profileRetryDelay * 2, PROFILE_RETRY_MAX_MS);
}

function stopProfileRetries(): void {
  if (!retryingProfile) return;
  retryingProfile = false;
  clearTimeout(profileRetryTimer);
  globalThis.removeEventListener?.('online', onBackOnline);
}

async function retryProfile(): Promise<void> {
  const token = appStore.get(tokenAtom);
  if (!token || !retryingProfile) return;
  try {
    const profile = await api.get<ProfileResponse>('auth/profile');
    if (appStore.get(tokenAtom) !== token) return;
    stopProfileRetries();
    keepProfile(token, profile);
    applyProfile(profile, false);
  } catch (error) {
    if (appStore.get(tokenAtom) !== token) return;
    if (isServerUnreachable(error)) scheduleProfileRetry();
    // An answer that refuses the session (401) has already ended it through the shared client;
    // any other answer follows spec 01 §8 as at start-up.
    else {
      console.error('Profile load failed', error);
      clearSession();
    }
  }
}

/**
 * A restore that could not reach the server: with a profile kept for this very token the visitor
 * stays signed in on it (their kept answers and pages still work) while the profile is asked for
 * again; says whether it did.
 */
function restoreFromKeptProfile(token: string): boolean {
  const profile = keptProfile(token);
  if (!profile) return false;
  applyProfile(profile, true);
  scheduleProfileRetry();
  return true;
}

/**
 * Loads the profile into the session. `applyLanguage` at sign-in only: the profile's language
 * then replaces this browser's; a restored session keeps the browser's, which every change made
 * while signed in has also saved to the profile (and a reload right after a change must not
 * bring back the one before it while the save is still on its way).
 */
async function loadProfile(applyLanguage = false, restoring = false): Promise<void> {
  const token = appStore.get(tokenAtom);
  try {
    const profile = await api.get<ProfileResponse>('auth/profile');
    // The session ended (or changed hands) while this answer was on its way.
    if (appStore.get(tokenAtom) !== token) return;
    stopProfileRetries();
    if (token) keepProfile(token, profile);
    applyProfile(profile, false);
    // The language kept in the profile follows the user to any browser they sign in on.
    const language = profile.user.language;
    if (applyLanguage && language && language !== currentLanguage()) {
      await changeLanguage(language).catch((error: unknown) => console.error('Language change failed', error));
    }
  } catch (error) {
    if (appStore.get(tokenAtom) !== token) throw error;
    // A start while the server is away keeps a session this browser already had (the student's
    // kept answers go out when it is back): docs/decisions/session-offline-restore.md.
    if (restoring && token && isServerUnreachable(error) && restoreFromKeptProfile(token)) return;
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
  await loadProfile(true);
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

/**
 * Keeps a language the signed-in user chose in their profile, so the next sign-in on any
 * browser starts in it. The profile's other fields are sent as the session holds them.
 */
export function rememberLanguage(language: Language): Promise<void> {
  // One save at a time, in the order chosen: the last choice is the one the profile keeps.
  const save = languageSaves.then(() => saveLanguage(language));
  languageSaves = save.catch(() => undefined);
  return save;
}

let languageSaves: Promise<void> = Promise.resolve();

async function saveLanguage(language: Language): Promise<void> {
  const { signedIn, user } = appStore.get(sessionAtom);
  if (!signedIn || !user || user.language === language) return;
  const saved = await api.put<User>('user/profile', {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    country: user.country,
    timezone: user.timezone,
    language,
  });
  updateSessionUser(saved);
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
      // A server too slow to answer in time leaves the visitor signed out rather than waiting,
      // unless this browser kept their profile: then they go on with it while it is asked again.
      const token = appStore.get(tokenAtom);
      if (!settled && !(token && restoreFromKeptProfile(token))) clearSession();
      resolve();
    }, timeoutMs);
  });
  const profile = loadProfile(false, true)
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

/** The school's own settings writes; each answers the school's settings, name and logo among them. */
const SCHOOL_SETTINGS_WRITE = /^\/?school\/(general|avatar|logo)$/;

function isSchoolAnswer(data: unknown): data is Pick<School, 'id' | 'name' | 'logo'> {
  if (!data || typeof data !== 'object') return false;
  const answer = data as Record<string, unknown>;
  return typeof answer.id === 'string' && typeof answer.name === 'string' && (answer.logo === null || typeof answer.logo === 'string');
}

// A rename or a new logo shows in the shell at once, whichever page saved it.
onWriteAnswered(({ url, data }) => {
  const { school } = appStore.get(sessionAtom);
  if (!school || !SCHOOL_SETTINGS_WRITE.test(url) || !isSchoolAnswer(data) || data.id !== school.id) return;
  appStore.set(sessionAtom, (state) => (state.school ? { ...state, school: { ...state.school, name: data.name, logo: data.logo } } : state));
});
