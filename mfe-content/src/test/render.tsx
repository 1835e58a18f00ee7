import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  buildTheme,
  MemoryRouter,
  Route,
  Routes,
  sessionStore,
  useLocation,
  type PermissionKey,
  type Role,
} from '@school/shared';
import { ThemeProvider } from 'styled-components';

function LocationProbe() {
  const location = useLocation();
  // A plain element: <output> would add a second "status" role to every screen.
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a page as the host would: inside its theme and router, at `url`. */
export function renderAt(page: ReactElement, { path, url = path, fakeTimers = false }: { path: string; url?: string; fakeTimers?: boolean }) {
  // Files are offered whatever the input's `accept` says, so the page's own checks are what is tested.
  // Under jest fake timers, user-event's own pauses must move the fake clock or it never returns.
  const user = userEvent.setup({ applyAccept: false, ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}) });
  const result = render(
    <ThemeProvider theme={buildTheme()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user, ...result };
}

/** Signs a fake user in, without any request. */
export function signInAs(role: Role, permissions: PermissionKey[] = []) {
  sessionStore.set({
    restored: true,
    signedIn: true,
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      firstName: 'Test',
      lastName: role === 'staff' ? 'Teacher' : 'Student',
      email: `${role}@demo.test`,
      role,
      image: null,
      phone: null,
      country: null,
      timezone: null,
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    permissions: permissions.map((key) => ({ key, name: key })),
    school: null,
  });
}
