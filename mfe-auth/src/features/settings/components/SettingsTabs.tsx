import { useSession, useTranslation } from '@school/shared';
import { LinkTabs } from '@school/shared/ui';

interface SettingsTab {
  to: string;
  label: 'profile' | 'security' | 'plans' | 'plansHistory' | 'documents';
  /** Plans, their history and documents exist only for students (role member, spec 01 §6). */
  memberOnly?: boolean;
}

/** The admin area owns the member-only pages; this remote only links to them. */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { to: '/settings/profile', label: 'profile' },
  { to: '/settings/profile/privacy', label: 'security' },
  { to: '/settings/profile/plans', label: 'plans', memberOnly: true },
  { to: '/settings/profile/plans-history', label: 'plansHistory', memberOnly: true },
  { to: '/settings/profile/documents', label: 'documents', memberOnly: true },
];

/** Navigation between the profile settings pages; the current one is marked with `aria-current`. */
export function SettingsTabs() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const isMember = user?.role === 'member';
  return (
    <LinkTabs
      label={t('settings.tabsLabel')}
      tabs={SETTINGS_TABS.filter((tab) => !tab.memberOnly || isMember).map((tab) => ({ to: tab.to, label: t(`settings.tabs.${tab.label}`) }))}
    />
  );
}
