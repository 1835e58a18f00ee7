import { i18n } from '@school/shared';
import { init, routes } from './routes';

describe('exposed routes', () => {
  it('declares the auth pages as public blank pages and the settings pages for any signed-in user', () => {
    expect(routes.map(({ path, access, layout }) => ({ path, access, layout: layout?.layout ?? 'default' }))).toEqual([
      { path: '/auth/signin', access: 'public', layout: 'blank' },
      { path: '/auth/forgot-password', access: 'public', layout: 'blank' },
      { path: '/auth/reset-password', access: 'public', layout: 'blank' },
      { path: '/auth/404', access: 'public', layout: 'blank' },
      { path: '/settings/profile', access: {}, layout: 'default' },
      { path: '/settings/profile/privacy', access: {}, layout: 'default' },
    ]);
  });

  it('loads every page as a default export', async () => {
    for (const route of routes) expect(typeof (await route.load()).default).toBe('function');
  });

  it('registers the auth namespace', async () => {
    await init();
    expect(i18n.getResource('en', 'auth', 'signIn.title')).toBe('Sign in');
  });

  it('reports the federated instances it runs with', () => {
    expect(window.__SCHOOL_FEDERATION__?.find((report) => report.app === 'mfe_auth')?.instances).toEqual(
      expect.objectContaining({ react: expect.anything(), styled: expect.anything(), jotai: expect.any(Function), store: expect.anything(), router: expect.any(Function) }),
    );
  });
});
