import { useId, useState } from 'react';
import styled from 'styled-components';
import { type Course, errorMessage, toast, useTranslation } from '@school/shared';
import { Button, Dialog } from '@school/shared/ui';
import { coursesApi } from '../api/courses-api';

export interface DeleteCourseDialogProps {
  course: Course;
  onClose: () => void;
  onDeleted: (course: Course) => void;
}

export function DeleteCourseDialog({ course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const { t } = useTranslation('content');
  const questionId = useId();
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await coursesApi.remove(course.id);
    } catch (error) {
      toast.error(errorMessage(error, t('toast.deleteError')));
      setDeleting(false);
      return;
    }
    toast.success(t('toast.deleted'));
    onDeleted(course);
  }

  return (
    <Dialog title={t('delete.title')} role="alertdialog" describedBy={questionId} onClose={onClose} busy={deleting} size="sm">
      <Question id={questionId}>{t('delete.question', { name: course.name })}</Question>
      <Footer>
        {/* Focus starts on Cancel: a stray Enter must not delete. */}
        <Button type="button" data-autofocus onClick={onClose} disabled={deleting}>
          {t('delete.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => void confirm()} disabled={deleting} aria-busy={deleting}>
          {t('delete.confirm')}
        </Button>
      </Footer>
    </Dialog>
  );
}

const Question = styled.p`
  margin: 0;
  line-height: 1.5;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-block-start: 24px;
`;
