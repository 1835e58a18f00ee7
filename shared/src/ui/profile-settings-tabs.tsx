// By package name: the session and the translations are the page's singletons (see fields.tsx).
import { useSession, useTranslation } from '@school/shared';
import { LinkTabs } from './tabs.js';

interface ProfileSettingsTab {
  to: string;
  label: 'profile' | 'security' | 'plans' | 'plansHistory' | 'documents';
  /** Plans, their history and documents exist only for students (role member, spec 01 §6). */
  memberOnly?: boolean;
}

/**
 * The pages under `/settings/profile`. Two areas own them (mfe-auth the profile and password,
 * mfe-admin a member's plans and documents) and both show this one bar, so a member moves
 * between them as between tabs of one page.
 */
export const PROFILE_SETTINGS_TABS: readonly ProfileSettingsTab[] = [
  { to: '/settings/profile', label: 'profile' },
  { to: '/settings/profile/privacy', label: 'security' },
  { to: '/settings/profile/plans', label: 'plans', memberOnly: true },
  { to: '/settings/profile/plans-history', label: 'plansHistory', memberOnly: true },
  { to: '/settings/profile/documents', label: 'documents', memberOnly: true },
];

/** Navigation between the profile settings pages; the current one is marked with `aria-current`. */
export function ProfileSettingsTabs() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const isMember = user?.role === 'member';
  return (
    <LinkTabs
      label={t('profileTabs.label')}
      tabs={PROFILE_SETTINGS_TABS.filter((tab) => !tab.memberOnly || isMember).map((tab) => ({ to: tab.to, label: t(`profileTabs.${tab.label}`) }))}
    />
  );
}
