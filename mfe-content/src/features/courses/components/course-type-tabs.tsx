import { COURSE_TYPES, type CourseType, useTranslation } from '@school/shared';
import { LinkTabs } from '@school/shared/ui';

export const coursePath = (type: CourseType) => `/courses/${type}`;

export interface CourseTypeTabsProps {
  active: CourseType;
  /** Carried to the other lists, so a search survives a change of type. */
  search: string;
}

/** Tabs as links: each type is its own route, so the browser's back button and deep links work. */
export function CourseTypeTabs({ active, search }: CourseTypeTabsProps) {
  const { t } = useTranslation('content');
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  return (
    <LinkTabs
      label={t('page.tabsLabel')}
      tabs={COURSE_TYPES.map((type) => ({ to: `${coursePath(type)}${query}`, label: t(`types.${type}`), current: type === active }))}
    />
  );
}
