import type { RemoteConfig } from '@school/shared';

/** True when `pathname` is `prefix` itself or lies below it (`/courses` owns `/courses/1`, not `/coursesx`). */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  const base = prefix.length > 1 && prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === base || pathname.startsWith(base === '/' ? '/' : `${base}/`);
}

/** The remote owning a path: the one with the longest matching prefix, or null. */
export function findRemoteForPath(pathname: string, remotes: Record<string, Pick<RemoteConfig, 'prefixes'>>): string | null {
  let best: { name: string; length: number } | null = null;
  for (const [name, remote] of Object.entries(remotes)) {
    for (const prefix of remote.prefixes) {
      if (isUnderPrefix(pathname, prefix) && (!best || prefix.length > best.length)) best = { name, length: prefix.length };
    }
  }
  return best?.name ?? null;
}
