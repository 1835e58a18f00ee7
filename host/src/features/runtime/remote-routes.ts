import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@school/shared';
import { loadRemoteModule, resetRemote } from './federation';
import { matchRemoteRoute } from './match';

export type RoutesModule = RemoteRoutesModule<ComponentType>;

export type RoutesState =
  | { status: 'loading' }
  | { status: 'ready'; module: RoutesModule }
  | { status: 'error'; error: unknown };

export interface RemoteRoutesCache {
  get(remote: string): RoutesState;
  /** Starts loading the remote's `./routes` unless it is loaded, loading or failed. */
  ensure(remote: string): void;
  /** Clears a failure (in the federation runtime too) and loads again. */
  retry(remote: string): void;
  subscribe(listener: () => void): () => void;
}

const LOADING: RoutesState = { status: 'loading' };

function isRoutesModule(value: unknown): value is RoutesModule {
  return typeof value === 'object' && value !== null && Array.isArray((value as { routes?: unknown }).routes);
}

/**
 * Loads `<remote>/routes` and awaits its `init()` (its translations) before the first page
 * renders. The code of the page at `pathname` starts loading at the same time as the
 * translations rather than after them (one round trip fewer before the page shows): the
 * page's `React.lazy` later gets the same chunk, already on its way. A failure of that early
 * start is left to the page's own load, which shows it.
 */
export async function loadRoutesModule(remote: string, pathname: string = globalThis.location?.pathname ?? '/'): Promise<RoutesModule> {
  const loaded = await loadRemoteModule<unknown>(`${remote}/routes`);
  if (!isRoutesModule(loaded)) throw new Error(`${remote}/routes does not export a routes list`);
  const page = matchRemoteRoute(loaded.routes, pathname);
  page?.load().catch(() => undefined);
  await loaded.init?.();
  return loaded;
}

/**
 * One routes module per remote, loaded once. A failure is kept (so every page of the area
 * shows the same panel) until `retry`.
 */
export function createRemoteRoutesCache(
  load: (remote: string) => Promise<RoutesModule> = loadRoutesModule,
  reset: (remote: string) => void = resetRemote,
): RemoteRoutesCache {
  const states = new Map<string, RoutesState>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function start(remote: string): void {
    states.set(remote, LOADING);
    notify();
    load(remote).then(
      (module) => {
        states.set(remote, { status: 'ready', module });
        notify();
      },
      (error: unknown) => {
        states.set(remote, { status: 'error', error });
        notify();
      },
    );
  }

  return {
    get: (remote) => states.get(remote) ?? LOADING,
    ensure(remote) {
      if (!states.has(remote)) start(remote);
    },
    retry(remote) {
      if (states.get(remote)?.status === 'loading') return;
      reset(remote);
      start(remote);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const remoteRoutes = createRemoteRoutesCache();
