import { errorMessage, toast, updateSessionUser, type User, useTranslation } from '@school/shared';
import { ImageInput } from '@school/shared/ui';
import { useState } from 'react';
import { deleteAvatar, uploadAvatar } from '../api/profile';

function initials(user: User): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

interface AvatarFieldProps {
  user: User;
  onChange: (user: User) => void;
}

/**
 * The profile photo: the kit's image input (checked in the browser, previewed, progress
 * shown) that uploads as soon as a photo is chosen, and removal.
 */
export function AvatarField({ user, onChange }: AvatarFieldProps) {
  const { t } = useTranslation('auth');
  // The chosen photo stays as the picture after success, so it does not flicker while the server copy loads.
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const accepted = (updated: User) => {
    updateSessionUser(updated);
    onChange(updated);
  };

  const upload = async (chosen: File) => {
    setFile(chosen);
    setFailure(null);
    setProgress(0);
    try {
      accepted(await uploadAvatar(chosen, setProgress));
      toast.success(t('avatar.uploaded'));
    } catch (error) {
      setFile(null);
      const message = errorMessage(error, t('common:errors.uploadFailed'));
      setFailure(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      accepted(await deleteAvatar());
      setFile(null);
      toast.success(t('avatar.deleted'));
    } catch (error) {
      toast.error(errorMessage(error, t('avatar.deleteFailed')));
    } finally {
      setDeleting(false);
    }
  };

  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <ImageInput
      label={user.image ? t('avatar.change') : t('avatar.upload')}
      hideLabel
      shape="round"
      file={file}
      currentUrl={user.image}
      currentAlt={t('avatar.alt', { name })}
      placeholder={<span aria-hidden="true">{initials(user)}</span>}
      onSelect={(chosen) => void upload(chosen)}
      onRemove={user.image ? remove : undefined}
      progress={progress}
      error={failure}
      removing={deleting}
      texts={{ choose: t('avatar.upload'), replace: t('avatar.change'), remove: t('avatar.delete'), removing: t('avatar.deleting'), previewAlt: progress === null ? t('avatar.alt', { name }) : t('avatar.previewAlt') }}
    />
  );
}
