import { useMemo, useState } from 'react';
import { errorMessage, fieldErrors, LIMITS, toast, useTranslation } from '@school/shared';
import { FormDialog, ImageInput, TextAreaField, TextField, useForm, useImageUpload } from '@school/shared/ui';
import { groupInputSchema, type Group } from '../../../admin-contracts';
import { groupsApi } from '../api/groups-api';
import { useSaveLabels } from '../../../components/save-labels';

const FIELDS = ['name', 'description'] as const;

export interface GroupFormDialogProps {
  /** The group to edit; none means create. */
  group?: Pick<Group, 'id' | 'name' | 'description' | 'image'>;
  onClose: () => void;
  onSaved: (group: Group) => void;
}

export function GroupFormDialog({ group, onClose, onSaved }: GroupFormDialogProps) {
  const { t } = useTranslation('admin');
  const editing = !!group;
  const saveLabels = useSaveLabels(editing);
  const initialValues = useMemo(() => ({ name: group?.name ?? '', description: group?.description ?? '' }), [group]);
  const form = useForm({ schema: groupInputSchema, initialValues, fields: FIELDS });
  const [formError, setFormError] = useState<string | null>(null);
  const image = useImageUpload({ current: group?.image ?? null });
  const saving = form.submitting;

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    let saved: Group;
    try {
      saved = group ? await groupsApi.update(group.id, input) : await groupsApi.create(input);
    } catch (error) {
      const message = errorMessage(error, t(editing ? 'groups.toast.updateError' : 'groups.toast.createError'));
      form.setServerErrors(fieldErrors(error));
      setFormError(message);
      toast.error(message);
      return;
    }
    const id = saved.id;
    saved = await image.afterSave(
      saved,
      { upload: (file, onProgress) => groupsApi.uploadImage(id, file, onProgress), remove: () => groupsApi.removeImage(id) },
      (message) => t('groups.toast.imageError', { message }),
    );
    toast.success(t(editing ? 'groups.toast.updated' : 'groups.toast.created'));
    onSaved(saved);
  });

  return (
    <FormDialog
      title={t(editing ? 'groups.form.editTitle' : 'groups.form.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={saving}
      error={formError}
      {...saveLabels}
    >
      <TextField {...form.field('name')} label={t('groups.form.name')} data-autofocus maxLength={LIMITS.textMax} autoComplete="off" aria-required="true" disabled={saving} />
      <TextAreaField {...form.field('description')} label={t('groups.form.description')} maxLength={LIMITS.textMax} rows={4} disabled={saving} />
      <ImageInput {...image.input} label={t('groups.form.image')} currentAlt={t('groups.form.imagePreview')} disabled={saving && !image.uploading} />
    </FormDialog>
  );
}
