import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, appStore, buildTheme, MemoryRouter, sessionAtom, type LayoutType } from '@school/shared';
import { aUser, fakeServer, signInAs, signOutForTest } from '@school/shared/testing';
import { ThemeProvider } from 'styled-components';
import { mockViewport } from '../testing/match-media';
import { LAYOUT_SLOTS, ShellLayout } from './shell-layout';

function renderLayout(layout: LayoutType, container: 'default' | 'gutterless' | 'contained' = 'default') {
  return render(
    <ThemeProvider theme={buildTheme()}>
      <MemoryRouter>
        <ShellLayout layout={{ layout, container, background: 'plain' }}>
          <p>page</p>
        </ShellLayout>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('ShellLayout', () => {
  it('blank shows the page alone', () => {
    const { container } = renderLayout('blank');
    expect(container.querySelector('[data-layout="blank"]')).not.toBeNull();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('leftSidebar has the beta banner, header, navigation and footer', () => {
    renderLayout('leftSidebar');
    expect(screen.getByRole('region', { name: 'Beta notice' })).toHaveTextContent('The platform is in beta. Having issues? Contact us.');
    expect(screen.getByRole('link', { name: 'Contact us.' })).toHaveAttribute('href', 'mailto:support@school.test');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.getElementById(LAYOUT_SLOTS.end)).toBeNull();
  });

  it('rightSidebar adds the end slot; bothSidebar adds both and collapses the navigation', () => {
    const { unmount } = renderLayout('rightSidebar');
    expect(document.getElementById(LAYOUT_SLOTS.end)).not.toBeNull();
    expect(document.getElementById(LAYOUT_SLOTS.start)).toBeNull();
    unmount();
    renderLayout('bothSidebar', 'gutterless');
    expect(document.getElementById(LAYOUT_SLOTS.start)).not.toBeNull();
    expect(document.getElementById(LAYOUT_SLOTS.end)).not.toBeNull();
    expect(screen.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('main')).toHaveAttribute('data-container', 'gutterless');
  });
});

describe('ShellLayout side panels on a phone', () => {
  function PanelPage() {
    const [slot, setSlot] = useState<Element | null>(null);
    useEffect(() => setSlot(document.getElementById(LAYOUT_SLOTS.end)), []);
    return (
      <>
        <h1>Lesson</h1>
        {slot && createPortal(<section aria-label="Lesson details">details</section>, slot)}
      </>
    );
  }

  /** A page that fills the end panel, in the right-sidebar layout. */
  function renderPanelPage() {
    return render(
      <ThemeProvider theme={buildTheme()}>
        <MemoryRouter>
          <ShellLayout layout={{ layout: 'rightSidebar' }}>
            <PanelPage />
          </ShellLayout>
        </MemoryRouter>
      </ThemeProvider>,
    );
  }

  it('folds the end panel behind a tab; arrows switch between content and panel', async () => {
    const viewport = mockViewport(390);
    try {
      const user = userEvent.setup();
      renderPanelPage();
      const contentTab = await screen.findByRole('tab', { name: 'Content' });
      expect(contentTab).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('heading', { name: 'Lesson' })).toBeVisible();
      expect(screen.getByRole('region', { name: 'Lesson details', hidden: true })).not.toBeVisible();

      await user.click(screen.getByRole('tab', { name: 'Details' }));
      expect(screen.getByRole('region', { name: 'Lesson details' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Lesson', hidden: true })).not.toBeVisible();

      await user.keyboard('{ArrowRight}');
      expect(contentTab).toHaveFocus();
      expect(contentTab).toHaveAttribute('aria-selected', 'true');
    } finally {
      viewport.restore();
    }
  });

  it('shows no tabs on a desktop: the panel sits beside the content', async () => {
    const viewport = mockViewport(1280);
    try {
      renderPanelPage();
      expect(await screen.findByRole('region', { name: 'Lesson details' })).toBeVisible();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });

  describe("the school's mark in the header", () => {
    afterEach(signOutForTest);

    const school = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Kalyna English School', logo: '/tenant/files/logo-1' };

    it("shows the school's name and logo from its settings, not the product's name", () => {
      signInAs(aUser());
      appStore.set(sessionAtom, (state) => ({ ...state, school }));
      renderLayout('leftSidebar');
      const brand = screen.getByRole('link', { name: 'Kalyna English School' });
      expect(brand).toHaveAttribute('href', '/');
      expect(brand.querySelector('img')).toHaveAttribute('src', '/tenant/files/logo-1');
      expect(screen.queryByText('Школа')).not.toBeInTheDocument();
    });

    it('follows a rename and a new logo as soon as the settings page saves them', async () => {
      signInAs(aUser());
      appStore.set(sessionAtom, (state) => ({ ...state, school: { ...school, logo: null } }));
      renderLayout('leftSidebar');
      expect(screen.getByRole('link', { name: 'Kalyna English School' }).querySelector('img')).toBeNull();

      fakeServer(({ url }) => ({ status: 200, data: { data: { ...school, name: url === 'school/general' ? 'Kalyna Academy' : school.name, logo: '/tenant/files/logo-2' } } }));
      await act(() => api.put('school/general', { name: 'Kalyna Academy' }));
      expect(screen.getByRole('link', { name: 'Kalyna Academy' }).querySelector('img')).toHaveAttribute('src', '/tenant/files/logo-2');
      // Another school's answer, or another path, changes nothing.
      await act(() => api.put('courses/1', { name: 'Not a school' }));
      expect(screen.getByRole('link', { name: 'Kalyna Academy' })).toBeInTheDocument();
    });
  });
});
