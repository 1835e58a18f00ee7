import { NavLink, useSession, useTranslation } from '@school/shared';
import styled from 'styled-components';

interface SettingsTab {
  to: string;
  label: 'profile' | 'security' | 'plans' | 'plansHistory' | 'documents';
  /** Plans, their history and documents exist only for students (role member, spec 01 §6). */
  memberOnly?: boolean;
}

/** The admin area owns the member-only pages; this remote only links to them. */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { to: '/settings/profile', label: 'profile' },
  { to: '/settings/profile/privacy', label: 'security' },
  { to: '/settings/profile/plans', label: 'plans', memberOnly: true },
  { to: '/settings/profile/plans-history', label: 'plansHistory', memberOnly: true },
  { to: '/settings/profile/documents', label: 'documents', memberOnly: true },
];

const Nav = styled.nav`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const List = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-inline: 14px;
  border-radius: ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    inset-inline: 8px;
    inset-block-end: -1px;
    block-size: 3px;
    border-radius: 3px 3px 0 0;
    background: currentColor;
  }
`;

/** Navigation between the profile settings pages; the current one is marked with `aria-current`. */
export function SettingsTabs() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const isMember = user?.role === 'member';
  return (
    <Nav aria-label={t('settings.tabsLabel')}>
      <List>
        {SETTINGS_TABS.filter((tab) => !tab.memberOnly || isMember).map((tab) => (
          <li key={tab.to}>
            <Tab to={tab.to} end>
              {t(`settings.tabs.${tab.label}`)}
            </Tab>
          </li>
        ))}
      </List>
    </Nav>
  );
}
