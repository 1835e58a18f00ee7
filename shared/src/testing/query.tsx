import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '../query/client.js';

/**
 * A client for one test: the site's defaults without retries (a failure shows at once) and
 * without garbage collection timers (nothing runs after the test ends). A fresh one per test, so
 * no test sees another's cache.
 */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false, gcTime: Infinity }, mutations: { retry: false, gcTime: Infinity } });
}

/** Wraps `children` in `client` (a fresh test client by default). */
export function ServerDataTestProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Renders `ui` with a fresh test client (or the given one); returns it beside what `render` returns. */
export function renderWithServerData(ui: ReactElement, { client = createTestQueryClient(), ...options }: RenderOptions & { client?: QueryClient } = {}) {
  const result = render(ui, { ...options, wrapper: ({ children }) => <ServerDataTestProvider client={client}>{children}</ServerDataTestProvider> });
  return { ...result, queryClient: client };
}
