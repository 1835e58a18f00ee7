import type { ComponentType } from 'react';

/**
 * One remote showing a component another remote exposes (the administration's user detail shows
 * the schedule area's lessons of that user), through the module federation runtime the host set
 * up at start. This part holds no React and lives in the `@school/shared` singleton, so every
 * remote reaches the one loader the host configured and the one cache of loaded components
 * (docs/decisions/platform-remote-components.md).
 */

/** What an exposed component module gives: the component, and what it needs before it renders (its translations). */
export interface ExposedComponentModule<Props extends object = object> {
  default: ComponentType<Props>;
  init?: () => Promise<void>;
}

/** The host's side of the federation runtime (host/src/features/runtime/federation.ts). */
export interface RemoteModuleLoader {
  /** `loadRemote('<remote>/<module>')` that rejects when the remote or the module cannot be loaded. */
  load: (id: string) => Promise<unknown>;
  /** Makes the runtime forget a failed remote, so the next `load` fetches it afresh. */
  reset: (remote: string) => void;
  /** Whether the runtime config names the remote at all. */
  isRegistered: (remote: string) => boolean;
}

export type RemoteComponentFailure = 'no-runtime' | 'not-registered' | 'load-failed' | 'not-a-component';

/** An exposed component could not be had: why, and which one. */
export class RemoteComponentError extends Error {
  constructor(
    readonly remote: string,
    readonly module: string,
    readonly reason: RemoteComponentFailure,
    override readonly cause?: unknown,
  ) {
    super(`${remote}/${module.replace(/^\.\//, '')}: ${reason}${cause instanceof Error ? ` (${cause.message})` : ''}`);
    this.name = 'RemoteComponentError';
  }
}

let loader: RemoteModuleLoader | null = null;
const loaded = new Map<string, Promise<ComponentType<object>>>();

/** Called by the host once it has registered the remotes of the runtime config. */
export function configureRemoteModules(next: RemoteModuleLoader | null): void {
  loader = next;
  loaded.clear();
}

const moduleId = (remote: string, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

function isExposedModule(value: unknown): value is ExposedComponentModule {
  if (typeof value !== 'object' || value === null) return false;
  const component = (value as { default?: unknown }).default;
  // A function component, a class, or what `memo`/`forwardRef` make (objects with `$$typeof`).
  return typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
}

async function loadOnce(remote: string, module: string): Promise<ComponentType<object>> {
  if (!loader) throw new RemoteComponentError(remote, module, 'no-runtime');
  if (!loader.isRegistered(remote)) throw new RemoteComponentError(remote, module, 'not-registered');
  let value: unknown;
  try {
    value = await loader.load(moduleId(remote, module));
  } catch (error) {
    throw new RemoteComponentError(remote, module, 'load-failed', error);
  }
  if (!isExposedModule(value)) throw new RemoteComponentError(remote, module, 'not-a-component');
  try {
    await value.init?.();
  } catch (error) {
    throw new RemoteComponentError(remote, module, 'load-failed', error);
  }
  return value.default as ComponentType<object>;
}

/**
 * The component `module` (`'./user-schedule'`) of `remote` (`'mfe_schedule'`), loaded once per
 * page; a failure is not kept, so the next call (a Retry) tries again.
 */
export function loadRemoteComponent<Props extends object>(remote: string, module: string): Promise<ComponentType<Props>> {
  const key = moduleId(remote, module);
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadOnce(remote, module);
    loaded.set(key, promise);
    promise.catch(() => {
      if (loaded.get(key) === promise) loaded.delete(key);
    });
  }
  return promise as Promise<ComponentType<Props>>;
}

/**
 * Before a Retry: forgets a failed load here and, when the remote itself failed, in the runtime
 * (which otherwise keeps the failed manifest or entry for the page's life).
 */
export function resetRemoteComponent(remote: string, module: string, error: unknown): void {
  loaded.delete(moduleId(remote, module));
  if (error instanceof RemoteComponentError && error.reason === 'load-failed') loader?.reset(remote);
}
