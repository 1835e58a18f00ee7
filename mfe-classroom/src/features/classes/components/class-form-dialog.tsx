import { useMemo, useState } from 'react';
import { canAccess, errorMessage, fieldErrors, LIMITS, toast, useAccessSubject, useTranslation } from '@school/shared';
import { FormDialog, MutedText, SelectField, TextField, useForm } from '@school/shared/ui';
import { SCHOOL_CLASSES_RULE } from '../../../lib/access';
import { CLASS_TYPES, classFormSchema, type ClassSummary, type PersonRef } from '../../../lib/classroom-contracts';
import { classesApi } from '../api/classes-api';
import { ChoiceField } from './choice-field';

const FIELDS = ['name', 'type', 'teacherId', 'studentId', 'groupId', 'schoolPlanId', 'roomUrl'] as const;

export interface ClassFormDialogProps {
  /** The class to edit; none means create. */
  editing?: ClassSummary;
  /** A new class's teacher, when the one creating it teaches (own classes). */
  defaultTeacher?: PersonRef | null;
  onClose: () => void;
  onSaved: (saved: ClassSummary) => void;
}

const fullName = (person: PersonRef) => `${person.firstName} ${person.lastName}`.trim();

/**
 * Create or edit a class: a name, personal (one student) or group (a group's students), its
 * teacher, the school plan its lessons are charged to, and the meeting link (http or https).
 * The server's field errors show beside their fields.
 */
export function ClassFormDialog({ editing, defaultTeacher, onClose, onSaved }: ClassFormDialogProps) {
  const { t } = useTranslation('classroom');
  const initialValues = useMemo(
    () => ({
      name: editing?.name ?? '',
      type: editing?.type ?? 'personal',
      teacherId: editing?.teacher?.id ?? defaultTeacher?.id ?? '',
      studentId: editing?.student?.id ?? '',
      groupId: editing?.group?.id ?? '',
      schoolPlanId: editing?.schoolPlan?.id ?? '',
      roomUrl: editing?.roomUrl ?? '',
    }),
    [editing, defaultTeacher],
  );
  const form = useForm({ schema: classFormSchema, initialValues, fields: FIELDS });
  const [formError, setFormError] = useState<string | null>(null);
  const saving = form.submitting;
  const type = form.field('type').value;
  const teacher = editing?.teacher ?? defaultTeacher ?? null;
  // A teacher who does not administer the school teaches the classes they make (the API's rule).
  const picksTeacher = canAccess(useAccessSubject(), SCHOOL_CLASSES_RULE);

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = editing ? await classesApi.update(editing.id, input) : await classesApi.create(input);
      toast.success(t(editing ? 'classes.toast.updated' : 'classes.toast.created'));
      onSaved(saved);
    } catch (error) {
      const message = errorMessage(error, t(editing ? 'classes.toast.updateError' : 'classes.toast.createError'));
      // A message that belongs to a field stands beside it; the form's alert says the rest.
      form.setServerErrors(fieldErrors(error));
      setFormError(message);
    }
  });

  return (
    <FormDialog
      title={t(editing ? 'classes.form.editTitle' : 'classes.form.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={saving}
      error={formError}
      submitLabel={t(editing ? 'classes.form.save' : 'classes.form.create')}
      busyLabel={t('classes.form.saving')}
    >
      <TextField {...form.field('name')} label={t('classes.form.name')} data-autofocus maxLength={LIMITS.textMax} autoComplete="off" aria-required="true" disabled={saving} />
      <SelectField {...form.field('type')} label={t('classes.form.type')} disabled={saving}>
        {CLASS_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`classes.type.${value}`)}
          </option>
        ))}
      </SelectField>
      {type === 'personal' ? (
        <ChoiceField kind="students" label={t('classes.form.student')} binding={form.field('studentId')} current={editing?.student ? { id: editing.student.id, label: fullName(editing.student) } : null} disabled={saving} />
      ) : (
        <ChoiceField kind="groups" label={t('classes.form.group')} binding={form.field('groupId')} current={editing?.group ? { id: editing.group.id, label: editing.group.name } : null} disabled={saving} />
      )}
      {picksTeacher ? (
        <ChoiceField kind="teachers" label={t('classes.form.teacher')} binding={form.field('teacherId')} current={teacher ? { id: teacher.id, label: fullName(teacher) } : null} disabled={saving} />
      ) : (
        teacher && <MutedText>{t('classes.form.teacherIs', { name: fullName(teacher) })}</MutedText>
      )}
      <ChoiceField
        kind="plans"
        label={t('classes.form.plan')}
        binding={form.field('schoolPlanId')}
        current={editing?.schoolPlan ? { id: editing.schoolPlan.id, label: editing.schoolPlan.name } : null}
        noneLabel={t('classes.form.noPlan')}
        disabled={saving}
      />
      <TextField {...form.field('roomUrl')} kind="url" label={t('classes.form.roomUrl')} hint={t('classes.form.roomUrlHint')} disabled={saving} />
    </FormDialog>
  );
}
