import { useTranslation } from '@school/shared';
import { useWrite, type QueryKey } from '@school/shared/query';
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
  /** What the action changed on the server: read again where shown (docs/decisions/platform-server-data.md). */
  invalidates: readonly QueryKey[];
  onClose: () => void;
  onDone: () => void;
}

/** The kit's confirmation, as one write of the server-data layer: a toast tells the outcome, and what it changed is read again. */
export function ConfirmDialog({ action, errorFallback, successMessage, invalidates, onDone, ...texts }: ConfirmDialogProps) {
  const write = useWrite({ write: action, success: successMessage, failure: errorFallback, invalidates, onSuccess: onDone });
  async function confirm(): Promise<boolean> {
    try {
      await write.mutateAsync();
      return true;
    } catch {
      // The toast said it; the dialog stays open.
      return false;
    }
  }
  return <KitConfirmDialog {...texts} onConfirm={confirm} />;
}

/**
 * The delete confirmation of a list's row, with its texts from the catalogue group of the list
 * (`<group>delete.title`, `<group>delete.question` with the row's name, `<group>toast.deleted`
 * and `<group>toast.deleteError`; the group is `groups.`, `plans.`, or empty for users).
 */
export function DeleteRowDialog({
  group,
  name,
  action,
  invalidates,
  onClose,
  onDone,
}: {
  group: string;
  name: string;
  action: () => Promise<unknown>;
  invalidates: readonly QueryKey[];
  onClose: () => void;
  onDone: () => void;
}) {
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
      invalidates={invalidates}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
