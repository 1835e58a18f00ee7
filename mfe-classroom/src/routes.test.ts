import { canAccess, i18n, type AccessSubject } from '@school/shared';
import registry from '@school/shared/remotes';
import { init, routes } from './routes';

const owned = registry.remotes.find((remote) => remote.name === 'mfe_classroom')?.prefixes ?? [];
const isOwned = (path: string) => owned.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
const accessOf = (path: string) => {
  const access = routes.find((route) => route.path === path)?.access;
  if (!access || access === 'public') throw new Error(`${path} has no private rule`);
  return access;
};

const teacher: AccessSubject = { role: 'staff', permissions: [{ key: 'teacher' }] };
const admin: AccessSubject = { role: 'staff', permissions: [{ key: 'admin-access' }] };
const student: AccessSubject = { role: 'member', permissions: [] };

describe('exposed routes', () => {
  it('lets teachers and students open their own classes, administrators the school’s', () => {
    expect([teacher, student, admin].map((subject) => canAccess(subject, accessOf('/lessons/classes')))).toEqual([true, true, false]);
    expect([teacher, student, admin].map((subject) => canAccess(subject, accessOf('/lessons/classes/school')))).toEqual([false, false, true]);
  });

  it('opens the dictionary to staff and students (spec 01 §2), in the left-sidebar layout', () => {
    const nobody: AccessSubject = { role: 'guest' as AccessSubject['role'], permissions: [] };
    expect([teacher, student, admin, nobody].map((subject) => canAccess(subject, accessOf('/dictionary')))).toEqual([true, true, true, false]);
    expect(routes.find((route) => route.path === '/dictionary')?.layout).toEqual({ layout: 'leftSidebar', container: 'default', background: 'default' });
  });

  it('opens the class pages to any signed-in user (the API answers only for the class’s people), in the right-sidebar layout', () => {
    for (const path of ['/classes/:id', '/classes/:id/select-material', '/classes/:id/select-material/course/:courseId', '/classes/:id/homework', '/classes/:id/homework/:homeworkId']) {
      const route = routes.find((candidate) => candidate.path === path);
      expect(route?.access).toEqual({});
      expect(route?.layout).toEqual({ layout: 'rightSidebar', container: 'gutterless', background: 'default' });
    }
  });

  it('puts every page under a prefix the registry gives this remote, so the host sends its paths here', () => {
    expect(owned.length).toBeGreaterThan(0);
    expect(routes.map((route) => route.path).filter((path) => !isOwned(path))).toEqual([]);
  });

  it('loads every page as a default export', async () => {
    for (const route of routes) expect((await route.load()).default).toBeTruthy();
  });

  it('mounts every page inside the site’s query client (a page without it fails once federated)', async () => {
    for (const route of routes) expect(((await route.load()).default as { displayName?: string }).displayName).toMatch(/^WithServerData\(/);
  });

  it('registers the classroom namespace', async () => {
    await init();
    expect(i18n.getResource('en', 'classroom', 'classes.mine.title')).toBe('My classes');
  });
});
