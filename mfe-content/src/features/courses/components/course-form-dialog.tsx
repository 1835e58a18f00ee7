import { useMemo, useState } from 'react';
import { type Course, type CourseInput, COURSE_LANGUAGES, COURSE_LEVELS, courseInputSchema, errorMessage, fieldErrors, LIMITS, useTranslation } from '@school/shared';
import { courseKeys, useWrite } from '@school/shared/query';
import { FormDialog, FormGrid, ImageInput, SelectField, TextAreaField, TextField, useForm, useImageUpload } from '@school/shared/ui';
import { coursesApi } from '../api/courses-api';

const FIELDS = ['name', 'description', 'courseLanguage', 'teachingLanguage', 'level'] as const;

export interface CourseFormDialogProps {
  /** The course to edit; none means create. */
  course?: Course;
  onClose: () => void;
  /** Called with the saved course (after its image was uploaded or removed). */
  onSaved: (course: Course) => void;
}

export function CourseFormDialog({ course, onClose, onSaved }: CourseFormDialogProps) {
  const { t } = useTranslation('content');
  const editing = !!course;
  const initialValues = useMemo(
    () => ({
      name: course?.name ?? '',
      description: course?.description ?? '',
      courseLanguage: course?.courseLanguage ?? '',
      teachingLanguage: course?.teachingLanguage ?? '',
      level: course?.level ?? '',
    }),
    [course],
  );
  const form = useForm({ schema: courseInputSchema, initialValues, fields: FIELDS });
  const [formError, setFormError] = useState<string | null>(null);
  const image = useImageUpload({ current: course?.image ?? null });
  const saving = form.submitting;
  const failure = t(editing ? 'toast.updateError' : 'toast.createError');

  const save = useWrite({
    write: async (input: CourseInput) => {
      const saved = course ? await coursesApi.update(course.id, input) : await coursesApi.create(input);
      return image.afterSave(
        saved,
        { upload: (file, onProgress) => coursesApi.uploadImage(saved.id, file, onProgress), remove: () => coursesApi.removeImage(saved.id) },
        (message) => t('toast.imageError', { message }),
      );
    },
    success: t(editing ? 'toast.updated' : 'toast.created'),
    failure,
    invalidates: (_input, saved) => [courseKeys.lists(), ...(saved ? [courseKeys.detail(saved.id)] : [])],
  });

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync(input));
    } catch (error) {
      // The toast is out already; the form shows the same words and the fields the server refused.
      form.setServerErrors(fieldErrors(error));
      setFormError(errorMessage(error, failure));
    }
  });

  const languageOptions = COURSE_LANGUAGES.map((language) => (
    <option key={language} value={language}>
      {t(`languages.${language}`)}
    </option>
  ));

  return (
    <FormDialog
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={saving}
      error={formError}
      submitLabel={t(editing ? 'form.submitSave' : 'form.submitCreate')}
      busyLabel={t('form.saving')}
    >
      <TextField {...form.field('name')} label={t('form.name')} data-autofocus maxLength={LIMITS.textMax} autoComplete="off" aria-required="true" disabled={saving} />
      <TextAreaField
        {...form.field('description')}
        label={t('form.description')}
        maxLength={LIMITS.textMax}
        rows={4}
        disabled={saving}
        counted
      />
      <FormGrid $min={200}>
        <SelectField {...form.field('courseLanguage')} label={t('form.courseLanguage')} aria-required="true" disabled={saving}>
          <option value="">{t('form.choose')}</option>
          {languageOptions}
        </SelectField>
        <SelectField {...form.field('teachingLanguage')} label={t('form.teachingLanguage')} aria-required="true" disabled={saving}>
          <option value="">{t('form.choose')}</option>
          {languageOptions}
        </SelectField>
      </FormGrid>
      <SelectField {...form.field('level')} label={t('form.level')} aria-required="true" disabled={saving}>
        <option value="">{t('form.choose')}</option>
        {COURSE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t('form.levelOption', { level: t(`levels.${level}`), name: t(`levelNames.${level}`) })}
          </option>
        ))}
      </SelectField>
      <ImageInput {...image.input} label={t('form.image')} currentAlt={t('form.imagePreview')} disabled={saving && !image.uploading} />
    </FormDialog>
  );
}
