import { errorMessage, IMAGE_TYPES, imageFileProblem, toast, updateSessionUser, type User, useTranslation } from '@school/shared';
import { Button, ErrorText, Hint, Spinner } from '@school/shared/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { deleteAvatar, uploadAvatar } from '../api/profile';

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 20px;
`;

const Picture = styled.div`
  display: grid;
  place-items: center;
  flex: none;
  inline-size: 96px;
  block-size: 96px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 2rem;
  font-weight: 700;

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Controls = styled.div`
  display: grid;
  gap: 8px;
  min-inline-size: 0;
  flex: 1 1 240px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Hidden from sight only: the real file input stays in the tab order and is what the label names. */
const FileInput = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** The visible face of the file input; it shows the input's keyboard focus. */
const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-inline: 18px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Track = styled.div`
  inline-size: 100%;
  max-inline-size: 320px;
  block-size: 8px;
  border-radius: 4px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Bar = styled.div<{ $percent: number }>`
  inline-size: ${({ $percent }) => $percent}%;
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: inline-size 0.2s ease;
`;

function initials(user: User): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

interface AvatarFieldProps {
  user: User;
  onChange: (user: User) => void;
}

/**
 * Avatar upload with a local preview and a progress bar, and avatar removal. The file is checked
 * here first (images only, at most 1 MB) so a wrong file never leaves the browser.
 */
export function AvatarField({ user, onChange }: AvatarFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const previewRef = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = progress !== null || deleting;

  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };
  useEffect(
    () => () => {
      // On unmount the latest preview is the one to free.
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const accepted = (updated: User) => {
    updateSessionUser(updated);
    onChange(updated);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    // The input stays enabled (disabling it would drop keyboard focus); a choice made while busy is ignored.
    if (!file || busy) return;
    const broken = imageFileProblem(file);
    setProblem(broken);
    if (broken) return;

    showPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    setProgress(0);
    try {
      // The local preview stays as the picture after success, so it does not flicker while the server copy loads.
      accepted(await uploadAvatar(file, setProgress));
      toast.success(t('avatar.uploaded'));
    } catch (error) {
      showPreview(null);
      toast.error(errorMessage(error, t('common:errors.uploadFailed')));
    } finally {
      setProgress(null);
    }
  };

  const onDelete = async () => {
    setDeleting(true);
    setProblem(null);
    try {
      accepted(await deleteAvatar());
      showPreview(null);
      // The delete button disappears with the avatar; keep keyboard focus in the field.
      inputRef.current?.focus();
      toast.success(t('avatar.deleted'));
    } catch (error) {
      toast.error(errorMessage(error, t('avatar.deleteFailed')));
    } finally {
      setDeleting(false);
    }
  };

  const shown = preview ?? user.image;
  const uploading = progress !== null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;

  return (
    <Wrapper>
      <Picture>
        {shown ? <img src={shown} alt={uploading ? t('avatar.previewAlt') : t('avatar.alt', { name })} /> : <span aria-hidden="true">{initials(user)}</span>}
      </Picture>
      <Controls>
        <Actions>
          <FileInput
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            ref={inputRef}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            onChange={(event) => void onFile(event)}
          />
          <PickLabel htmlFor={id}>{user.image ? t('avatar.change') : t('avatar.upload')}</PickLabel>
          {user.image && (
            <Button type="button" $variant="danger-outline" onClick={() => void onDelete()} disabled={busy} aria-busy={deleting}>
              {deleting && <Spinner />}
              {deleting ? t('avatar.deleting') : t('avatar.delete')}
            </Button>
          )}
        </Actions>
        {uploading && (
          <>
            <Hint>{t('avatar.uploading')}</Hint>
            <Track role="progressbar" aria-label={t('avatar.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <Bar $percent={progress} />
            </Track>
          </>
        )}
        {problem && (
          <ErrorText id={problemId} role="alert">
            {t(`common:${problem}`)}
          </ErrorText>
        )}
        <Hint id={hintId}>{t('avatar.hint')}</Hint>
      </Controls>
    </Wrapper>
  );
}
