import styled from 'styled-components';
import { useHostTranslation } from '../../i18n';
import { useRuntimeConfig } from '../../runtime';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  justify-content: space-between;
  padding: 16px 24px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  a {
    color: inherit;
  }
`;

const Links = styled.div`
  display: flex;
  gap: 16px;
`;

export function Footer() {
  const { t } = useHostTranslation();
  const { links } = useRuntimeConfig();
  return (
    <Bar>
      <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      <Links>
        <a href={links.support}>{t('header.support')}</a>
        <a href={links.userGuide} target="_blank" rel="noopener noreferrer">
          {t('header.userGuide')}
        </a>
      </Links>
    </Bar>
  );
}
