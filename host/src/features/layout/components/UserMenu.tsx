import { useEffect, useId, useRef, useState } from 'react';
import {
  changeLanguage,
  currentLanguage,
  LANGUAGES,
  Link,
  THEME_SCHEMAS,
  useLanguageLoading,
  useSession,
  type ControlSize,
  type Language,
  type ThemeSchemaName,
} from '@school/shared';
import styled, { css } from 'styled-components';
import { Spinner, VisuallyHidden } from '@school/shared/ui';
import { useHostTranslation } from '../../i18n';
import { signOutByUser } from '../../session';
import { useRuntimeConfig } from '../../runtime';
import { updateThemeSettings, useThemeSettings } from '../../theme';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 13px;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 8px);
  z-index: 50;
  width: 300px;
  max-height: calc(100vh - 90px);
  overflow-y: auto;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.18);
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 40px;
  padding: 0 8px;
`;

const menuLinkStyle = css`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 8px;
  border-radius: 6px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const MenuLink = styled.a`
  ${menuLinkStyle}
`;

const MenuRouterLink = styled(Link)`
  ${menuLinkStyle}
`;

const MenuButton = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 8px;
  border: none;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Divider = styled.hr`
  margin: 6px 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Muted = styled.p`
  margin: 0 8px 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SectionTitle = styled.p`
  margin: 8px 8px 2px;
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Select = styled.select`
  min-height: 32px;
  max-width: 150px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
`;

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Notifications, language, support, settings, pricing, user guide, appearance, sign out. */
export function UserMenu() {
  const { t } = useHostTranslation();
  const session = useSession();
  const config = useRuntimeConfig();
  const theme = useThemeSettings();
  const languageLoading = useLanguageLoading();
  const [open, setOpen] = useState(false);
  const [showNotifications, setShowNotifications] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const user = session.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const newTab = t('header.opensInNewTab');

  const handleSignOut = () => {
    setOpen(false);
    signOutByUser();
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="user-menu-trigger"
      >
        {/* Named by its content, not aria-label, so the name holds all the visible text (WCAG 2.5.3):
            axe counts the hidden initials as visible text and an aria-label without them fails. */}
        <Avatar aria-hidden="true">{user?.image ? <img src={user.image} alt="" /> : initials(user?.firstName ?? '', user?.lastName ?? '')}</Avatar>
        <VisuallyHidden>{`${t('header.userMenu')}: `}</VisuallyHidden>
        <span data-testid="header-user-name">{name}</span>
      </Trigger>
      {open && (
        <Panel id={panelId} role="group" aria-label={t('header.userMenu')}>
          <MenuButton type="button" aria-expanded={showNotifications} onClick={() => setShowNotifications((value) => !value)}>
            {t('header.notifications')}
          </MenuButton>
          {showNotifications && <Muted role="status">{t('header.notificationsEmpty')}</Muted>}
          <Row>
            <label htmlFor={`${panelId}-language`}>{t('header.language')}</label>
            <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              {languageLoading && (
                <span role="status">
                  <Spinner $size={20} />
                  <VisuallyHidden>{t('header.languageLoading')}</VisuallyHidden>
                </span>
              )}
              <Select
                id={`${panelId}-language`}
                value={currentLanguage()}
                disabled={languageLoading}
                aria-busy={languageLoading}
                onChange={(event) => void changeLanguage(event.target.value as Language)}
              >
                {LANGUAGES.map((language) => (
                  <option key={language} value={language} lang={language}>
                    {t(`languages.${language}`)}
                  </option>
                ))}
              </Select>
            </span>
          </Row>
          <Divider />
          <MenuLink href={config.links.support} {...external} aria-label={`${t('header.support')} ${newTab}`}>
            {t('header.support')}
          </MenuLink>
          <MenuRouterLink to="/settings/profile" onClick={() => setOpen(false)}>
            {t('header.settings')}
          </MenuRouterLink>
          <MenuLink href={config.links.pricing} {...external} aria-label={`${t('header.pricing')} ${newTab}`}>
            {t('header.pricing')}
          </MenuLink>
          <MenuLink href={config.links.userGuide} {...external} aria-label={`${t('header.userGuide')} ${newTab}`}>
            {t('header.userGuide')}
          </MenuLink>
          <Divider />
          <SectionTitle>{t('theme.title')}</SectionTitle>
          <Row>
            <label htmlFor={`${panelId}-schema`}>{t('theme.schema')}</label>
            <Select
              id={`${panelId}-schema`}
              value={theme.schema}
              onChange={(event) => updateThemeSettings({ schema: event.target.value as ThemeSchemaName })}
            >
              {THEME_SCHEMAS.map((schema) => (
                <option key={schema} value={schema}>
                  {t(`theme.schemas.${schema}`)}
                </option>
              ))}
            </Select>
          </Row>
          <Row>
            <label htmlFor={`${panelId}-dark`}>{t('theme.darkMode')}</label>
            <input
              id={`${panelId}-dark`}
              type="checkbox"
              role="switch"
              checked={theme.mode === 'dark'}
              onChange={(event) => updateThemeSettings({ mode: event.target.checked ? 'dark' : 'light' })}
            />
          </Row>
          <Row>
            <label htmlFor={`${panelId}-rtl`}>{t('theme.rtl')}</label>
            <input
              id={`${panelId}-rtl`}
              type="checkbox"
              role="switch"
              checked={theme.direction === 'rtl'}
              onChange={(event) => updateThemeSettings({ direction: event.target.checked ? 'rtl' : 'ltr' })}
            />
          </Row>
          <Row>
            <label htmlFor={`${panelId}-size`}>{t('theme.controlSize')}</label>
            <Select
              id={`${panelId}-size`}
              value={theme.controlSize}
              onChange={(event) => updateThemeSettings({ controlSize: event.target.value as ControlSize })}
            >
              {(['sm', 'md', 'lg'] as const).map((size) => (
                <option key={size} value={size}>
                  {t(`theme.sizes.${size}`)}
                </option>
              ))}
            </Select>
          </Row>
          <Divider />
          <MenuButton type="button" onClick={handleSignOut}>
            {t('header.signOut')}
          </MenuButton>
        </Panel>
      )}
    </Wrapper>
  );
}
