import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@school/shared';
import { PageTitle, ProfileSettingsTabs } from '@school/shared/ui';
import { Page } from '../../../components/page';

/**
 * The frame of a member's own plans, history and documents pages. They sit among the profile
 * settings that mfe-auth owns, under the same tab bar from the kit.
 */
export function ProfileSettings({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Page>
      <PageTitle>{t('profile.title')}</PageTitle>
      <ProfileSettingsTabs />
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
