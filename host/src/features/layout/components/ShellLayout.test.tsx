import { render, screen } from '@testing-library/react';
import { buildTheme, MemoryRouter, type LayoutType } from '@school/shared';
import { ThemeProvider } from 'styled-components';
import { LAYOUT_SLOTS, ShellLayout } from './ShellLayout';

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
