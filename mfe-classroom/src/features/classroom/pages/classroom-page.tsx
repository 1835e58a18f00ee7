import { useTranslation } from '@school/shared';
import { PageTitle } from '@school/shared/ui';
import { withServerData } from '@school/shared/query';

function ClassroomView() {
  const { t } = useTranslation('classroom');
  return <PageTitle>{t('classroom.title')}</PageTitle>;
}

/** `/classes/:id`: the virtual classroom. Default export: the host loads it lazily. */
const ClassroomPage = withServerData(ClassroomView);
export default ClassroomPage;
