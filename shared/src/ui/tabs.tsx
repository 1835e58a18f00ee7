import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css, styled, useTheme } from 'styled-components';
// By package name: the router context is the page's one singleton (see fields.tsx).
import { Link, NavLink } from '@school/shared';
import { focusRingAt } from './a11y.js';
import { media, TOUCH_TARGET_PX } from './breakpoints.js';

/*
 * Two kinds of tabs with one look. Link tabs navigate between routes (each tab is a page the
 * back button and a deep link reach; the current one says `aria-current="page"`). Button
 * tabs switch panels inside one page (ARIA tablist: one Tab stop, arrow keys between tabs).
 * Both scroll sideways inside their own bar on a narrow screen instead of widening the page;
 * `data-scroll-x` marks that bar as a sideways scroller on purpose (the phone fit check of
 * e2e/support/phone.ts skips what is inside a marked scroller that really scrolls). Where tabs
 * are hidden past an edge, that edge fades and shows a chevron (`data-more-start`,
 * `data-more-end`), so a row cut off on a phone says that it goes on; the current tab is
 * scrolled into view, and so is a tab reached by keyboard.
 */

/** Which edges of a sideways scroller hide content: logical, so right-to-left pages work too. */
function useScrollEdges() {
  // A callback ref: the bar is a div or a nav.
  const [bar, ref] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    if (!bar) return;
    const update = () => {
      const hidden = bar.scrollWidth - bar.clientWidth;
      // Right to left, scrollLeft runs from 0 down to -hidden.
      const scrolled = Math.abs(bar.scrollLeft);
      const next = { start: hidden > 1 && scrolled > 1, end: hidden > 1 && scrolled < hidden - 1 };
      setEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    update();
    // The tab shown is in view on arrival, even when it is the last of a long row.
    bar.querySelector('[aria-current="page"], [aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    bar.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resize?.observe(bar);
    if (bar.firstElementChild) resize?.observe(bar.firstElementChild);
    return () => {
      bar.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [bar]);
  return { ref, edges };
}

/** A fade over a hidden edge, into the bar's background. */
const fade = (side: 'start' | 'end') => css`
  content: '';
  position: absolute;
  z-index: 1;
  inset-block: 0 1px;
  inset-inline-${side}: 0;
  inline-size: 40px;
  pointer-events: none;
  background:
    linear-gradient(to ${side === 'start' ? 'left' : 'right'}, transparent, ${({ theme }) => theme.colors.surface} 70%);
`;

/** The bar's frame, where the fades sit over the scrolled row's hidden edges. */
const Edges = styled.div`
  position: relative;

  &[data-more-start='true']::before {
    ${fade('start')}
  }
  &[data-more-end='true']::after {
    ${fade('end')}
  }
  /* The chevron drawn in the fade: a rotated corner, pointing where the row goes on. */
  & > [data-edge] {
    position: absolute;
    z-index: 2;
    inset-block-start: 50%;
    inline-size: 8px;
    block-size: 8px;
    border-block-start: 2px solid ${({ theme }) => theme.colors.textMuted};
    border-inline-end: 2px solid ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  & > [data-edge='end'] {
    inset-inline-end: 10px;
    transform: translateY(-50%) rotate(45deg);
  }
  & > [data-edge='start'] {
    inset-inline-start: 10px;
    transform: translateY(-50%) rotate(-135deg);
  }
  [dir='rtl'] & > [data-edge='end'] {
    transform: translateY(-50%) rotate(-135deg);
  }
  [dir='rtl'] & > [data-edge='start'] {
    transform: translateY(-50%) rotate(45deg);
  }
`;

/** A tab reached by keyboard clears the fades: in view with room to spare at both edges. */
function revealFocused(event: { target: EventTarget }) {
  if (event.target instanceof HTMLElement) event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

const Bar = styled.div`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  /* Scrolling a tab into view leaves it clear of the edge fades. */
  scroll-padding-inline: 40px;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  max-inline-size: 100%;
`;

const List = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  inline-size: max-content;
  min-inline-size: 100%;
`;

const tabStyles = css`
  position: relative;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  flex: none;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-inline: 14px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRingAt('-3px')}
  &[aria-current='page'],
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page']::after,
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    inset-inline: 8px;
    inset-block-end: 0;
    block-size: 3px;
    border-radius: 3px 3px 0 0;
    background: currentColor;
  }
  ${media.coarsePointer} {
    min-block-size: ${TOUCH_TARGET_PX}px;
    min-inline-size: ${TOUCH_TARGET_PX}px;
  }
`;

const TabNavLink = styled(NavLink)`
  ${tabStyles}
`;
const TabLink = styled(Link)`
  ${tabStyles}
`;
const TabButton = styled.button`
  ${tabStyles}
`;

export interface LinkTab {
  to: string;
  label: ReactNode;
  /**
   * Whether this is the page shown. Left out, the router decides from the path (exact
   * match); given, it wins, e.g. when the link carries a query the route ignores.
   */
  current?: boolean;
}

export interface LinkTabsProps {
  /** Names the navigation landmark, e.g. "Profile settings". */
  label: string;
  tabs: readonly LinkTab[];
}

/** Navigation between sibling routes, drawn as tabs. */
export function LinkTabs({ label, tabs }: LinkTabsProps) {
  const { ref, edges } = useScrollEdges();
  return (
    <Edges data-more-start={edges.start} data-more-end={edges.end}>
      <Bar as="nav" ref={ref} aria-label={label} data-scroll-x="tabs" onFocus={revealFocused}>
        <List as="ul">
          {tabs.map((tab) => (
            <li key={tab.to}>
              {tab.current === undefined ? (
                <TabNavLink to={tab.to} end>
                  {tab.label}
                </TabNavLink>
              ) : (
                <TabLink to={tab.to} aria-current={tab.current ? 'page' : undefined}>
                  {tab.label}
                </TabLink>
              )}
            </li>
          ))}
        </List>
      </Bar>
      {edges.start && <span data-edge="start" aria-hidden="true" />}
      {edges.end && <span data-edge="end" aria-hidden="true" />}
    </Edges>
  );
}

export interface PanelTab {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly PanelTab[];
  /** Controlled selection; left out, the tabs keep their own, starting at the first. */
  selected?: string;
  onSelect?: (id: string) => void;
}

/**
 * Panels switched by tabs. Only the selected tab is in the Tab order; arrows (mirrored in a
 * right-to-left page), Home and End move between tabs and select at once, since every panel
 * is already on the page and showing one costs nothing.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const baseId = useId();
  const theme = useTheme();
  const [own, setOwn] = useState(tabs[0]?.id);
  const current = selected ?? own;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const { ref, edges } = useScrollEdges();

  function select(id: string) {
    setOwn(id);
    onSelect?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const forward = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = theme.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    select(target.id);
    buttons.current.get(target.id)?.focus();
  }

  return (
    <div>
      <Edges data-more-start={edges.start} data-more-end={edges.end}>
        <Bar ref={ref} data-scroll-x="tabs" onFocus={revealFocused}>
          <List role="tablist" aria-label={label}>
            {tabs.map((tab, index) => {
              const active = tab.id === current;
              return (
                <TabButton
                  key={tab.id}
                  ref={(element) => {
                    if (element) buttons.current.set(tab.id, element);
                    else buttons.current.delete(tab.id);
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${tab.id}`}
                  aria-selected={active}
                  aria-controls={`${baseId}-panel-${tab.id}`}
                  tabIndex={active ? 0 : -1}
                  onClick={() => select(tab.id)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  {tab.label}
                </TabButton>
              );
            })}
          </List>
        </Bar>
        {edges.start && <span data-edge="start" aria-hidden="true" />}
        {edges.end && <span data-edge="end" aria-hidden="true" />}
      </Edges>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`} tabIndex={0} hidden={tab.id !== current}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
