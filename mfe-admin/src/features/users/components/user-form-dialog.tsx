import { useMemo, useRef, useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors, toast, useTranslation } from '@school/shared';
import { FormDialog, FormGrid, ImageInput, PasswordField, SelectField, TextField, useForm, useImageUpload } from '@school/shared/ui';
import { createUserSchema, updateUserSchema, USER_STATUSES, WEEKDAYS, type AdminUser, type UserStatus, type UserType } from '../../../admin-contracts';
import { usersApi } from '../api/users-api';
import { readSchedule, ScheduleFields, scheduleDraft, type ScheduleDraft } from '../../../components/schedule-fields';
import { useSaveLabels } from '../../../components/save-labels';

const CREATE_FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone', 'country', 'timezone', 'status'] as const;
const EDIT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'country', 'timezone', 'status'] as const;
type Field = (typeof CREATE_FIELDS)[number];

export interface UserFormDialogProps {
  /** Which list the user belongs to: decides the role (and `teacher`) on create. */
  type: UserType;
  /** The user to edit; none means create. */
  user?: AdminUser;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

/** The schedule as the contract reads it, invalid days included, so the form's check fails on them too. */
function rawSchedule(draft: ScheduleDraft) {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, draft[day].working ? { startTime: draft[day].startTime, endTime: draft[day].endTime } : null]));
}

export function UserFormDialog({ type, user, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation('admin');
  const editing = !!user;
  const saveLabels = useSaveLabels(editing);
  // Working hours are a staff fact (when a teacher can be booked); a student has lessons, not shifts.
  const asksSchedule = type !== 'students';
  const scheduleRef = useRef<HTMLDivElement>(null);
  const initialValues = useMemo<Record<Field, string>>(
    () => ({
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      password: '',
      phone: user?.phone ?? '',
      country: user?.country ?? '',
      timezone: user?.timezone ?? '',
      status: user?.status ?? 'active',
    }),
    [user],
  );
  const [draft, setDraft] = useState<ScheduleDraft>(() => scheduleDraft(user?.schedule));
  const [showScheduleErrors, setShowScheduleErrors] = useState(false);
  const extra = useMemo(() => ({ type, ...(asksSchedule ? { schedule: rawSchedule(draft) } : {}) }), [type, asksSchedule, draft]);
  const form = useForm<typeof createUserSchema | typeof updateUserSchema, Field>({
    schema: editing ? updateUserSchema : createUserSchema,
    initialValues,
    fields: editing ? EDIT_FIELDS : CREATE_FIELDS,
    extra,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const avatar = useImageUpload({ current: user?.image ?? null });
  const saving = form.submitting;
  const scheduleErrors = showScheduleErrors && asksSchedule ? readSchedule(draft).errors : {};

  const onValid = form.handleSubmit(async () => {
    setFormError(null);
    const values = form.values;
    const details = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      country: values.country,
      timezone: values.timezone,
      ...(asksSchedule ? { schedule: readSchedule(draft).schedule } : {}),
    };
    let saved: AdminUser;
    try {
      if (user) {
        saved = await usersApi.update(user.id, details);
        if (values.status !== user.status) saved = await usersApi.setStatus(user.id, values.status as UserStatus);
      } else {
        saved = await usersApi.create({ ...details, type, password: values.password, status: values.status as UserStatus });
      }
    } catch (error) {
      const message = errorMessage(error, t(editing ? 'toast.updateError' : 'toast.createError'));
      form.setServerErrors(fieldErrors(error));
      setFormError(message);
      toast.error(message);
      return;
    }
    const id = saved.id;
    saved = await avatar.afterSave(
      saved,
      { upload: (file, onProgress) => usersApi.uploadAvatar(id, file, onProgress), remove: () => usersApi.removeAvatar(id) },
      (message) => t('toast.avatarError', { message }),
    );
    toast.success(t(editing ? 'toast.updated' : 'toast.created'));
    onSaved(saved);
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    setShowScheduleErrors(true);
    const fieldsValid = (editing ? updateUserSchema : createUserSchema).safeParse({ ...form.values, type }).success;
    void onValid(event);
    // The fields come first; when only the schedule is wrong, focus goes to its first wrong day.
    if (asksSchedule && fieldsValid && Object.keys(readSchedule(draft).errors).length > 0) {
      queueMicrotask(() => scheduleRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
    }
  }

  return (
    <FormDialog
      title={t(editing ? `form.editTitle.${type}` : `form.createTitle.${type}`)}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      error={formError}
      {...saveLabels}
    >
      <FormGrid $min={200}>
        <TextField {...form.field('firstName')} label={t('form.firstName')} data-autofocus autoComplete="off" aria-required="true" disabled={saving} />
        <TextField {...form.field('lastName')} label={t('form.lastName')} autoComplete="off" aria-required="true" disabled={saving} />
      </FormGrid>
      <FormGrid $min={200}>
        <TextField {...form.field('email')} kind="email" autoComplete="off" label={t('form.email')} aria-required="true" disabled={saving} />
        {!editing && <PasswordField {...form.field('password')} label={t('form.password')} autoComplete="new-password" aria-required="true" disabled={saving} />}
      </FormGrid>
      <FormGrid $min={200}>
        <TextField {...form.field('phone')} kind="tel" autoComplete="off" label={t('form.phone')} disabled={saving} />
        <TextField {...form.field('country')} label={t('form.country')} autoComplete="off" disabled={saving} />
      </FormGrid>
      <FormGrid $min={200}>
        <TextField {...form.field('timezone')} label={t('form.timezone')} hint={t('form.timezoneHint')} autoComplete="off" disabled={saving} />
        <SelectField {...form.field('status')} label={t('form.status')} disabled={saving}>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
      </FormGrid>
      <ImageInput {...avatar.input} label={t('form.avatar')} shape="round" currentAlt={t('form.avatarPreview')} disabled={saving && !avatar.uploading} />
      {asksSchedule && (
        <div ref={scheduleRef}>
          <ScheduleFields value={draft} onChange={setDraft} errors={scheduleErrors} disabled={saving} />
        </div>
      )}
    </FormDialog>
  );
}
