import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type Course, COURSE_LANGUAGES, COURSE_LEVELS, courseInputSchema, type CourseLanguage, type CourseLevel, errorMessage, fieldErrors, LIMITS, toast, useTranslation } from '@school/shared';
import { Dialog } from '../../../components/Dialog';
import { Alert, Button, ErrorText, FieldRow, Hint, Input, Label, Select, TextArea, VisuallyHidden } from '@school/shared/ui';
import { coursesApi } from '../api/courses-api';
import { ImageField } from './ImageField';

type FieldName = 'name' | 'description' | 'courseLanguage' | 'teachingLanguage' | 'level';
const FIELD_ORDER: FieldName[] = ['name', 'description', 'courseLanguage', 'teachingLanguage', 'level'];

interface FormValues {
  name: string;
  description: string;
  courseLanguage: CourseLanguage | '';
  teachingLanguage: CourseLanguage | '';
  level: CourseLevel | '';
}

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
  const ids = { form: useId(), counter: useId(), formError: useId() };
  const fieldIds: Record<FieldName, string> = {
    name: useId(),
    description: useId(),
    courseLanguage: useId(),
    teachingLanguage: useId(),
    level: useId(),
  };
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>({
    name: course?.name ?? '',
    description: course?.description ?? '',
    courseLanguage: course?.courseLanguage ?? '',
    teachingLanguage: course?.teachingLanguage ?? '',
    level: course?.level ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [imageRemoved, setImageRemoved] = useState(false);
  const [saving, setSaving] = useState(false);

  function change<K extends FieldName>(field: K, value: FormValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    // A corrected field loses its message at once; the rest wait for the next submit.
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  type ChoiceFieldName = 'courseLanguage' | 'teachingLanguage' | 'level';

  /** A required select of the form: label, the choices, and its error beside it. */
  function choiceField(field: ChoiceFieldName, label: string, options: { value: string; label: string }[]) {
    return (
      <FieldRow>
        <Label htmlFor={fieldIds[field]}>{label}</Label>
        <Select
          id={fieldIds[field]}
          value={values[field]}
          aria-required="true"
          aria-invalid={errors[field] ? 'true' : undefined}
          aria-describedby={describedBy(field)}
          onChange={(event) => change(field, event.target.value as FormValues[typeof field])}
          disabled={saving}
        >
          <option value="">{t('form.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        {fieldError(field)}
      </FieldRow>
    );
  }

  const languageOptions = COURSE_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }));

  function focusField(field: FieldName) {
    formRef.current?.ownerDocument.getElementById(fieldIds[field])?.focus();
  }

  function showErrors(next: Partial<Record<FieldName, string>>) {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) focusField(first);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    // The same zod rules the server applies; their messages are keys of the `common` namespace.
    const parsed = courseInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName | undefined;
        if (field && !next[field]) next[field] = t(`common:${issue.message}`);
      }
      showErrors(next);
      return;
    }

    setSaving(true);
    let saved: Course;
    try {
      saved = course ? await coursesApi.update(course.id, parsed.data) : await coursesApi.create(parsed.data);
    } catch (error) {
      const message = errorMessage(error, t(editing ? 'toast.updateError' : 'toast.createError'));
      const server = fieldErrors(error);
      showErrors(Object.fromEntries(FIELD_ORDER.filter((field) => server[field]).map((field) => [field, server[field]])));
      setFormError(message);
      toast.error(message);
      setSaving(false);
      return;
    }

    // The image goes in a second call, so a refused image never loses the course itself.
    try {
      if (file) saved = await coursesApi.uploadImage(saved.id, file);
      else if (imageRemoved && saved.image) saved = await coursesApi.removeImage(saved.id);
    } catch (error) {
      toast.error(t('toast.imageError', { message: errorMessage(error, t('common:errors.uploadFailed')) }));
    }
    toast.success(t(editing ? 'toast.updated' : 'toast.created'));
    setSaving(false);
    onSaved(saved);
  }

  const title = t(editing ? 'form.editTitle' : 'form.createTitle');

  function describedBy(field: FieldName, extra?: string) {
    const parts = [errors[field] ? `${fieldIds[field]}-error` : null, extra ?? null].filter(Boolean);
    return parts.length ? parts.join(' ') : undefined;
  }

  function fieldError(field: FieldName) {
    const message = errors[field];
    return message ? <ErrorText id={`${fieldIds[field]}-error`}>{message}</ErrorText> : null;
  }

  return (
    <Dialog title={title} closeLabel={t('form.close')} onClose={onClose} busy={saving}>
      <form ref={formRef} id={ids.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        {formError && (
          <FormAlert>
            <Alert tone="error" id={ids.formError}>
              {formError}
            </Alert>
          </FormAlert>
        )}
        <Fields>
          <FieldRow>
            <Label htmlFor={fieldIds.name}>{t('form.name')}</Label>
            <Input
              id={fieldIds.name}
              data-autofocus
              value={values.name}
              maxLength={LIMITS.textMax}
              autoComplete="off"
              aria-required="true"
              aria-invalid={errors.name ? 'true' : undefined}
              aria-describedby={describedBy('name')}
              onChange={(event) => change('name', event.target.value)}
              disabled={saving}
            />
            {fieldError('name')}
          </FieldRow>

          <FieldRow>
            <Label htmlFor={fieldIds.description}>{t('form.description')}</Label>
            <TextArea
              id={fieldIds.description}
              value={values.description}
              maxLength={LIMITS.textMax}
              rows={4}
              aria-invalid={errors.description ? 'true' : undefined}
              aria-describedby={describedBy('description', ids.counter)}
              onChange={(event) => change('description', event.target.value)}
              disabled={saving}
            />
            <Counter id={ids.counter}>
              <span aria-hidden="true">{t('form.counter', { length: values.description.length, max: LIMITS.textMax })}</span>
              <VisuallyHidden>{t('form.counterLabel', { length: values.description.length, max: LIMITS.textMax })}</VisuallyHidden>
            </Counter>
            {fieldError('description')}
          </FieldRow>

          <Pair>
            {choiceField('courseLanguage', t('form.courseLanguage'), languageOptions)}
            {choiceField('teachingLanguage', t('form.teachingLanguage'), languageOptions)}
          </Pair>

          {choiceField(
            'level',
            t('form.level'),
            COURSE_LEVELS.map((level) => ({ value: level, label: t('form.levelOption', { level: t(`levels.${level}`), name: t(`levelNames.${level}`) }) })),
          )}

          <ImageField
            currentUrl={course?.image ?? null}
            file={file}
            onFileChange={setFile}
            removed={imageRemoved}
            onRemovedChange={setImageRemoved}
            disabled={saving}
          />
        </Fields>

        <Footer>
          <Button type="button" onClick={onClose} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" $variant="primary" disabled={saving}>
            {saving ? t('form.saving') : t(editing ? 'form.submitSave' : 'form.submitCreate')}
          </Button>
        </Footer>
      </form>
    </Dialog>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 16px;
`;

const Pair = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Counter = styled(Hint)`
  text-align: end;
`;

const FormAlert = styled.div`
  margin-block-end: 16px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-block-start: 24px;
`;
