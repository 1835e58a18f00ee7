import * as z from 'zod/mini';
import { lazySchema } from './lazy.js';

/**
 * The runtime configuration served beside the host as `/app-config.json`.
 * Remote locations live here, never in a build: pointing an environment at another
 * build of a remote is an edit of this file.
 */
export const remoteConfigSchema = lazySchema(() => z.object({
  /** URL of the remote's `mf-manifest.json`. */
  manifest: z.string().check(z.minLength(1)),
  /** Path prefixes whose pages the remote owns, e.g. `/auth`, `/courses`. */
  prefixes: z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1)),
}));
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

export const linkSchema = lazySchema(() => z.object({ label: z.string(), url: z.string() }));

export const runtimeConfigSchema = lazySchema(() => z.object({
  apiBaseUrl: z._default(z.string(), '/tenant'),
  remotes: z.record(z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)), remoteConfigSchema),
  /**
   * Origins a browser may point a remote at through an override. Entries are origins,
   * `*` allowed as the port (`http://localhost:*`). Default: localhost only.
   */
  overrideAllowlist: z._default(z.array(z.string()), ['http://localhost:*', 'http://127.0.0.1:*']),
  links: z.prefault(
    z.object({
      support: z._default(z.string(), 'mailto:support@school.test'),
      pricing: z._default(z.string(), 'https://school.test/pricing'),
      userGuide: z._default(z.string(), 'https://school.test/guide'),
      partners: z._default(z.array(linkSchema), []),
    }),
    {},
  ),
}));
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** True when `url`'s origin matches one entry of the allowlist. */
export function isOriginAllowed(url: string, allowlist: readonly string[], base?: string): boolean {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  return allowlist.some((entry) => {
    const match = /^(https?):\/\/([^:/]+)(?::(\d+|\*))?$/.exec(entry.trim());
    if (!match) return false;
    const [, protocol, hostname, port] = match;
    if (`${protocol}:` !== target.protocol || hostname !== target.hostname) return false;
    if (port === '*') return true;
    const defaultPort = target.protocol === 'https:' ? '443' : '80';
    return (port ?? defaultPort) === (target.port || defaultPort);
  });
}
