import { useTranslation } from '@school/shared';
import { PageTitle } from '@school/shared/ui';
import { withServerData } from '@school/shared/query';

function MyClassesView() {
  const { t } = useTranslation('classroom');
  return <PageTitle>{t('classes.mine.title')}</PageTitle>;
}

function SchoolClassesView() {
  const { t } = useTranslation('classroom');
  return <PageTitle>{t('classes.school.title')}</PageTitle>;
}

/** `/lessons/classes`: the classes a teacher teaches, or a student is in. */
export const MyClassesPage = withServerData(MyClassesView);
/** `/lessons/classes/school`: every class of the school (administrators). */
export const SchoolClassesPage = withServerData(SchoolClassesView);
