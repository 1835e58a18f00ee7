/**
 * @jest-environment jsdom
 */
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api, configureHttp } from './http.js';
import { changeLanguage, currentLanguage, preferredLanguage } from './i18n.js';
import { isAuthenticated, refreshProfile, rememberLanguage, restoreSession, sessionAtom, signIn, signOut } from './session.js';
import { appStore } from './store.js';
import { tokenAtom } from './token.js';

const profile = {
  user: { id: '00000000-0000-4000-8000-000000000001', firstName: 'Olena', lastName: 'Admin', email: 'admin@demo.test', role: 'staff', image: null, phone: null, country: null, timezone: null, status: 'active', createdAt: '2026-01-01T00:00:00.000Z' },
  permissions: [{ key: 'teacher', name: 'Teacher' }],
  school: { id: '00000000-0000-4000-8000-000000000002', name: 'Demo School', logo: null },
};

type Handler = (config: InternalAxiosRequestConfig) => Promise<{ status: number; data: unknown }>;
const requests: InternalAxiosRequestConfig[] = [];
function serve(handler: Handler): void {
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status, data } = await handler(config);
    const response: AxiosResponse = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  configureHttp({ adapter });
}

beforeEach(() => {
  requests.length = 0;
  signOut();
  localStorage.clear();
});

describe('session', () => {
  it('stores the token under "token", sends it as a bearer and marks the session signed in once the profile loads', async () => {
    serve(async (config) => (config.url === 'auth/login' ? { status: 200, data: { data: { accessToken: 'tok-1' } } } : { status: 200, data: { data: profile } }));
    await signIn({ email: 'admin@demo.test', password: 'demo12345' });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(appStore.get(sessionAtom)).toMatchObject({ signedIn: true, user: { email: 'admin@demo.test' } });
  });

  it('keeps no token when sign-in fails', async () => {
    serve(async () => ({ status: 401, data: { message: 'Invalid email or password!' } }));
    await expect(signIn({ email: 'admin@demo.test', password: 'wrong' })).rejects.toThrow();
    expect(localStorage.getItem('token')).toBeNull();
    expect(appStore.get(sessionAtom).signedIn).toBe(false);
  });

  it('clears the session when the profile cannot be loaded', async () => {
    serve(async (config) => (config.url === 'auth/login' ? { status: 200, data: { data: { accessToken: 'tok-2' } } } : { status: 500, data: {} }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(signIn({ email: 'a@b.test', password: 'x' })).rejects.toThrow();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(sessionAtom)).toMatchObject({ signedIn: false, user: null, permissions: [], school: null });
  });

  it.each([401, 419, 440])('ends the session on a %i from any call', async (status) => {
    serve(async (config) =>
      config.url === 'auth/login' ? { status: 200, data: { data: { accessToken: 'tok-3' } } } : config.url === 'auth/profile' ? { status: 200, data: { data: profile } } : { status, data: {} },
    );
    await signIn({ email: 'admin@demo.test', password: 'demo12345' });
    await expect(api.get('courses')).rejects.toThrow();
    expect(appStore.get(sessionAtom).signedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out without any request', async () => {
    serve(async (config) => (config.url === 'auth/login' ? { status: 200, data: { data: { accessToken: 'tok-4' } } } : { status: 200, data: { data: profile } }));
    await signIn({ email: 'admin@demo.test', password: 'demo12345' });
    const before = requests.length;
    signOut();
    expect(requests.length).toBe(before);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('restoreSession', () => {
  it('gives up after the time-out and leaves the visitor signed out', async () => {
    jest.useFakeTimers();
    appStore.set(tokenAtom, 'stale');
    serve(() => new Promise(() => undefined));
    const restored = restoreSession(5000);
    jest.advanceTimersByTime(5000);
    await restored;
    expect(appStore.get(sessionAtom)).toMatchObject({ restored: true, signedIn: false });
    expect(appStore.get(tokenAtom)).toBeNull();
    jest.useRealTimers();
  });

  it('is authenticated only with both a signed-in session and a token', async () => {
    serve(async (config) => (config.url === 'auth/login' ? { status: 200, data: { data: { accessToken: 'tok-9' } } } : { status: 200, data: { data: profile } }));
    expect(isAuthenticated()).toBe(false);
    await signIn({ email: 'admin@demo.test', password: 'demo12345' });
    expect(isAuthenticated()).toBe(true);
    // A token dropped elsewhere (another tab, a 401) ends it even before the session atom is cleared.
    appStore.set(tokenAtom, null);
    expect(isAuthenticated()).toBe(false);
  });
});

describe('the interface language', () => {
  afterEach(() => changeLanguage('en'));

  it('starts signed-out pages in the first of the browser languages the site has', () => {
    expect(preferredLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(preferredLanguage(['ru-RU', 'pl', 'fr-CA'])).toBe('fr');
    expect(preferredLanguage(['zh-Hans-CN'])).toBe('zh');
    expect(preferredLanguage(['ru', 'pl'])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });

  it("applies the language kept in the profile at sign-in, whatever this browser had", async () => {
    await changeLanguage('en');
    serve(async (config) =>
      config.url === 'auth/login'
        ? { status: 200, data: { data: { accessToken: 'tok-lang' } } }
        : { status: 200, data: { data: { ...profile, user: { ...profile.user, language: 'fr' } } } },
    );
    await signIn({ email: 'admin@demo.test', password: 'demo12345' });
    expect(currentLanguage()).toBe('fr');
    expect(localStorage.getItem('locale')).toBe('fr');
  });

  it("keeps this browser's language when the profile loads without a sign-in (a restored session, a refresh)", async () => {
    await changeLanguage('en');
    appStore.set(tokenAtom, 'tok-restore');
    serve(async () => ({ status: 200, data: { data: { ...profile, user: { ...profile.user, language: 'fr' } } } }));
    // restoreSession runs once per page (its promise is kept); it loads the profile the same way.
    await refreshProfile();
    expect(appStore.get(sessionAtom).signedIn).toBe(true);
    expect(currentLanguage()).toBe('en');
  });

  it('keeps a language chosen while signed in in the profile, with the other fields as they are', async () => {
    serve(async (config) => {
      if (config.url === 'auth/login') return { status: 200, data: { data: { accessToken: 'tok-keep' } } };
      if (config.method === 'put') return { status: 200, data: { data: { ...profile.user, ...JSON.parse(String(config.data)) } } };
      return { status: 200, data: { data: profile } };
    });
    await signIn({ email: 'admin@demo.test', password: 'demo12345' });
    await rememberLanguage('it');
    const put = requests.find((request) => request.method === 'put');
    expect(put?.url).toBe('user/profile');
    expect(JSON.parse(String(put?.data))).toEqual({ firstName: 'Olena', lastName: 'Admin', email: 'admin@demo.test', phone: null, country: null, timezone: null, language: 'it' });
    expect(appStore.get(sessionAtom).user?.language).toBe('it');
    // Signed out, nothing is sent.
    signOut();
    requests.length = 0;
    await rememberLanguage('de');
    expect(requests).toHaveLength(0);
  });
});
