import { buildTheme, MemoryRouter, Route, Routes, useLocation } from '@school/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page at `url` the way the host would (theme and router around it); any other
 * path renders a probe showing where the page navigated to.
 */
export function renderPage(page: ReactElement, { path, url = path, applyAccept = true }: { path: string; url?: string; applyAccept?: boolean }) {
  const user = userEvent.setup({ applyAccept });
  const result = render(
    <ThemeProvider theme={buildTheme()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user, ...result };
}
