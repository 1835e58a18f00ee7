import { runtimeConfigSchema, type RuntimeConfig } from '@school/shared';
import { bundledRemotes } from './registry';

export const APP_CONFIG_URL = '/app-config.json';

/**
 * What the shell runs with when `/app-config.json` cannot be read or is invalid: the same
 * content as the file shipped with the host, so a broken config never blanks the site.
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = runtimeConfigSchema.parse({
  apiBaseUrl: '/tenant',
  remotes: bundledRemotes(),
});

export type ConfigFetch = (input: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** Reads the runtime config, never from a cache: a config change must apply on the next load. */
export async function loadRuntimeConfig(fetchImpl: ConfigFetch = (input, init) => fetch(input, init)): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(APP_CONFIG_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`invalid runtime config: ${parsed.error.message}`);
    return parsed.data;
  } catch (error) {
    console.error(`Could not use ${APP_CONFIG_URL}; starting with the built-in defaults.`, error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
