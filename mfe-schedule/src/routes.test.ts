import { i18n } from '@school/shared';
import registry from '@school/shared/remotes';
import { init, routes } from './routes';

const owned = registry.remotes.find((remote) => remote.name === 'mfe_schedule')?.prefixes ?? [];
const isOwned = (path: string) => owned.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

describe('exposed routes', () => {
  it('declares who may open each page', () => {
    expect(routes.map(({ path, access }) => ({ path, access }))).toEqual([
      { path: '/lessons/schedule', access: { roles: ['staff'], permissions: ['teacher'] } },
      { path: '/lessons/schedule/school', access: { roles: ['staff'], permissions: ['admin-access'] } },
    ]);
  });

  it('puts every page under a prefix the registry gives this remote, so the host sends its paths here', () => {
    expect(owned.length).toBeGreaterThan(0);
    expect(routes.map((route) => route.path).filter((path) => !isOwned(path))).toEqual([]);
  });

  it('loads every page as a default export', async () => {
    for (const route of routes) expect(typeof (await route.load()).default).toBe('function');
  });

  it('registers the schedule namespace', async () => {
    await init();
    expect(i18n.getResource('en', 'schedule', 'page.mineTitle')).toBe('My schedule');
  });
});
