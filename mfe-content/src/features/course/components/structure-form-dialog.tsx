import { useMemo, useState } from 'react';
import { errorMessage, fieldErrors, LIMITS, useTranslation } from '@school/shared';
import { FormDialog, TextAreaField, TextField, useForm } from '@school/shared/ui';
import { lessonInputSchema, sectionInputSchema, type SectionInput } from '@school/shared/contracts';

const FIELDS = ['name', 'description'] as const;

export interface StructureFormDialogProps {
  kind: 'section' | 'lesson';
  /** What is edited; none means create. */
  initial?: { name: string; description: string };
  onClose: () => void;
  /** Saves; rejects with the server's error, which the form shows beside its fields. */
  onSave: (input: SectionInput) => Promise<void>;
  /** The failure text when the server sends none. */
  fallbackError: string;
}

/** Create or edit a section or a lesson: a name and a description, checked by the server's rule. */
export function StructureFormDialog({ kind, initial, onClose, onSave, fallbackError }: StructureFormDialogProps) {
  const { t } = useTranslation('content');
  const editing = !!initial;
  const initialValues = useMemo(() => ({ name: initial?.name ?? '', description: initial?.description ?? '' }), [initial]);
  // The server's own rule for each: a name of 2 to 500 characters, a description up to 500.
  const form = useForm({ schema: kind === 'lesson' ? lessonInputSchema : sectionInputSchema, initialValues, fields: FIELDS });
  const [formError, setFormError] = useState<string | null>(null);
  const saving = form.submitting;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSave(input);
    } catch (error) {
      form.setServerErrors(fieldErrors(error));
      setFormError(errorMessage(error, fallbackError));
    }
  });

  return (
    <FormDialog
      title={t(`course.form.${kind}.${editing ? 'editTitle' : 'createTitle'}`)}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={saving}
      error={formError}
      cancelLabel={t('course.dialog.cancel')}
      submitLabel={t(editing ? 'course.form.save' : 'course.form.create')}
      busyLabel={t('course.dialog.saving')}
    >
      <TextField {...form.field('name')} label={t('course.form.name')} data-autofocus maxLength={LIMITS.textMax} autoComplete="off" aria-required="true" disabled={saving} />
      <TextAreaField
        {...form.field('description')}
        label={t('course.form.description')}
        maxLength={LIMITS.textMax}
        rows={3}
        disabled={saving}
        counted
      />
    </FormDialog>
  );
}
