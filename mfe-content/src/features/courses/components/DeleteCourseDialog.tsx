import { type Course, errorMessage, toast, useTranslation } from '@school/shared';
import { ConfirmDialog } from '@school/shared/ui';
import { coursesApi } from '../api/courses-api';

export interface DeleteCourseDialogProps {
  course: Course;
  onClose: () => void;
  onDeleted: (course: Course) => void;
}

export function DeleteCourseDialog({ course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const { t } = useTranslation('content');

  async function remove(): Promise<boolean> {
    try {
      await coursesApi.remove(course.id);
    } catch (error) {
      toast.error(errorMessage(error, t('toast.deleteError')));
      return false;
    }
    toast.success(t('toast.deleted'));
    onDeleted(course);
    return true;
  }

  return (
    <ConfirmDialog
      title={t('delete.title')}
      question={t('delete.question', { name: course.name })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onClose={onClose}
      onConfirm={remove}
    />
  );
}
