import { useTranslation } from '@school/shared';
import { useWrite, type QueryKey } from '@school/shared/query';
import { ConfirmDialog } from '@school/shared/ui';

export interface DeleteRowDialogProps {
  /** The catalogue group of the list: `groups.`, `plans.`, or empty for users. */
  group: string;
  /** The row's name, as the question names it. */
  name: string;
  action: () => Promise<unknown>;
  /** What the delete changed on the server: read again where shown (docs/decisions/platform-server-data.md). */
  invalidates: readonly QueryKey[];
  onClose: () => void;
  onDone: () => void;
}

/**
 * The delete confirmation of a list's row: the kit's confirmation around one write, its texts
 * from the list's catalogue group (`<group>delete.title`, `<group>delete.question` with the row's
 * name, `<group>toast.deleted`, `<group>toast.deleteError`).
 */
export function DeleteRowDialog({ group, name, action, invalidates, onClose, onDone }: DeleteRowDialogProps) {
  const { t } = useTranslation('admin');
  const remove = useWrite({ write: action, success: t(`${group}toast.deleted`), failure: t(`${group}toast.deleteError`), invalidates, onSuccess: onDone });
  return (
    <ConfirmDialog
      title={t(`${group}delete.title`)}
      question={t(`${group}delete.question`, { name })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onClose={onClose}
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
