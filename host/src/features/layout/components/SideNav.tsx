import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAccessSubject } from '@school/shared';
import { useHostTranslation } from '../../i18n/namespace';
import { NAV_ITEMS, activeNavItem, visibleNavItems } from '../../navigation/nav-items';
import { useRuntimeConfig } from '../../runtime/config-context';

const Nav = styled.nav`
  width: ${({ theme }) => theme.layout.sideNavWidth}px;
  flex-shrink: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  padding: 12px 8px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export function SideNav() {
  const { t } = useHostTranslation();
  const subject = useAccessSubject();
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const items = visibleNavItems(NAV_ITEMS, subject, config.remotes);
  const active = activeNavItem(items, pathname);
  return (
    <Nav aria-label={t('nav.label')}>
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <Item to={item.path} end aria-current={active?.id === item.id ? 'page' : undefined}>
              {t(item.labelKey)}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
