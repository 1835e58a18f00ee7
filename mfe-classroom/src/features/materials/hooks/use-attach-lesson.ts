import { useTranslation, useNavigate } from '@school/shared';
import { classKeys, useWrite } from '@school/shared/query';
import { classWrites } from '../../../api/class-queries';

/** Attaches a lesson to the class, then returns to the classroom, which shows it. */
export function useAttachLesson(classId: string) {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  return useWrite({
    write: (lessonId: string) => classWrites.attachLesson(classId, lessonId),
    success: t('materials.attached'),
    failure: t('materials.attachError'),
    // The class, its answers and history all follow the lesson.
    invalidates: [classKeys.detail(classId)],
    onSuccess: () => navigate(`/classes/${classId}`),
  });
}
