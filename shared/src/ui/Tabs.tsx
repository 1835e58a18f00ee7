import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
 * e2e/support/phone.ts skips what is inside a marked scroller that really scrolls).
 */

const Bar = styled.div`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
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
  return (
    <Bar as="nav" aria-label={label} data-scroll-x="tabs">
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
      <Bar data-scroll-x="tabs">
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
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`${baseId}-panel-${tab.id}`} aria-labelledby={`${baseId}-tab-${tab.id}`} tabIndex={0} hidden={tab.id !== current}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
