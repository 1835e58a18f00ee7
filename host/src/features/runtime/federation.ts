import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteConfig } from '@school/shared';
import { createRetryPlugin, withQueryParam } from './retry-plugin';

/** Marks what `errorLoadRemote` hands back instead of a module, so nothing throws out of the runtime. */
const UNAVAILABLE = Symbol.for('school.remote-unavailable');

interface UnavailableModule {
  [UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

function isUnavailableModule(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

/** A remote (manifest, entry or exposed module) could not be loaded. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`Remote "${remote}" is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Reports failures and turns the final one into a value: `loadRemote` then resolves
 * instead of rejecting, and `loadRemoteModule` raises it where React can show a panel.
 */
function createErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'school-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${id} could not be loaded`, error);
      const fallback: UnavailableModule = { [UNAVAILABLE]: true, id, error };
      return fallback;
    },
  };
}

/** Current manifest URL of each registered remote (absolute). */
const manifests = new Map<string, string>();
let pluginsRegistered = false;

/** Relative manifest URLs are relative to the page, like any other link of the site. */
export function resolveManifestUrl(url: string, base: string = globalThis.location.href): string {
  return new URL(url, base).href;
}

/**
 * Registers the remotes of the runtime config (overrides win). Nothing is fetched here:
 * a remote is loaded only when a page of its area is opened.
 */
export function registerRuntimeRemotes(remotes: Record<string, RemoteConfig>, overrides: Record<string, string> = {}): void {
  if (!pluginsRegistered) {
    registerPlugins([createRetryPlugin(), createErrorPlugin()]);
    pluginsRegistered = true;
  }
  const list = Object.entries(remotes).map(([name, remote]) => {
    const entry = resolveManifestUrl(overrides[name] ?? remote.manifest);
    manifests.set(name, entry);
    return { name, entry };
  });
  registerRemotes(list);
}

export function registeredManifest(name: string): string | undefined {
  return manifests.get(name);
}

/**
 * Forgets everything the runtime cached about a failed remote (manifest, entry, module)
 * by registering it again with `force` and a cache-busting manifest URL; the next
 * `loadRemote` fetches it afresh.
 */
export function resetRemote(name: string): void {
  const manifest = manifests.get(name);
  if (!manifest) return;
  registerRemotes([{ name, entry: withQueryParam(manifest, 'mf-retry', String(Date.now())) }], { force: true });
}

/** `loadRemote` that rejects with a `RemoteUnavailableError` instead of returning a stand-in. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const remote = id.split('/')[0] ?? id;
  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(id);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (isUnavailableModule(loaded)) throw new RemoteUnavailableError(remote, loaded.error);
  if (loaded === null || loaded === undefined) throw new RemoteUnavailableError(remote, new Error(`${id} is empty`));
  return loaded as T;
}
