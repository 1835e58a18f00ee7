import styled from 'styled-components';
import { media } from '@school/shared/ui';
import { useHostTranslation } from '../../i18n';
import { useRuntimeConfig } from '../../runtime';

const Banner = styled.section`
  padding: 6px 16px;
  text-align: center;
  font-size: 14px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  ${media.phone} {
    padding: 4px 8px;
    font-size: 13px;
  }
  /* The text colour, underlined: an accent colour on this muted band falls short of 4.5:1 in
     some schemas (orange light), and the underline keeps the link told apart from the text. */
  a {
    font-weight: 600;
    color: inherit;
    text-decoration: underline;
  }
`;

/** "The platform is in beta. Having issues? Contact us." — the link goes to the config's support link. */
export function BetaBanner() {
  const { t } = useHostTranslation();
  const { links } = useRuntimeConfig();
  return (
    // A labelled region (a landmark), so no content of the page sits outside every landmark.
    <Banner aria-label={t('beta.label')} data-testid="beta-banner">
      {t('beta.text')} <a href={links.support}>{t('beta.contact')}</a>
    </Banner>
  );
}
