import { IMAGE_TYPES, imageFileProblem, useTranslation } from '@school/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, FieldRow, Hint, Label } from '@school/shared/ui';

export interface ImageFieldProps {
  /** The image the course has now, if any. */
  currentUrl: string | null;
  /** A newly chosen, accepted file (uploaded after the course is saved). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** True when the current image is to be deleted on save. */
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
  disabled?: boolean;
}

export function ImageField({ currentUrl, file, onFileChange, removed, onRemovedChange, disabled }: ImageFieldProps) {
  const { t } = useTranslation('content');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const fileNameId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    // Object URLs live until revoked; one per chosen file, dropped when it changes.
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = imageFileProblem(chosen);
    if (problem) {
      setError(t(`common:${problem}`));
      // Clear the input so the same file can be picked again after the message.
      event.target.value = '';
      return;
    }
    setError(null);
    onFileChange(chosen);
  }

  function remove() {
    setError(null);
    if (inputRef.current) inputRef.current.value = '';
    if (file) onFileChange(null);
    else onRemovedChange(true);
  }

  const shown = preview ?? (file ? null : removed ? null : currentUrl);
  const hasImage = !!file || (!!currentUrl && !removed);

  return (
    <FieldRow>
      <Label htmlFor={inputId}>{t('form.image')}</Label>
      <Row>
        <Preview>{shown ? <img src={shown} alt={t('form.imagePreview')} /> : <span aria-hidden="true">—</span>}</Preview>
        <Details>
          {/* The native control's own texts ("Choose File") are in the browser's language, not
              the page's: it stays the real, focusable input, transparent over a translated face. */}
          <Picker $disabled={!!disabled}>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              onChange={onChange}
              disabled={disabled}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={[error ? errorId : null, fileNameId, hintId].filter(Boolean).join(' ')}
            />
            <span aria-hidden="true">{t(hasImage ? 'form.replaceImage' : 'form.chooseImage')}</span>
          </Picker>
          <FileName id={fileNameId}>{file ? file.name : t('form.noFile')}</FileName>
          <Hint id={hintId}>{t('form.imageHint')}</Hint>
          {hasImage && (
            <RemoveButton type="button" $variant="ghost" onClick={remove} disabled={disabled}>
              {t('form.removeImage')}
            </RemoveButton>
          )}
        </Details>
      </Row>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldRow>
  );
}

const Details = styled.div`
  display: grid;
  justify-items: start;
  gap: 6px;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
`;

const Picker = styled.span<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    margin: 0;
    opacity: 0;
    cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  }
  span {
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.controlHeight}px;
    padding-inline: 14px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  }
  input:hover:not(:disabled) + span {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + span {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FileName = styled.span`
  display: block;
  margin-block-start: 6px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Preview = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  inline-size: 96px;
  block-size: 72px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const RemoveButton = styled(Button)`
  margin-block-start: 8px;
  padding-inline: 8px;
  min-block-size: 32px;
  color: ${({ theme }) => theme.colors.danger};
`;
