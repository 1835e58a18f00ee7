import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { queryClient } from './client.js';

/**
 * Gives its children the one client of the site, unless a client is already provided above
 * (a test's fresh client, or a host that provides one): then that one is kept.
 *
 * A remote wraps its pages in it (`withServerData`), not the host: the host reads no server data
 * through this layer, and keeping TanStack Query out of the shell keeps it off the sign-in page
 * (docs/decisions/0004-bundle-budget.md). Several providers of the same client are one cache.
 */
export function ServerDataProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A page inside `ServerDataProvider`: what a remote's lazily loaded page module exports. */
export function withServerData<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function WithServerData(props: Props) {
    return (
      <ServerDataProvider>
        <Page {...props} />
      </ServerDataProvider>
    );
  }
  WithServerData.displayName = `WithServerData(${Page.displayName ?? Page.name})`;
  return WithServerData;
}
