import registry from '@school/shared/remotes';
import type { RemoteConfig } from '@school/shared';

/** One remote as the registry (shared/remotes/registry.json) names it. */
export interface RemoteEntry {
  /** Federation name: the key in the runtime config and the name in the remote's webpack config. */
  name: string;
  /** Package folder at the repository root; the embedded server serves its build at /remotes/<folder>/. */
  folder: string;
  /** Port of `pnpm --filter <folder> dev`. */
  devPort: number;
  prefixes: string[];
  /** The docker-compose service that serves its static build, and the port it publishes. */
  compose: { service: string; port: number };
  /** Ids of the sidebar items (navigation/nav-items.ts) that lead into it. */
  sidebar: string[];
}

export const REMOTES: readonly RemoteEntry[] = registry.remotes;

/** The remotes as the site's own runtime config lists them: each build served by the embedded server. */
export function bundledRemotes(): Record<string, RemoteConfig> {
  return Object.fromEntries(REMOTES.map((remote) => [remote.name, { manifest: `/remotes/${remote.folder}/mf-manifest.json`, prefixes: [...remote.prefixes] }]));
}
