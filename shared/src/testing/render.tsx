import { render } from '@testing-library/react';
import { Provider as AtomsProvider } from 'jotai';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter, Route, Routes, useLocation } from '../client/router.js';
import { appStore } from '../client/store.js';
import { buildTheme } from '../client/theme.js';
import { createTestQueryClient, ServerDataTestProvider } from './query.js';
import type { QueryClient } from '@tanstack/react-query';

export interface RenderPageOptions {
  /** The route pattern the page is mounted at, e.g. `/courses/:type`. */
  path: string;
  /** Where the router starts; defaults to `path`. */
  url?: string;
  /** user-event refuses files that do not match an input's `accept`; turn off to test the page's own checks. */
  applyAccept?: boolean;
  /** Set when the test runs on jest fake timers: user-event's own pauses then move the fake clock. */
  fakeTimers?: boolean;
  /** The server-data client the page reads through; a fresh test client by default. */
  queryClient?: QueryClient;
}

function LocationProbe() {
  const location = useLocation();
  // A plain element: <output> would add a second "status" role to every screen.
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a page as the host would (the app's jotai store, theme, router; i18n comes from the
 * jest setup, a fresh server-data client per render) at `url`. Any other path renders "elsewhere", and
 * `getByTestId('location')` always shows where the router is.
 */
export function renderPage(page: ReactElement, { path, url = path, applyAccept = true, fakeTimers = false, queryClient = createTestQueryClient() }: RenderPageOptions) {
  const user = userEvent.setup({ applyAccept, ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}) });
  const result = render(
    <ServerDataTestProvider client={queryClient}>
      <AtomsProvider store={appStore}>
        <ThemeProvider theme={buildTheme()}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ThemeProvider>
      </AtomsProvider>
    </ServerDataTestProvider>,
  );
  return { user, queryClient, ...result };
}
