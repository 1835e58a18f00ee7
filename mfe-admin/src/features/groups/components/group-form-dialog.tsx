import { useMemo, useState } from 'react';
import { errorMessage, fieldErrors, LIMITS, toast, useTranslation } from '@school/shared';
import { FormDialog, ImageInput, TextAreaField, TextField, useForm } from '@school/shared/ui';
import { groupInputSchema, type Group } from '../../../admin-contracts';
import { groupsApi } from '../api/groups-api';

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
  const initialValues = useMemo(() => ({ name: group?.name ?? '', description: group?.description ?? '' }), [group]);
  const form = useForm({ schema: groupInputSchema, initialValues, fields: FIELDS });
  const [formError, setFormError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [imageRemoved, setImageRemoved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
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
    // The image goes in a second call, so a refused image never loses the group itself.
    try {
      if (file) {
        setProgress(0);
        saved = await groupsApi.uploadImage(saved.id, file, setProgress);
      } else if (imageRemoved && saved.image) saved = await groupsApi.removeImage(saved.id);
    } catch (error) {
      toast.error(t('groups.toast.imageError', { message: errorMessage(error, t('common:errors.uploadFailed')) }));
    }
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
      cancelLabel={t('form.cancel')}
      submitLabel={t(editing ? 'form.submitSave' : 'form.submitCreate')}
      busyLabel={t('form.saving')}
    >
      <TextField {...form.field('name')} label={t('groups.form.name')} data-autofocus maxLength={LIMITS.textMax} autoComplete="off" aria-required="true" disabled={saving} />
      <TextAreaField {...form.field('description')} label={t('groups.form.description')} maxLength={LIMITS.textMax} rows={4} disabled={saving} />
      <ImageInput
        label={t('groups.form.image')}
        file={file}
        currentUrl={imageRemoved ? null : (group?.image ?? null)}
        currentAlt={t('groups.form.imagePreview')}
        onSelect={setFile}
        onRemove={() => {
          if (file) setFile(null);
          else setImageRemoved(true);
        }}
        progress={progress}
        disabled={saving && progress === null}
      />
    </FormDialog>
  );
}
