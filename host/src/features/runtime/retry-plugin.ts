import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeInlineManifest } from './inline-manifest';

type RemoteEntryExports = NonNullable<Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0]['remoteEntryExports']>;

export interface RetryOptions {
  /** Extra attempts after the first one. */
  retries?: number;
  /** Pause before the n-th extra attempt is `delayMs * n`. */
  delayMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function withQueryParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, globalThis.location?.href);
  parsed.searchParams.set(name, value);
  return parsed.href;
}

/** Statuses worth another try: the server or a proxy may answer properly a moment later. */
function isTransient(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * A small retry for remote loading (our own: @module-federation/retry-plugin is published
 * only for the 0.x runtime, not the 2.9 one we run; see docs/decisions/host-remote-loading.md).
 * - manifests: the one the server inlined into the page is taken from there (inline-manifest.ts);
 *   others are re-fetched on network errors and transient statuses, with a growing pause;
 * - remote entries: one more script load with a cache-busting query.
 * Whatever still fails is reported by loadRemote and shown as the area's "unavailable" panel.
 */
export function createRetryPlugin({ retries = 2, delayMs = 300 }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'school-retry',
    // The only fetch hook: the runtime calls every plugin's and keeps the last answer, so the
    // inlined manifest is answered here rather than by a plugin of its own.
    async fetch(url: string, init: RequestInit): Promise<Response> {
      const inlined = takeInlineManifest(url);
      if (inlined !== undefined) return new Response(inlined, { status: 200, headers: { 'content-type': 'application/json' } });
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await sleep(delayMs * attempt);
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.ok) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
          if (!isTransient(response.status)) break;
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    // The runtime awaits what this returns, so the retried load is handed back as a promise.
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }): Promise<Promise<RemoteEntryExports | undefined> | undefined> {
      // The failed load is still registered under this key; without removing it the retry
      // would be handed the same failed promise.
      delete globalLoading[uniqueKey];
      await sleep(delayMs);
      return getRemoteEntry({
        origin,
        remoteInfo,
        remoteEntryExports,
        getEntryUrl: (url: string) => withQueryParam(url, 'mf-retry', String(Date.now())),
      }).then((exports) => exports || undefined);
    },
  };
}
