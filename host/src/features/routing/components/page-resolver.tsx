import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import {
  accessSubject,
  Navigate,
  Route,
  Routes,
  useIsAuthenticated,
  UNAUTHENTICATED_ENTRY,
  useLocation,
  useSession,
  type PageLayout,
  type RemoteRoute,
  appStore,
} from '@school/shared';
import { PageSpinner } from './page-spinner';
import { ShellLayout } from '../../layout';
import { matchRemoteRoute, remoteRoutes, useRuntimeConfig, type RemoteRoutesCache } from '../../runtime';
import { decideAccess, decideUnavailable, type GuardSession } from '../guard';

import { signedOutByUserAtom } from '../../session';
import { findRemoteForPath } from '../../navigation';
import { HostMessagePage } from '../pages/host-message-page';
import type { HomeSectionLoader } from './home-section';

/** The home page is its own chunk: the sign-in page's cold load does not carry it (docs/decisions/0004-bundle-budget.md). */
const loadHomePage = () => import(/* webpackChunkName: "home-page" */ '../pages/home-page');
const HomePage = lazy(() => loadHomePage().then((module) => ({ default: module.HomePage })));
const loadSection: HomeSectionLoader = (remote) => loadHomePage().then((module) => module.loadHomeSection(remote));
import { AreaBoundary } from './area-boundary';
import { UnavailablePanel } from './unavailable-panel';

const DEFAULT_LAYOUT: PageLayout = { layout: 'leftSidebar', container: 'default', background: 'default' };
const BLANK_LAYOUT: PageLayout = { layout: 'blank', container: 'default', background: 'plain' };

/** Host pages open to any signed-in user. */
const HOST_PAGES: Record<string, 'accessDenied' | 'notFound'> = { '/access-denied': 'accessDenied', '/404': 'notFound' };

function useGuardSession(): GuardSession {
  const session = useSession();
  const authenticated = useIsAuthenticated();
  const signedOutByUser = useAtomValue(signedOutByUserAtom, { store: appStore });
  return { authenticated, subject: accessSubject(session), signedOutByUser };
}

/** Every path goes through here: host pages, then the remote that owns the path. */
export function PageResolver({ cache = remoteRoutes, loadHomeSection = loadSection }: { cache?: RemoteRoutesCache; loadHomeSection?: HomeSectionLoader }) {
  const { pathname, search } = useLocation();
  const session = useGuardSession();
  const config = useRuntimeConfig();

  const hostPage = HOST_PAGES[pathname];
  if (hostPage || pathname === '/') {
    const decision = decideAccess({ pathname, search, session, access: {} });
    if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
    return (
      <ShellLayout layout={DEFAULT_LAYOUT}>
        {hostPage ? (
          <HostMessagePage kind={hostPage} />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <HomePage load={loadHomeSection} />
          </Suspense>
        )}
      </ShellLayout>
    );
  }

  const remote = findRemoteForPath(pathname, config.remotes);
  if (!remote) {
    const decision = decideAccess({ pathname, search, session, access: null });
    if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
    return <NotFound />;
  }
  const ownsSignIn = findRemoteForPath(UNAUTHENTICATED_ENTRY, config.remotes) === remote;
  return <RemoteArea key={remote} remote={remote} cache={cache} session={session} ownsSignIn={ownsSignIn} />;
}

/** An address no page answers: the not-found page in the shell, with its link home. */
function NotFound() {
  return (
    <ShellLayout layout={DEFAULT_LAYOUT}>
      <HostMessagePage kind="notFound" />
    </ShellLayout>
  );
}

function RemoteArea({
  remote,
  cache,
  session,
  ownsSignIn,
}: {
  remote: string;
  cache: RemoteRoutesCache;
  session: GuardSession;
  ownsSignIn: boolean;
}) {
  const { pathname, search } = useLocation();
  const state = useSyncExternalStore(
    cache.subscribe,
    () => cache.get(remote),
    () => cache.get(remote),
  );
  useEffect(() => cache.ensure(remote), [cache, remote]);
  const retry = useCallback(() => cache.retry(remote), [cache, remote]);

  if (state.status === 'loading') {
    return (
      <ShellLayout layout={session.authenticated ? DEFAULT_LAYOUT : BLANK_LAYOUT}>
        <PageSpinner />
      </ShellLayout>
    );
  }

  if (state.status === 'error') {
    const decision = decideUnavailable({ pathname, search, session, ownsSignIn });
    if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
    return (
      <ShellLayout layout={session.authenticated ? DEFAULT_LAYOUT : BLANK_LAYOUT}>
        <UnavailablePanel remote={remote} onRetry={retry} />
      </ShellLayout>
    );
  }

  const route = matchRemoteRoute(state.module.routes, pathname);
  const decision = decideAccess({ pathname, search, session, access: route ? route.access : null });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'notFound' || !route) return <NotFound />;

  // Public pages are for signed-out visitors, who have no navigation or user menu: always the
  // blank frame, but the page's own container and background still apply.
  const layout: PageLayout =
    route.access === 'public' ? { ...BLANK_LAYOUT, ...route.layout, layout: 'blank' } : { ...DEFAULT_LAYOUT, ...route.layout };
  return (
    <ShellLayout layout={layout}>
      {/* A nested <Routes> gives the page its params (`useParams`) from the remote's own pattern. */}
      <Routes>
        <Route path={route.path} element={<RemotePage key={pathname} remote={remote} route={route} />} />
      </Routes>
    </ShellLayout>
  );
}

/** One lazy component per route, recreated after a failure (React.lazy keeps a rejected import). */
const pageComponents = new WeakMap<RemoteRoute<ComponentType>, LazyExoticComponent<ComponentType>>();

function pageFor(route: RemoteRoute<ComponentType>): LazyExoticComponent<ComponentType> {
  let page = pageComponents.get(route);
  if (!page) {
    page = lazy(route.load);
    pageComponents.set(route, page);
  }
  return page;
}

function RemotePage({ remote, route }: { remote: string; route: RemoteRoute<ComponentType> }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    pageComponents.delete(route);
    setAttempt((value) => value + 1);
  }, [route]);
  const Page = pageFor(route);
  return (
    <AreaBoundary key={attempt} remote={remote} onRetry={retry}>
      <Page />
    </AreaBoundary>
  );
}
