import { updateSessionUser, type User, useTranslation } from '@school/shared';
import { ImageInput, useImageUpload } from '@school/shared/ui';
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
  const photo = useImageUpload<User>({
    current: user.image,
    immediate: {
      upload: uploadAvatar,
      remove: deleteAvatar,
      onStored: (updated) => {
        updateSessionUser(updated);
        onChange(updated);
      },
      texts: { uploaded: t('avatar.uploaded'), removed: t('avatar.deleted'), removeFailed: t('avatar.deleteFailed') },
    },
  });

  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <ImageInput
      {...photo.input}
      label={user.image ? t('avatar.change') : t('avatar.upload')}
      hideLabel
      shape="round"
      currentAlt={t('avatar.alt', { name })}
      placeholder={<span aria-hidden="true">{initials(user)}</span>}
      texts={{ choose: t('avatar.upload'), replace: t('avatar.change'), remove: t('avatar.delete'), removing: t('avatar.deleting'), previewAlt: photo.uploading ? t('avatar.previewAlt') : t('avatar.alt', { name }) }}
    />
  );
}
