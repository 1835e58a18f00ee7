import { useTranslation } from '@school/shared';

/** The submit button's words of the area's create and edit dialogs ("Create" or "Save", and "Saving…" while busy). */
export function useSaveLabels(editing: boolean): { submitLabel: string; busyLabel: string } {
  const { t } = useTranslation('admin');
  return { submitLabel: t(editing ? 'form.submitSave' : 'form.submitCreate'), busyLabel: t('form.saving') };
}
