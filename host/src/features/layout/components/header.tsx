import { Link, useLocation, useSession } from '@school/shared';
import { TOUCH_TARGET_PX, focusRing, media } from '@school/shared/ui';
import styled from 'styled-components';
import { useHostTranslation } from '../../i18n';
import { openNavDrawer, useNavDrawerOpen } from '../atoms/sidenav-store';
import { useShellWidth } from '../hooks/use-media-query';
import { NAV_DRAWER_BUTTON_ID, NAV_DRAWER_ID } from '../hooks/use-nav-drawer';
import { UserMenu } from './user-menu/user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  height: ${({ theme }) => theme.layout.headerHeight}px;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 0 20px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.phone} {
    gap: 8px;
    padding: 0 8px;
  }
`;

const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${TOUCH_TARGET_PX}px;
  height: ${TOUCH_TARGET_PX}px;
  flex-shrink: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 20px;
  cursor: pointer;
  ${focusRing}
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 700;
  font-size: 18px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${media.phone} {
    font-size: 16px;
  }
`;

const BrandName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Logo = styled.img`
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: 8px;
  object-fit: contain;
`;

/** The school's own mark: its logo and name from the school settings; the product's name before a session has one. */
function SchoolBrand() {
  const { t } = useHostTranslation();
  const { school } = useSession();
  const name = school?.name.trim() || t('app.name');
  return (
    <Brand to="/" data-testid="school-brand">
      {/* Decorative beside the name, which is the link's text. */}
      {school?.logo && <Logo src={school.logo} alt="" />}
      <BrandName>{name}</BrandName>
    </Brand>
  );
}

const Spacer = styled.div`
  flex: 1;
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: 8px;
  z-index: 30;
  padding: 8px 12px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** 64 px header: on a phone the navigation drawer's menu button, then brand and user menu. */
export function Header() {
  const { t } = useHostTranslation();
  const phone = useShellWidth() === 'phone';
  const drawerOpen = useNavDrawerOpen();
  const { pathname } = useLocation();
  return (
    <Bar>
      <SkipLink href="#main-content">{t('app.skipToContent')}</SkipLink>
      {phone && (
        <MenuToggle
          id={NAV_DRAWER_BUTTON_ID}
          type="button"
          aria-label={t('header.openNavigation')}
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? NAV_DRAWER_ID : undefined}
          onClick={() => openNavDrawer(pathname)}
          data-testid="nav-drawer-button"
        >
          <span aria-hidden="true">☰</span>
        </MenuToggle>
      )}
      <SchoolBrand />
      <Spacer />
      <UserMenu />
    </Bar>
  );
}
