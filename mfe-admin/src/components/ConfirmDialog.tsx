import { errorMessage, toast, useTranslation } from '@school/shared';
import { ConfirmDialog as KitConfirmDialog } from '@school/shared/ui';

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

/** The kit's confirmation, with the outcome told the way every administration page tells it: a toast. */
export function ConfirmDialog({ action, errorFallback, successMessage, onDone, ...texts }: ConfirmDialogProps) {
  async function confirm(): Promise<boolean> {
    try {
      await action();
    } catch (error) {
      toast.error(errorMessage(error, errorFallback));
      return false;
    }
    toast.success(successMessage);
    onDone();
    return true;
  }
  return <KitConfirmDialog {...texts} onConfirm={confirm} />;
}

/**
 * The delete confirmation of a list's row, with its texts from the catalogue group of the list
 * (`<group>delete.title`, `<group>delete.question` with the row's name, `<group>toast.deleted`
 * and `<group>toast.deleteError`; the group is `groups.`, `plans.`, or empty for users).
 */
export function DeleteRowDialog({ group, name, action, onClose, onDone }: { group: string; name: string; action: () => Promise<unknown>; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      title={t(`${group}delete.title`)}
      question={t(`${group}delete.question`, { name })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      errorFallback={t(`${group}toast.deleteError`)}
      successMessage={t(`${group}toast.deleted`)}
      action={action}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
