import { type Course, useTranslation } from '@school/shared';
import { courseKeys, useWrite } from '@school/shared/query';
import { ConfirmDialog } from '@school/shared/ui';
import { coursesApi } from '../api/courses-api';

export interface DeleteCourseDialogProps {
  course: Course;
  onClose: () => void;
  onDeleted: (course: Course) => void;
}

export function DeleteCourseDialog({ course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const { t } = useTranslation('content');

  const remove = useWrite({
    write: () => coursesApi.remove(course.id),
    success: t('toast.deleted'),
    failure: t('toast.deleteError'),
    invalidates: [courseKeys.lists(), courseKeys.detail(course.id)],
    onSuccess: () => onDeleted(course),
  });

  return (
    <ConfirmDialog
      title={t('delete.title')}
      question={t('delete.question', { name: course.name })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onClose={onClose}
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
