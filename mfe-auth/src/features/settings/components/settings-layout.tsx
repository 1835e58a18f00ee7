import { useTranslation } from '@school/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, MutedText, ProfileSettingsTabs } from '@school/shared/ui';

// minmax(0, 1fr): one column that never grows past the screen, whatever a form inside asks for.
const Page = styled.div`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  inline-size: 100%;
  max-inline-size: 960px;
  color: ${({ theme }) => theme.colors.text};
  color-scheme: ${({ theme }) => theme.mode};

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

const Header = styled.header`
  display: grid;
  gap: 4px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.6rem;
  line-height: 1.25;
  ${media.phone} {
    font-size: 1.35rem;
  }
`;

export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-inline-size: 0;
  gap: 24px;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: ${({ theme }) => theme.colors.surface};

  ${media.phone} {
    padding: 16px 12px;
  }
`;

export const PanelHeader = styled.header`
  display: grid;
  gap: 4px;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: 1.15rem;
`;

export const PanelText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

/** The frame shared by every profile settings page: title, tabs, then the page's own panel. */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Page>
      <Header>
        <Heading>{t('settings.title')}</Heading>
        <MutedText>{t('settings.subtitle')}</MutedText>
      </Header>
      <ProfileSettingsTabs />
      {children}
    </Page>
  );
}
