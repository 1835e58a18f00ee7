import { matchRoutes } from '@school/shared';
import type { RemoteRoute } from '@school/shared';

/**
 * The remote route for a path. react-router ranks the patterns, so `/courses/own` wins over
 * `/courses/:id` whatever order the remote lists them in.
 */
export function matchRemoteRoute<C>(routes: readonly RemoteRoute<C>[], pathname: string): RemoteRoute<C> | null {
  const objects = routes.map((route, index) => ({ path: route.path, id: String(index) }));
  const matches = matchRoutes(objects, pathname);
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  return routes[Number(last.route.id)] ?? null;
}
