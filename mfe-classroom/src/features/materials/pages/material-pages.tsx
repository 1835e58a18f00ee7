import { useTranslation } from '@school/shared';
import { PageTitle } from '@school/shared/ui';
import { withServerData } from '@school/shared/query';

function SelectMaterialView() {
  const { t } = useTranslation('classroom');
  return <PageTitle>{t('materials.title')}</PageTitle>;
}

/** `/classes/:id/select-material`: the courses a lesson can come from. */
export const SelectMaterialPage = withServerData(SelectMaterialView);
/** `/classes/:id/select-material/course/:courseId`: the lessons of one course. */
export const SelectMaterialCoursePage = withServerData(SelectMaterialView);
