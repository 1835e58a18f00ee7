import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildTheme, MemoryRouter, Route, Routes, useNavigate } from '@school/shared';
import { ThemeProvider } from 'styled-components';
import { appStore } from '@school/shared';
import { navDrawerAtom, sideNavChoiceAtom, SIDENAV_STORAGE_KEY } from '../atoms/sidenav-store';
import { mockViewport } from '../testing/match-media';
import { ShellLayout } from './shell-layout';

let viewport: ReturnType<typeof mockViewport>;

function GoElsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/settings/profile')}>
      go
    </button>
  );
}

function renderShell() {
  return render(
    <ThemeProvider theme={buildTheme()}>
      <MemoryRouter initialEntries={['/courses/own']}>
        <Routes>
          <Route
            path="*"
            element={
              <ShellLayout layout={{ layout: 'leftSidebar' }}>
                <p>page</p>
                <GoElsewhere />
              </ShellLayout>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  appStore.set(sideNavChoiceAtom, null);
  appStore.set(navDrawerAtom, null);
  document.body.style.overflow = '';
});

afterEach(() => viewport.restore());

describe('the navigation on a phone (390 px)', () => {
  beforeEach(() => {
    viewport = mockViewport(390);
  });

  it('is closed at rest and opens as a modal drawer from the header button, focus inside, page not scrolling', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Open navigation' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the menu button; the page scrolls again', async () => {
    const user = userEvent.setup();
    renderShell();
    const button = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a tap on the backdrop and by its close button, focus back on the menu button', async () => {
    const user = userEvent.setup();
    renderShell();
    const button = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(button);
    await user.click(screen.getByTestId('nav-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the open drawer', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'go', hidden: true }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives way to the side navigation when the screen grows past a phone', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    act(() => viewport.setViewportWidth(1280));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'false');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('the navigation on a tablet (800 px) and a desktop (1280 px)', () => {
  it('is the collapsed rail on a tablet until the user opens it, and that choice is remembered', async () => {
    viewport = mockViewport(800);
    const user = userEvent.setup();
    const { unmount } = renderShell();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'true');
    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'false');
    expect(localStorage.getItem(SIDENAV_STORAGE_KEY)).toBe('false');
    unmount();
    renderShell();
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'false');
  });

  it('is open on a desktop when the user has not chosen', () => {
    viewport = mockViewport(1280);
    renderShell();
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
