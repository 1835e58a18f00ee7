import { useEffect, useRef } from 'react';
import { NavLink, useAccessSubject, useLocation } from '@school/shared';
import { TOUCH_TARGET_PX, media } from '@school/shared/ui';
import styled, { css } from 'styled-components';
import { useHostTranslation } from '../../i18n';
import { NAV_ITEMS, activeNavItem, visibleNavItems } from '../../navigation';
import { useRuntimeConfig } from '../../runtime';
import { setNavDrawerClosed, useNavDrawerOpen, useSideNavCollapsed } from '../atoms/sidenav-store';
import { useShellWidth } from '../hooks/use-media-query';
import { closeNavDrawer, NAV_DRAWER_ID, useNavDrawer } from '../hooks/use-nav-drawer';
import { NavIcon } from './nav-icon';

const Nav = styled.nav<{ $collapsed: boolean }>`
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.sideNavCollapsedWidth : theme.layout.sideNavWidth)}px;
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 8px;
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 0.15s ease;
  position: sticky;
  top: ${({ theme }) => theme.layout.headerHeight}px;
  /* As high as the body beside it, at most the screen below the header: a short page stays a
     screen high (a fixed screen height under the beta banner made every page scroll by the
     banner's height), and on a long page the navigation stays in view with its own scroll. */
  align-self: stretch;
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
  overflow-y: auto;
`;

/** On a phone the navigation is a modal drawer over the page, from the start side. */
const DrawerPanel = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 1000;
  width: min(${({ theme }) => theme.layout.sideNavWidth + 42}px, calc(100vw - 56px));
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 0 32px rgb(0 0 0 / 0.3);
  overscroll-behavior: contain;
  & > nav {
    width: 100%;
    height: 100%;
    position: static;
    border: none;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 999;
  background: rgb(0 0 0 / 0.45);
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const itemStyle = css<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 40px;
  padding: 0 ${({ $collapsed }) => ($collapsed ? 0 : 12)}px;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }
  ${media.coarsePointer} {
    min-height: ${TOUCH_TARGET_PX}px;
  }
`;

const Item = styled(NavLink)<{ $collapsed: boolean }>`
  ${itemStyle}
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** Collapsed, labels stay for screen readers but leave the narrow rail. */
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const ExternalItem = styled.a<{ $collapsed: boolean }>`
  ${itemStyle}
`;

const Label = styled.span<{ $collapsed: boolean }>`
  ${({ $collapsed }) => $collapsed && visuallyHidden}
`;

const SectionTitle = styled.h2<{ $collapsed: boolean }>`
  margin: 12px 12px 4px;
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $collapsed }) => $collapsed && visuallyHidden}
`;

const DrawerHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding-inline-start: 12px;
`;

const DrawerTitle = styled.h2`
  margin: 0;
  font-size: 16px;
`;

const Toggle = styled.button`
  min-width: 36px;
  min-height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }
  ${media.coarsePointer} {
    min-height: ${TOUCH_TARGET_PX}px;
  }
  html[dir='rtl'] & span {
    display: inline-block;
    transform: scaleX(-1);
  }
`;

/**
 * The side navigation. On a desktop it is open (238 px) or a rail (72 px), as the user
 * chose; on a tablet the rail until they choose; on a phone it is closed at rest and opens
 * as a drawer from the header's menu button.
 */
export function SideNav({ forceCollapsed = false }: { forceCollapsed?: boolean }) {
  const width = useShellWidth();
  const open = useNavDrawerOpen();
  const panelRef = useRef<HTMLDivElement>(null);
  const drawer = width === 'phone';
  useNavDrawer(drawer && open, panelRef);

  useEffect(() => {
    // Turned to a wider screen with the drawer open: the rail or open navigation takes over.
    if (!drawer && open) setNavDrawerClosed();
  }, [drawer, open]);

  if (!drawer) return <NavContent forceCollapsed={forceCollapsed} railByDefault={width === 'tablet'} />;
  if (!open) return null;
  return (
    <>
      <Backdrop data-testid="nav-backdrop" aria-hidden="true" onClick={closeNavDrawer} />
      <DrawerPanel ref={panelRef} id={NAV_DRAWER_ID} role="dialog" aria-modal="true" aria-labelledby="nav-drawer-title" data-testid="nav-drawer">
        <NavContent drawer />
      </DrawerPanel>
    </>
  );
}

/** Items the user may open whose area is deployed, then the partner links of the runtime config. */
function NavContent({ forceCollapsed = false, railByDefault = false, drawer = false }: { forceCollapsed?: boolean; railByDefault?: boolean; drawer?: boolean }) {
  const { t } = useHostTranslation();
  const subject = useAccessSubject();
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const [chosenCollapsed, toggle] = useSideNavCollapsed(railByDefault);
  const collapsed = !drawer && (forceCollapsed || chosenCollapsed);
  const items = visibleNavItems(NAV_ITEMS, subject, config.remotes);
  const active = activeNavItem(items, pathname);
  const partners = config.links.partners;
  const newTab = t('header.opensInNewTab');

  return (
    <Nav aria-label={t('nav.label')} $collapsed={collapsed} data-collapsed={collapsed} data-testid="side-nav">
      {drawer && (
        <DrawerHead>
          <DrawerTitle id="nav-drawer-title">{t('nav.label')}</DrawerTitle>
          <Toggle type="button" onClick={closeNavDrawer} aria-label={t('nav.close')}>
            <span aria-hidden="true">✕</span>
          </Toggle>
        </DrawerHead>
      )}
      {!forceCollapsed && !drawer && (
        <Toggle type="button" onClick={toggle} aria-expanded={!collapsed} aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}>
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        </Toggle>
      )}
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <Item
              to={item.path}
              end
              $collapsed={collapsed}
              data-nav-item={item.id}
              title={collapsed ? t(item.labelKey) : undefined}
              aria-current={active?.id === item.id ? 'page' : undefined}
            >
              <NavIcon name={item.icon} />
              <Label $collapsed={collapsed}>{t(item.labelKey)}</Label>
            </Item>
          </li>
        ))}
      </List>
      {partners.length > 0 && (
        <>
          <SectionTitle id="nav-partners" $collapsed={collapsed}>
            {t('nav.partners')}
          </SectionTitle>
          <List aria-labelledby="nav-partners">
            {partners.map((link) => (
              <li key={link.url}>
                <ExternalItem
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  $collapsed={collapsed}
                  title={collapsed ? link.label : undefined}
                  aria-label={`${link.label} ${newTab}`}
                >
                  <NavIcon name="link" />
                  <Label $collapsed={collapsed}>{link.label}</Label>
                </ExternalItem>
              </li>
            ))}
          </List>
        </>
      )}
    </Nav>
  );
}
