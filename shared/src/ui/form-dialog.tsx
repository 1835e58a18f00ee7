import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
// By package name: the translations are the page's one i18n singleton (see fields.tsx).
import { useTranslation } from '@school/shared';
import { Alert } from './alert.js';
import { media } from './breakpoints.js';
import { Button, SubmitButton } from './button.js';
import { Dialog } from './dialog.js';

/** The buttons of a dialog, at its end; on a phone they share the width, where thumbs reach them. */
export const DialogFooter = styled.div`
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

const Fields = styled.div`
  display: grid;
  gap: 16px;
`;

const FormAlert = styled.div`
  margin-block-end: 16px;
`;

const Question = styled.p`
  margin: 0;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  /** The form's submit handler (`useForm().handleSubmit(...)`); the dialog prevents nothing itself. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** While saving: the fields' owner disables them; the dialog keeps Escape and Cancel from closing. */
  busy: boolean;
  /** What went wrong with the whole form (the server's message), shown above the fields. */
  error?: string | null;
  submitLabel: string;
  busyLabel: string;
  /** The kit's "Cancel" unless told. */
  cancelLabel?: string;
  /** False while there is nothing to submit (no choice to offer): only Cancel is shown. */
  canSubmit?: boolean;
  /** `sm` for a dialog of one or two fields. */
  size?: 'sm' | 'md';
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog around one form: the form-level error above the fields (announced, and describing the
 * form), the fields in one column, and Cancel and the submit button at the end. Every create or
 * edit dialog of every area is this, so they look and behave the same.
 */
export function FormDialog({ title, onClose, onSubmit, busy, error, submitLabel, busyLabel, cancelLabel, canSubmit = true, size, children }: FormDialogProps) {
  const { t } = useTranslation('common');
  const errorId = useId();
  return (
    <Dialog title={title} onClose={onClose} busy={busy} size={size}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} aria-describedby={error ? errorId : undefined}>
        {error && (
          <FormAlert>
            <Alert tone="error" id={errorId}>
              {error}
            </Alert>
          </FormAlert>
        )}
        <Fields>{children}</Fields>
        <DialogFooter>
          <Button type="button" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          {canSubmit && (
            <SubmitButton busy={busy} busyLabel={busyLabel}>
              {submitLabel}
            </SubmitButton>
          )}
        </DialogFooter>
      </form>
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  title: string;
  question: string;
  confirmLabel: string;
  /** The kit's "Cancel" unless told. */
  cancelLabel?: string;
  onClose: () => void;
  /**
   * Does the action (a write of the server-data layer: `() => write.mutateAsync()`); the caller
   * tells the outcome (toasts) and closes the dialog when it is done. A rejection, or `false`,
   * means it failed: the dialog stays, its buttons usable again.
   */
  onConfirm: () => Promise<unknown>;
}

/**
 * The one confirmation of every area: a destructive action asked as an alert dialog labelled by
 * its title and described by its question, focus kept inside and Escape closing it (Dialog).
 * Focus starts on Cancel, so a stray Enter changes nothing; while the action runs neither
 * button nor Escape does anything.
 */
export function ConfirmDialog({ title, question, confirmLabel, cancelLabel, onClose, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const questionId = useId();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const done = await onConfirm().then(
      (result) => result !== false,
      // The caller told why (a toast); a rejection here would only be an unhandled one.
      () => false,
    );
    // On success the caller closes the dialog; it stays busy until then.
    if (!done) setBusy(false);
  }

  return (
    <Dialog title={title} role="alertdialog" describedBy={questionId} onClose={onClose} busy={busy} size="sm">
      <Question id={questionId}>{question}</Question>
      <DialogFooter>
        <Button type="button" data-autofocus onClick={onClose} disabled={busy}>
          {cancelLabel ?? t('ui.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
