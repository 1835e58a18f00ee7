import { errorMessage, toast } from '@school/shared';
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
