import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { RemoteRoute } from '@school/shared';
import { aUser, renderPage, signInAs, signOutForTest } from '@school/shared/testing';
import type { RemoteRoutesCache, RoutesState } from '../../runtime';
import { PageResolver } from './page-resolver';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

function fakeCache(initial: RoutesState): RemoteRoutesCache & { set(state: RoutesState): void } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    ensure: jest.fn(),
    retry: jest.fn(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The resolver owns every path, as under the host's router. */
function renderAt(url: string, cache: RemoteRoutesCache) {
  return renderPage(<PageResolver cache={cache} />, { path: '*', url });
}

function signInAsRole(role: 'staff' | 'member') {
  signInAs(aUser({ id: '00000000-0000-4000-8000-000000000001', firstName: 'Iryna', lastName: 'Koval', email: 'iryna@demo.test', role }));
}

afterEach(signOutForTest);

describe('PageResolver', () => {
  it('shows the unavailable panel inside the layout, and Retry asks the cache to load again', async () => {
    signInAsRole('member');
    const cache = fakeCache({ status: 'error', error: new Error('manifest 503') });
    renderAt('/courses/own', cache);

    expect(screen.getByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(cache.retry).toHaveBeenCalledWith('mfe_content');
  });

  it('renders the page once the remote is back', async () => {
    signInAsRole('member');
    const Page: ComponentType = () => <h1>Own courses</h1>;
    const routes: RemoteRoute<ComponentType>[] = [{ path: '/courses/own', access: {}, load: () => Promise.resolve({ default: Page }) }];
    const cache = fakeCache({ status: 'error', error: new Error('down') });
    renderAt('/courses/own', cache);
    cache.set({ status: 'ready', module: { routes } });
    expect(await screen.findByRole('heading', { name: 'Own courses' })).toBeInTheDocument();
  });

  it('retrying a failed page chunk calls its loader again', async () => {
    signInAsRole('member');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page: ComponentType = () => <h1>Own courses</h1>;
    const load = jest
      .fn<Promise<{ default: ComponentType }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: Page });
    const cache = fakeCache({ status: 'ready', module: { routes: [{ path: '/courses/own', access: {}, load }] } });
    renderAt('/courses/own', cache);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Own courses' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a public page blank but applies its own container and background', async () => {
    const Page: ComponentType = () => <h1>Sign in</h1>;
    const routes: RemoteRoute<ComponentType>[] = [
      {
        path: '/auth/signin',
        access: 'public',
        layout: { layout: 'leftSidebar', container: 'gutterless' },
        load: () => Promise.resolve({ default: Page }),
      },
    ];
    const { container } = renderAt('/auth/signin', fakeCache({ status: 'ready', module: { routes } }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'blank');
    expect(container.querySelector('main')).toHaveAttribute('data-container', 'gutterless');
    expect(container.querySelector('main')).toHaveAttribute('data-background', 'plain');
  });

  it('sends a user who fails the rule to /access-denied', async () => {
    signInAsRole('member');
    const routes: RemoteRoute<ComponentType>[] = [
      { path: '/courses/own', access: { roles: ['staff'] }, load: () => Promise.resolve({ default: () => null }) },
    ];
    renderAt('/courses/own', fakeCache({ status: 'ready', module: { routes } }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument());
    expect(screen.getByText('You do not have permission to access this page')).toBeInTheDocument();
  });

  it('shows a made-up address as not found in the shell, with a way home, instead of opening another page', async () => {
    signInAsRole('member');
    renderAt('/no-such-page', fakeCache({ status: 'ready', module: { routes: [] } }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows not found for a path under an area that has no such page', async () => {
    signInAsRole('member');
    const routes: RemoteRoute<ComponentType>[] = [{ path: '/courses/own', access: {}, load: () => Promise.resolve({ default: () => <h1>Own courses</h1> }) }];
    renderAt('/courses/own/no-such-tab', fakeCache({ status: 'ready', module: { routes } }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Own courses' })).not.toBeInTheDocument();
  });

  it('sends signed-out visitors to sign in while the course area is down', async () => {
    const cache = fakeCache({ status: 'error', error: new Error('down') });
    const cacheAuth = cache;
    renderAt('/courses/own', cacheAuth);
    // mfe_auth shares the fake cache, so the sign-in page shows the same (failed) state in the blank layout.
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
  });
});
