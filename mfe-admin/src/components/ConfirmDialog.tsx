import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, toast } from '@school/shared';
import { Button, Dialog, media } from '@school/shared/ui';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown when the action fails and the server sent no message. */
  errorFallback: string;
  /** Shown when the action succeeded. */
  successMessage: string;
  action: () => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}

/** Confirms a destructive action; focus starts on Cancel so a stray Enter changes nothing. */
export function ConfirmDialog({ title, question, confirmLabel, cancelLabel, errorFallback, successMessage, action, onClose, onDone }: ConfirmDialogProps) {
  const questionId = useId();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error(errorMessage(error, errorFallback));
      setBusy(false);
      return;
    }
    toast.success(successMessage);
    onDone();
  }

  return (
    <Dialog title={title} role="alertdialog" describedBy={questionId} onClose={onClose} busy={busy} size="sm">
      <Question id={questionId}>{question}</Question>
      <Footer>
        <Button type="button" data-autofocus onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="button" $variant="danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </Button>
      </Footer>
    </Dialog>
  );
}

const Question = styled.p`
  margin: 0;
  line-height: 1.5;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-block-start: 24px;
  ${media.phone} {
    > * {
      flex: 1 1 0;
    }
  }
`;
