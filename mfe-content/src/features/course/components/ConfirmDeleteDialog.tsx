import { useId, useState } from 'react';
import { useTranslation } from '@school/shared';
import { Button, Dialog } from '@school/shared/ui';
import { Footer, Question } from './dialog-parts';

export interface ConfirmDeleteDialogProps {
  title: string;
  question: string;
  onClose: () => void;
  /** Deletes; the caller toasts and reloads. Resolves false when it failed and the dialog stays. */
  onConfirm: () => Promise<boolean>;
}

export function ConfirmDeleteDialog({ title, question, onClose, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('content');
  const questionId = useId();
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    const done = await onConfirm();
    if (!done) setDeleting(false);
  }

  return (
    <Dialog title={title} role="alertdialog" describedBy={questionId} onClose={onClose} busy={deleting} size="sm">
      <Question id={questionId}>{question}</Question>
      <Footer>
        {/* Focus starts on Cancel: a stray Enter must not delete. */}
        <Button type="button" data-autofocus onClick={onClose} disabled={deleting}>
          {t('course.dialog.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => void confirm()} disabled={deleting} aria-busy={deleting}>
          {t('course.delete.confirm')}
        </Button>
      </Footer>
    </Dialog>
  );
}
