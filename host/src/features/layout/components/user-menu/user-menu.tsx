import { useState } from 'react';
import { useHostTranslation } from '../../../i18n';
import { signOutByUser } from '../../../session';
import { useUserMenu } from '../../hooks/use-user-menu';
import { Divider, MenuAction, Muted, Panel, SheetBackdrop, Wrapper } from './styles';
import { UserMenuAppearance, UserMenuLanguage } from './user-menu-preferences';
import { UserMenuLinks } from './user-menu-links';
import { UserMenuTrigger } from './user-menu-trigger';

/**
 * Notifications, language, links, appearance and sign out, in a panel under the header's
 * user button (a bottom sheet on a phone). A group of controls rather than a WAI-ARIA menu:
 * a menu may hold only menu items, and this one holds selects and switches.
 */
export function UserMenu() {
  const { t } = useHostTranslation();
  const { open, toggle, close, panelId, wrapperRef, triggerRef } = useUserMenu();
  const [showNotifications, setShowNotifications] = useState(false);

  return (
    <Wrapper ref={wrapperRef}>
      <UserMenuTrigger ref={triggerRef} open={open} panelId={panelId} onToggle={toggle} />
      {open && (
        <>
          <SheetBackdrop aria-hidden="true" onClick={close} />
          <Panel id={panelId} role="group" aria-label={t('header.userMenu')}>
            <MenuAction type="button" aria-expanded={showNotifications} onClick={() => setShowNotifications((value) => !value)}>
              {t('header.notifications')}
            </MenuAction>
            {showNotifications && <Muted role="status">{t('header.notificationsEmpty')}</Muted>}
            <UserMenuLanguage idPrefix={panelId} />
            <Divider />
            <UserMenuLinks onNavigate={close} />
            <Divider />
            <UserMenuAppearance idPrefix={panelId} />
            <Divider />
            <MenuAction
              type="button"
              onClick={() => {
                close();
                void signOutByUser();
              }}
            >
              {t('header.signOut')}
            </MenuAction>
          </Panel>
        </>
      )}
    </Wrapper>
  );
}
