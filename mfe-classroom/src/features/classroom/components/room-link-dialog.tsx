import { useMemo, useState } from 'react';
import { errorMessage, fieldErrors, useTranslation } from '@school/shared';
import { classKeys, useWrite } from '@school/shared/query';
import { FormDialog, TextField, useForm } from '@school/shared/ui';
import { classWrites } from '../../../api/class-queries';
import { roomUrlInputSchema } from '../../../lib/classroom-contracts';

const FIELDS = ['roomUrl'] as const;

/** The class's meeting link (http or https; empty clears it), checked with the server's rule. */
export function RoomLinkDialog({ classId, current, onClose }: { classId: string; current: string | null; onClose: () => void }) {
  const { t } = useTranslation('classroom');
  const initialValues = useMemo(() => ({ roomUrl: current ?? '' }), [current]);
  const form = useForm({ schema: roomUrlInputSchema, initialValues, fields: FIELDS });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useWrite({
    write: (roomUrl: string | null) => classWrites.setRoomUrl(classId, roomUrl),
    success: t('room.saved'),
    failure: false,
    invalidates: [classKeys.detail(classId)],
    onSuccess: onClose,
  });
  const onSubmit = form.handleSubmit(async ({ roomUrl }) => {
    setFormError(null);
    try {
      await save.mutateAsync(roomUrl);
    } catch (error) {
      form.setServerErrors(fieldErrors(error));
      setFormError(errorMessage(error, t('room.saveError')));
    }
  });
  return (
    <FormDialog title={t('room.title')} onClose={onClose} onSubmit={onSubmit} busy={form.submitting} error={formError} submitLabel={t('room.save')} busyLabel={t('classes.form.saving')} size="sm">
      <TextField {...form.field('roomUrl')} kind="url" label={t('classes.form.roomUrl')} hint={t('room.hint')} data-autofocus disabled={form.submitting} />
    </FormDialog>
  );
}
