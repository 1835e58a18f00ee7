import { useMemo, useState } from 'react';
import { errorMessage, fieldErrors, LIMITS, toast, useTranslation } from '@school/shared';
import { FormDialog, SelectField, TextField, useForm } from '@school/shared/ui';
import { DICTIONARY_LANGUAGES } from '@school/shared/contracts';
import { dictionaryApi, dictionaryFormSchema, type DictionaryEntry, type DictionaryStudent } from '../api/dictionary-api';
import { languageName } from './pronounce';

const FIELDS = ['phrase', 'translation', 'customTranslation', 'audio', 'language', 'studentId'] as const;

export interface EntryFormDialogProps {
  /** The entry to edit; none means add. */
  editing?: DictionaryEntry;
  /** Staff choose whose word it is among these; a member's words are their own (null). */
  students: DictionaryStudent[] | null;
  /** The student a new word goes to (the filter's), when staff have chosen one. */
  defaultStudentId?: string;
  onClose: () => void;
  onSaved: (saved: DictionaryEntry) => void;
}

/** Add or edit a word; the server's field errors (a duplicate word, say) show beside their fields. */
export function EntryFormDialog({ editing, students, defaultStudentId, onClose, onSaved }: EntryFormDialogProps) {
  const { t, i18n } = useTranslation('classroom');
  const initialValues = useMemo(
    () => ({
      phrase: editing?.phrase ?? '',
      translation: editing?.translation ?? '',
      customTranslation: editing?.customTranslation ?? '',
      audio: editing?.audio ?? '',
      language: editing?.language ?? 'en',
      studentId: students ? (editing?.studentId ?? defaultStudentId ?? '') : '',
    }),
    [editing, students, defaultStudentId],
  );
  const form = useForm({ schema: dictionaryFormSchema, initialValues, fields: FIELDS });
  const [formError, setFormError] = useState<string | null>(null);
  const saving = form.submitting;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = editing ? await dictionaryApi.update(editing.id, input) : await dictionaryApi.create(input);
      toast.success(t(editing ? 'dictionary.toast.updated' : 'dictionary.toast.added'));
      onSaved(saved);
    } catch (error) {
      const message = errorMessage(error, t(editing ? 'dictionary.toast.updateError' : 'dictionary.toast.addError'));
      form.setServerErrors(fieldErrors(error));
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <FormDialog
      title={t(editing ? 'dictionary.form.editTitle' : 'dictionary.form.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={saving}
      error={formError}
      submitLabel={t(editing ? 'dictionary.form.save' : 'dictionary.form.create')}
      busyLabel={t('dictionary.form.saving')}
    >
      {students && (
        <SelectField {...form.field('studentId')} label={t('dictionary.form.student')} disabled={saving} aria-required="true">
          <option value="">{t('dictionary.form.chooseStudent')}</option>
          {students.map((student) => (
            <option key={student.id} value={student.id}>
              {`${student.firstName} ${student.lastName}`.trim()} ({student.email})
            </option>
          ))}
        </SelectField>
      )}
      <TextField {...form.field('phrase')} label={t('dictionary.form.phrase')} data-autofocus maxLength={LIMITS.textMax} autoComplete="off" aria-required="true" disabled={saving} />
      <TextField {...form.field('translation')} label={t('dictionary.form.translation')} maxLength={LIMITS.textMax} autoComplete="off" aria-required="true" disabled={saving} />
      <TextField {...form.field('customTranslation')} label={t('dictionary.form.customTranslation')} maxLength={LIMITS.textMax} autoComplete="off" disabled={saving} />
      <SelectField {...form.field('language')} label={t('dictionary.form.language')} disabled={saving}>
        {DICTIONARY_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {languageName(code, i18n.language)}
          </option>
        ))}
      </SelectField>
      <TextField {...form.field('audio')} kind="url" label={t('dictionary.form.audio')} hint={t('dictionary.form.audioHint')} disabled={saving} />
    </FormDialog>
  );
}
