import { NavLink, useAccessSubject, useLocation } from '@school/shared';
import styled, { css } from 'styled-components';
import { useHostTranslation } from '../../i18n';
import { NAV_ITEMS, activeNavItem, visibleNavItems } from '../../navigation';
import { useRuntimeConfig } from '../../runtime';
import { useSideNavCollapsed } from '../atoms/sidenav-store';
import { NavIcon } from './NavIcon';

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
  align-self: flex-start;
  height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
  overflow-y: auto;
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
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
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

const Toggle = styled.button`
  min-height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  html[dir='rtl'] & span {
    display: inline-block;
    transform: scaleX(-1);
  }
`;

/**
 * The side navigation: items the user may open whose area is deployed, then the partner
 * links of the runtime config. Collapses to icons (72 px); the choice is remembered.
 */
export function SideNav({ forceCollapsed = false }: { forceCollapsed?: boolean }) {
  const { t } = useHostTranslation();
  const subject = useAccessSubject();
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const [storedCollapsed, toggle] = useSideNavCollapsed();
  const collapsed = forceCollapsed || storedCollapsed;
  const items = visibleNavItems(NAV_ITEMS, subject, config.remotes);
  const active = activeNavItem(items, pathname);
  const partners = config.links.partners;
  const newTab = t('header.opensInNewTab');

  return (
    <Nav aria-label={t('nav.label')} $collapsed={collapsed} data-collapsed={collapsed} data-testid="side-nav">
      {!forceCollapsed && (
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
