/**
 * @jest-environment jsdom
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/**
 * A start while the server cannot be reached keeps a session this browser already had
 * (docs/decisions/session-offline-restore.md). `restoreSession` runs once per page, so each case
 * loads the client modules afresh.
 */

const profile = {
  user: { id: '00000000-0000-4000-8000-000000000011', firstName: 'Sofia', lastName: 'Student', email: 'student@demo.test', role: 'member', image: null, phone: null, country: null, timezone: null, status: 'active', createdAt: '2026-01-01T00:00:00.000Z' },
  permissions: [],
  school: { id: '00000000-0000-4000-8000-000000000002', name: 'Demo School', logo: null },
};

type Outcome = { status: number; data: unknown } | 'unreachable' | 'hang';

async function loadClient(answer: (url: string) => Outcome) {
  const http = await import('./http.js');
  const session = await import('./session.js');
  const { appStore } = await import('./store.js');
  const { tokenAtom } = await import('./token.js');
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const outcome = answer(config.url ?? '');
    if (outcome === 'hang') return new Promise<AxiosResponse>(() => undefined);
    if (outcome === 'unreachable') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = { status: outcome.status, data: outcome.data, statusText: '', headers: {}, config };
    if (outcome.status >= 400) throw new AxiosError('failed', String(outcome.status), config, {}, response);
    return response;
  };
  http.configureHttp({ adapter });
  return { ...session, appStore, tokenAtom };
}

let serverUp = true;
let profileStatus = 200;
const answer = (url: string): Outcome => {
  if (!serverUp) return 'unreachable';
  if (url === 'auth/login') return { status: 200, data: { data: { accessToken: 'header.payload.signature-of-sofia' } } };
  if (url === 'auth/profile') return profileStatus === 200 ? { status: 200, data: { data: profile } } : { status: profileStatus, data: { message: 'no' } };
  return { status: 404, data: {} };
};

/** Signs in on one "page", leaving the token and the kept profile in localStorage, as a browser would. */
async function signInOnAnEarlierPage(): Promise<void> {
  const client = await loadClient(answer);
  await client.signIn({ email: 'student@demo.test', password: 'learn12345' });
  jest.resetModules();
}

beforeEach(() => {
  jest.resetModules();
  localStorage.clear();
  serverUp = true;
  profileStatus = 200;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('keeps the session on the kept profile when the server cannot be reached, and takes the fresh one once it answers', async () => {
  await signInOnAnEarlierPage();
  jest.useFakeTimers();
  serverUp = false;
  const client = await loadClient(answer);
  await client.restoreSession();
  expect(client.appStore.get(client.sessionAtom)).toMatchObject({ restored: true, signedIn: true, offline: true, user: { email: 'student@demo.test' } });
  expect(client.appStore.get(client.tokenAtom)).toBe('header.payload.signature-of-sofia');

  // Still away at the first retry: still signed in.
  await jest.advanceTimersByTimeAsync(5_000);
  expect(client.appStore.get(client.sessionAtom)).toMatchObject({ signedIn: true, offline: true });

  // Back: the next retry (10 s later) takes the server's profile.
  serverUp = true;
  await jest.advanceTimersByTimeAsync(10_000);
  expect(client.appStore.get(client.sessionAtom)).toMatchObject({ signedIn: true, offline: false });
});

it('asks again at once when the browser says it is back online', async () => {
  await signInOnAnEarlierPage();
  jest.useFakeTimers();
  serverUp = false;
  const client = await loadClient(answer);
  await client.restoreSession();
  serverUp = true;
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(0);
  expect(client.appStore.get(client.sessionAtom)).toMatchObject({ signedIn: true, offline: false });
});

it('ends the kept session when the server, back, refuses the token', async () => {
  await signInOnAnEarlierPage();
  jest.useFakeTimers();
  serverUp = false;
  const client = await loadClient(answer);
  await client.restoreSession();
  serverUp = true;
  profileStatus = 401;
  await jest.advanceTimersByTimeAsync(5_000);
  expect(client.appStore.get(client.sessionAtom)).toMatchObject({ signedIn: false, user: null });
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('profile')).toBeNull();
});

it('uses the kept profile when the server is too slow to answer in time', async () => {
  await signInOnAnEarlierPage();
  jest.useFakeTimers();
  const client = await loadClient(() => 'hang');
  const restored = client.restoreSession(5_000);
  await jest.advanceTimersByTimeAsync(5_000);
  await restored;
  expect(client.appStore.get(client.sessionAtom)).toMatchObject({ signedIn: true, offline: true });
});

it.each([
  ['a 500', 500],
  ['a 403', 403],
])('clears the session on %s (an answer, not an absence: spec 01 §8)', async (_name, status) => {
  await signInOnAnEarlierPage();
  profileStatus = status;
  const client = await loadClient(answer);
  await client.restoreSession();
  expect(client.appStore.get(client.sessionAtom)).toMatchObject({ restored: true, signedIn: false });
  expect(localStorage.getItem('token')).toBeNull();
});

it('signs out without the server when no profile was kept for this token', async () => {
  localStorage.setItem('token', 'a-token-of-someone-else');
  localStorage.setItem('profile', JSON.stringify({ token: 'not-the-same-tail', profile }));
  serverUp = false;
  const client = await loadClient(answer);
  await client.restoreSession();
  expect(client.appStore.get(client.sessionAtom)).toMatchObject({ restored: true, signedIn: false });
});

it('forgets the kept profile and tells listeners at sign-out', async () => {
  const client = await loadClient(answer);
  await client.signIn({ email: 'student@demo.test', password: 'learn12345' });
  expect(localStorage.getItem('profile')).not.toBeNull();
  const cleared = jest.fn();
  client.onSessionCleared(cleared);
  client.signOut();
  expect(localStorage.getItem('profile')).toBeNull();
  expect(cleared).toHaveBeenCalledTimes(1);
});
