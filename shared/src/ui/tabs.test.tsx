/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '../client/router.js';
import { media, TOUCH_TARGET_PX } from './breakpoints.js';
import { LinkTabs, Tabs } from './tabs.js';
import { mediaRulesFor, renderKit } from './testing.js';

const pages = [
  { to: '/settings/profile', label: 'Profile' },
  { to: '/settings/profile/privacy', label: 'Security' },
];

describe('LinkTabs', () => {
  it('is a named navigation whose current route is marked for screen readers', () => {
    renderKit(
      <Routes>
        <Route path="/settings/*" element={<LinkTabs label="Profile settings" tabs={pages} />} />
      </Routes>,
      { url: '/settings/profile/privacy' },
    );
    const nav = within(screen.getByRole('navigation', { name: 'Profile settings' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/settings/profile', '/settings/profile/privacy']);
    expect(nav.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    // Exact match: the parent route is not current on its child page.
    expect(nav.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('lets the caller say which tab is current when the link carries a query', () => {
    renderKit(
      <LinkTabs
        label="Course types"
        tabs={[
          { to: '/courses/own?search=b', label: 'Own', current: false },
          { to: '/courses/shared?search=b', label: 'Shared', current: true },
        ]}
      />,
      { url: '/courses/shared?search=b' },
    );
    expect(screen.getByRole('link', { name: 'Shared' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Own' })).not.toHaveAttribute('aria-current');
  });

  it('scrolls sideways inside its own bar and keeps touch-sized tabs', () => {
    renderKit(<LinkTabs label="Profile settings" tabs={pages} />);
    const nav = screen.getByRole('navigation');
    expect(getComputedStyle(nav).overflowX).toBe('auto');
    expect(mediaRulesFor(screen.getByRole('link', { name: 'Profile' }), media.coarsePointer)).toContain(`min-block-size:${TOUCH_TARGET_PX}px`);
  });
});

describe('Tabs', () => {
  const tabs = [
    { id: 'lesson', label: 'Lesson', panel: <p>Lesson plan</p> },
    { id: 'homework', label: 'Homework', panel: <p>Homework list</p> },
    { id: 'chat', label: 'Chat', panel: <p>Messages</p> },
  ];

  it('is a tab list with one Tab stop whose selected tab labels the visible panel', async () => {
    const { user } = renderKit(
      <>
        <Tabs label="Class" tabs={tabs} />
        <button type="button">After</button>
      </>,
    );
    const list = screen.getByRole('tablist', { name: 'Class' });
    const [lesson, homework] = within(list).getAllByRole('tab');
    expect(lesson).toHaveAttribute('aria-selected', 'true');
    expect(homework).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Lesson' })).toHaveTextContent('Lesson plan');
    expect(screen.queryByText('Homework list')).not.toBeVisible();

    await user.tab();
    expect(lesson).toHaveFocus();
    await user.tab();
    // Next stop is the panel itself, then what follows: the other tabs are not Tab stops.
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('moves and selects with the arrows, wrapping, and with Home and End', async () => {
    const { user } = renderKit(<Tabs label="Class" tabs={tabs} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Homework' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Homework' })).toHaveTextContent('Homework list');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Lesson' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Chat' })).toHaveFocus();
  });

  it('mirrors the arrows in a right-to-left page', async () => {
    const { user } = renderKit(<Tabs label="Class" tabs={tabs} />, { direction: 'rtl' });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Homework' })).toHaveFocus();
  });

  it('tells a controlled owner which tab was chosen', async () => {
    const chosen: string[] = [];
    const { user } = renderKit(<Tabs label="Class" tabs={tabs} selected="chat" onSelect={(id) => chosen.push(id)} />);
    expect(screen.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Lesson' }));
    expect(chosen).toEqual(['lesson']);
  });
});

describe('a tab row wider than its bar', () => {
  /** jsdom lays nothing out: the bar reports a row twice its width, scrolled to `scrollLeft`. */
  function narrowBars() {
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-scroll-x') ? 600 : 0;
    });
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-scroll-x') ? 300 : 0;
    });
    const scrollIntoView = jest.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    return {
      scrollIntoView,
      restore() {
        scrollWidth.mockRestore();
        clientWidth.mockRestore();
        delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
      },
    };
  }

  const edgesOf = (bar: HTMLElement) => {
    const frame = bar.parentElement as HTMLElement;
    return {
      start: frame.getAttribute('data-more-start'),
      end: frame.getAttribute('data-more-end'),
      chevrons: [...frame.querySelectorAll('[data-edge]')].map((chevron) => [chevron.getAttribute('data-edge'), chevron.getAttribute('aria-hidden')]),
    };
  };

  it('shows that it goes on past the end, then past the start once scrolled', () => {
    const layout = narrowBars();
    try {
      renderKit(<LinkTabs label="Profile settings" tabs={pages} />);
      const nav = screen.getByRole('navigation', { name: 'Profile settings' });
      expect(edgesOf(nav)).toEqual({ start: 'false', end: 'true', chevrons: [['end', 'true']] });

      nav.scrollLeft = 300;
      fireEvent.scroll(nav);
      expect(edgesOf(nav)).toEqual({ start: 'true', end: 'false', chevrons: [['start', 'true']] });
      nav.scrollLeft = 120;
      fireEvent.scroll(nav);
      expect(edgesOf(nav).chevrons).toEqual([
        ['start', 'true'],
        ['end', 'true'],
      ]);
    } finally {
      layout.restore();
    }
  });

  it('brings the current tab into view on arrival, and a tab reached by keyboard', async () => {
    const layout = narrowBars();
    try {
      const tabs = ['Lesson', 'Homework', 'Chat', 'Files', 'Notes'].map((label) => ({ id: label.toLowerCase(), label, panel: <p>{label}</p> }));
      const { user } = renderKit(<Tabs label="Class" tabs={tabs} selected="notes" />);
      expect(layout.scrollIntoView.mock.contexts).toContain(screen.getByRole('tab', { name: 'Notes' }));
      layout.scrollIntoView.mockClear();
      await user.tab();
      await user.keyboard('{Home}');
      expect(screen.getByRole('tab', { name: 'Lesson' })).toHaveFocus();
      expect(layout.scrollIntoView.mock.contexts).toContain(screen.getByRole('tab', { name: 'Lesson' }));
    } finally {
      layout.restore();
    }
  });

  it('shows no edge when everything fits', () => {
    renderKit(<LinkTabs label="Profile settings" tabs={pages} />);
    expect(edgesOf(screen.getByRole('navigation'))).toEqual({ start: 'false', end: 'false', chevrons: [] });
  });
});
