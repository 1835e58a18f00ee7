import { useTranslation } from '@school/shared';
import { LinkTabs } from '@school/shared/ui';

/** The school settings pages (administrators only), as links between their routes. */
export function SchoolTabs() {
  const { t } = useTranslation('admin');
  return (
    <LinkTabs
      label={t('school.tabs.label')}
      tabs={[
        { to: '/settings/school/general', label: t('school.tabs.general') },
        { to: '/settings/school/schedule', label: t('school.tabs.schedule') },
        { to: '/settings/school/plans', label: t('school.tabs.plans') },
      ]}
    />
  );
}
