import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@school/shared';
import { LinkTabs } from '@school/shared/ui';
import { Page, Title } from '../../../components/page';

/**
 * The frame of a member's own plans, history and documents pages. They sit among the profile
 * settings that mfe-auth owns, so the tab bar names the same five pages in the same order
 * (docs/decisions/admin-ui.md says why it is written here and not imported).
 */
export function ProfileSettings({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Page>
      <Title>{t('profile.title')}</Title>
      <LinkTabs
        label={t('profile.tabs.label')}
        tabs={[
          { to: '/settings/profile', label: t('profile.tabs.profile') },
          { to: '/settings/profile/privacy', label: t('profile.tabs.security') },
          { to: '/settings/profile/plans', label: t('profile.tabs.plans') },
          { to: '/settings/profile/plans-history', label: t('profile.tabs.plansHistory') },
          { to: '/settings/profile/documents', label: t('profile.tabs.documents') },
        ]}
      />
      <Section aria-labelledby="profile-section-heading">
        <h2 id="profile-section-heading">{heading}</h2>
        {children}
      </Section>
    </Page>
  );
}

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
