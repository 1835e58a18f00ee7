import * as z from 'zod';

/**
 * The runtime configuration served beside the host as `/app-config.json`.
 * Remote locations live here, never in a build: pointing an environment at another
 * build of a remote is an edit of this file.
 */
export const remoteConfigSchema = z.object({
  /** URL of the remote's `mf-manifest.json`. */
  manifest: z.string().min(1),
  /** Path prefixes whose pages the remote owns, e.g. `/auth`, `/courses`. */
  prefixes: z.array(z.string().startsWith('/')).min(1),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

export const linkSchema = z.object({ label: z.string(), url: z.string() });

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string().default('/tenant'),
  remotes: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), remoteConfigSchema),
  /**
   * Origins a browser may point a remote at through an override. Entries are origins,
   * `*` allowed as the port (`http://localhost:*`). Default: localhost only.
   */
  overrideAllowlist: z
    .array(z.string())
    .default(['http://localhost:*', 'http://127.0.0.1:*']),
  links: z
    .object({
      support: z.string().default('mailto:support@school.test'),
      pricing: z.string().default('https://school.test/pricing'),
      userGuide: z.string().default('https://school.test/guide'),
      partners: z.array(linkSchema).default([]),
    })
    .prefault({}),
});
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
