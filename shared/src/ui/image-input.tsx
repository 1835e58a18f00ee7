import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
// By package name: translations are the page's one i18n singleton (see fields.tsx).
import { IMAGE_TYPES, imageFileProblem, useTranslation } from '@school/shared';
import { VisuallyHidden } from './a11y.js';
import { media, TOUCH_TARGET_PX } from './breakpoints.js';
import { Button } from './button.js';
import { ErrorText, Hint, Label } from './fields.js';
import { Spinner } from './spinner.js';

export interface ImageInputTexts {
  /** Face of the picker when there is no image yet; the kit's "Choose image" unless told. */
  choose?: string;
  /** Face of the picker when there is one; the kit's "Replace image" unless told. */
  replace?: string;
  /** The remove button; the kit's "Remove image" unless told. */
  remove?: string;
  /** The remove button while `removing`. */
  removing?: string;
  /** Alternative text of the preview; the kit's "Preview of the chosen image" unless told. */
  previewAlt?: string;
  /** The rule the user reads; the kit's image rule unless told. */
  hint?: string;
}

export interface ImageInputProps {
  /** Names the file input (e.g. "Image", "Upload photo"). */
  label: string;
  /** Keep the label for screen readers only, when the picker's face already says it. */
  hideLabel?: boolean;
  /** A chosen file not yet stored: previewed from the browser's memory. */
  file: File | null;
  /** The stored image, shown while no file is chosen. */
  currentUrl: string | null;
  /** Called with a file that passed the image rule; broken files are refused here. */
  onSelect: (file: File) => void;
  /** Offered while there is a file or a stored image; focus goes back to the picker after it. */
  onRemove?: () => void | Promise<void>;
  /** Percent of the upload sent, or null when nothing is being sent. */
  progress?: number | null;
  /** The server's message about the last upload. */
  error?: string | null;
  removing?: boolean;
  disabled?: boolean;
  texts?: ImageInputTexts;
  /** The picture's shape: a round avatar or a wide cover. */
  shape?: 'round' | 'wide';
  /** Shown in the picture's place when there is no image (e.g. initials). */
  placeholder?: ReactNode;
  /** Alternative text of the stored image (the preview of a new file has its own). */
  currentAlt?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Picks an image by the file dialog or by dropping it, checks it in the browser with the
 * shared image rule (images only, at most 1 MB) so a wrong file never leaves the device,
 * previews it, shows the upload's progress, and offers remove or replace. The real file
 * input stays in the Tab order and is what the label names; its native face (in the
 * browser's language, not the page's) is covered by a translated one.
 */
export function ImageInput({
  label,
  hideLabel = false,
  file,
  currentUrl,
  onSelect,
  onRemove,
  progress = null,
  error = null,
  removing = false,
  disabled = false,
  texts = {},
  shape = 'wide',
  placeholder,
  currentAlt,
  inputRef,
}: ImageInputProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const ownInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    // One object URL per chosen file, freed when the file changes or the field goes.
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const uploading = progress !== null;
  const busy = disabled || uploading || removing;

  function accept(chosen: File | undefined) {
    if (!chosen || busy) return;
    const broken = imageFileProblem(chosen);
    setProblem(broken ? t(broken) : null);
    if (!broken) onSelect(chosen);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    accept(chosen);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files[0]);
  }

  async function remove() {
    setProblem(null);
    await onRemove?.();
    // The remove button may be gone now; keep keyboard focus in the field.
    ownInput.current?.focus();
  }

  function setInput(element: HTMLInputElement | null) {
    ownInput.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  }

  const shown = preview ?? (file ? null : currentUrl);
  const hasImage = !!file || !!currentUrl;
  const shownError = problem ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const LabelTag = hideLabel ? VisuallyHidden : Label;

  return (
    <Field>
      <LabelTag as="label" htmlFor={id}>
        {label}
      </LabelTag>
      <Zone
        data-dropzone
        $dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Picture $shape={shape}>
          {shown ? <img src={shown} alt={preview ? (texts.previewAlt ?? t('ui.filePreview')) : (currentAlt ?? texts.previewAlt ?? t('ui.filePreview'))} /> : (placeholder ?? <span aria-hidden="true">—</span>)}
        </Picture>
        <Controls>
          <Actions>
            <Picker $disabled={busy}>
              <input
                ref={setInput}
                id={id}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                onChange={onChange}
                // Not disabled while busy: that would drop keyboard focus; a choice made then is ignored.
                disabled={disabled}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={[shownError ? errorId : null, hintId].filter(Boolean).join(' ')}
              />
              <Face aria-hidden="true" $disabled={busy}>
                {hasImage ? (texts.replace ?? t('ui.fileReplace')) : (texts.choose ?? t('ui.fileChoose'))}
              </Face>
            </Picker>
            {hasImage && onRemove && (
              <Button type="button" $variant="danger-outline" onClick={() => void remove()} disabled={busy} aria-busy={removing}>
                {removing && <Spinner />}
                {removing && texts.removing ? texts.removing : (texts.remove ?? t('ui.fileRemove'))}
              </Button>
            )}
          </Actions>
          <DropHint aria-hidden="true">{t('ui.fileDrop')}</DropHint>
          {uploading && (
            <>
              <Hint>{t('ui.uploading')}</Hint>
              <Track role="progressbar" aria-label={t('ui.uploadProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
                <Bar style={{ inlineSize: `${progress}%` }} />
              </Track>
            </>
          )}
          {shownError && (
            <ErrorText id={errorId} role="alert">
              {shownError}
            </ErrorText>
          )}
          <Hint id={hintId}>{texts.hint ?? t('ui.fileHint')}</Hint>
        </Controls>
      </Zone>
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: 6px;
  min-inline-size: 0;
`;

const Zone = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 16px;
  padding: 8px;
  margin: -8px;
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius};
`;

const Picture = styled.div<{ $shape: 'round' | 'wide' }>`
  flex: none;
  display: grid;
  place-items: center;
  inline-size: 96px;
  block-size: ${({ $shape }) => ($shape === 'round' ? 96 : 72)}px;
  overflow: hidden;
  border-radius: ${({ theme, $shape }) => ($shape === 'round' ? '50%' : theme.radius)};
  border: 1px ${({ $shape }) => ($shape === 'round' ? 'solid' : 'dashed')} ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ $shape }) => ($shape === 'round' ? '2rem' : '1rem')};
  font-weight: 700;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Controls = styled.div`
  display: grid;
  justify-items: start;
  gap: 8px;
  min-inline-size: 0;
  flex: 1 1 220px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Face = styled.span<{ $disabled: boolean }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-inline: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  ${media.coarsePointer} {
    min-block-size: ${TOUCH_TARGET_PX}px;
  }
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
  input:hover:not(:disabled) + ${Face} {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  input:focus-visible + ${Face} {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + ${Face} {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Said only where a file can be dragged: a phone or tablet has nothing to drop from. */
const DropHint = styled(Hint)`
  ${media.coarsePointer} {
    display: none;
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

const Bar = styled.div`
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: inline-size 0.2s ease;
`;
