import { loadRemote } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { deferred } from '@school/shared/testing';
import { createRemoteRoutesCache, loadRoutesModule, type RoutesModule } from './remote-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const routesModule: RoutesModule = { routes: [] };

describe('remote routes cache', () => {
  it('loads once, keeps a failure, and retry resets the remote and loads again', async () => {
    const load = jest.fn<Promise<RoutesModule>, [string]>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(routesModule);
    const reset = jest.fn();
    const cache = createRemoteRoutesCache(load, reset);

    cache.ensure('mfe_content');
    cache.ensure('mfe_content');
    expect(cache.get('mfe_content')).toEqual({ status: 'loading' });
    // Waits for the state, not for a turn of the event loop: how many turns a load takes is not the contract.
    await waitFor(() => expect(cache.get('mfe_content').status).toBe('error'));
    cache.ensure('mfe_content');
    expect(load).toHaveBeenCalledTimes(1);

    cache.retry('mfe_content');
    expect(reset).toHaveBeenCalledWith('mfe_content');
    await waitFor(() => expect(cache.get('mfe_content')).toEqual({ status: 'ready', module: routesModule }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('notifies subscribers', async () => {
    const cache = createRemoteRoutesCache(() => Promise.resolve(routesModule), jest.fn());
    const listener = jest.fn();
    cache.subscribe(listener);
    cache.ensure('mfe_auth');
    await waitFor(() => expect(cache.get('mfe_auth').status).toBe('ready'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('loadRoutesModule', () => {
  it("starts the opened page's code while the translations load, not after them", async () => {
    const translations = deferred<void>();
    const ownPage = jest.fn(() => new Promise<{ default: () => null }>(() => undefined));
    const otherPage = jest.fn(() => new Promise<{ default: () => null }>(() => undefined));
    const module: RoutesModule = {
      routes: [
        { path: '/courses/:id', access: {}, load: otherPage },
        { path: '/courses/own', access: {}, load: ownPage },
      ],
      init: () => translations.promise,
    };
    jest.mocked(loadRemote).mockResolvedValueOnce(module);

    let loaded: RoutesModule | undefined;
    const loading = loadRoutesModule('mfe_content', '/courses/own').then((value) => (loaded = value));
    await waitFor(() => expect(ownPage).toHaveBeenCalledTimes(1));
    expect(otherPage).not.toHaveBeenCalled();
    // The routes are handed over only with their translations.
    expect(loaded).toBeUndefined();
    translations.resolve();
    await loading;
    expect(loaded).toBe(module);
  });

  it('leaves a page that fails to load early to the page itself', async () => {
    const module: RoutesModule = { routes: [{ path: '/auth/signin', access: 'public', load: () => Promise.reject(new Error('offline')) }] };
    jest.mocked(loadRemote).mockResolvedValueOnce(module);
    await expect(loadRoutesModule('mfe_auth', '/auth/signin')).resolves.toBe(module);
  });
});
