import { useId, useState } from 'react';
import { useTranslation } from '@school/shared';
import { Button, Dialog } from '@school/shared/ui';
import styled from 'styled-components';

export interface ConfirmDeleteDialogProps {
  title: string;
  question: string;
  onClose: () => void;
  /** Deletes; the dialog stays open (and busy) until it settles. */
  onConfirm: () => Promise<void>;
}

/** Asks before deleting; focus starts on Cancel so a stray Enter deletes nothing. */
export function ConfirmDeleteDialog({ title, question, onClose, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('content');
  const questionId = useId();
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Dialog title={title} role="alertdialog" describedBy={questionId} onClose={onClose} busy={deleting} size="sm">
      <Question id={questionId}>{question}</Question>
      <Footer>
        <Button type="button" data-autofocus onClick={onClose} disabled={deleting}>
          {t('lesson.delete.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => void confirm()} disabled={deleting} aria-busy={deleting}>
          {t('lesson.delete.confirm')}
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
