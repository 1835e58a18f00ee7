import { useHostTranslation } from '../../../i18n';
import { useRuntimeConfig } from '../../../runtime';
import { MenuLink, MenuRouterLink } from './styles';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Support, settings, pricing and the user guide; the outside ones open in a new tab. */
export function UserMenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useHostTranslation();
  const { links } = useRuntimeConfig();
  const newTab = t('header.opensInNewTab');
  return (
    <>
      <MenuLink href={links.support} {...external} aria-label={`${t('header.support')} ${newTab}`}>
        {t('header.support')}
      </MenuLink>
      <MenuRouterLink to="/settings/profile" onClick={onNavigate}>
        {t('header.settings')}
      </MenuRouterLink>
      <MenuLink href={links.pricing} {...external} aria-label={`${t('header.pricing')} ${newTab}`}>
        {t('header.pricing')}
      </MenuLink>
      <MenuLink href={links.userGuide} {...external} aria-label={`${t('header.userGuide')} ${newTab}`}>
        {t('header.userGuide')}
      </MenuLink>
    </>
  );
}
