import { useTranslation } from '@school/shared';
import { LinkTabs } from '@school/shared/ui';

/** The four lists of the users area, as links between their routes. */
export function UsersTabs() {
  const { t } = useTranslation('admin');
  return (
    <LinkTabs
      label={t('tabs.label')}
      tabs={[
        { to: '/users/students', label: t('tabs.students') },
        { to: '/users/teachers', label: t('tabs.teachers') },
        { to: '/users/staff', label: t('tabs.staff') },
        { to: '/users/groups', label: t('tabs.groups') },
      ]}
    />
  );
}
