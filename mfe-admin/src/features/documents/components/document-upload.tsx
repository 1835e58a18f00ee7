import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, LIMITS, toast, useTranslation } from '@school/shared';
import { cardFrame, ErrorText, Hint, Input, Label, media, SelectField, SubmitButton, TextField, VisuallyHidden } from '@school/shared/ui';
import { DOCUMENT_MIME_TYPES, DOCUMENT_TYPES, documentFileProblem, documentInputSchema, type DocumentType, type UserDocument } from '../../../admin-contracts';
import { documentsApi, type DocumentOwner } from '../api/documents-api';

const ACCEPT = [...DOCUMENT_MIME_TYPES, '.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.gif', '.webp'].join(',');

/** The file name without its extension: what the document is called unless the person types a name. */
const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

/**
 * Uploads one document for a user or a group: the file is checked in the browser with the contract's rule
 * (format, 10 MB) before a byte is sent, the name defaults to the file's, the type to private
 * (a forgotten choice must not show an internal paper to the student), and a progress bar
 * follows the bytes. The server checks the content again.
 */
export function DocumentUpload({ owner, typeHint, onUploaded }: { owner: DocumentOwner; typeHint?: string | undefined; onUploaded: (document: UserDocument) => void }) {
  const { t } = useTranslation('admin');
  const fileId = useId();
  const nameId = useId();
  const typeId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [type, setType] = useState<DocumentType>('private');
  const [fileError, setFileError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  function pick(chosen: File | undefined) {
    setFileError(null);
    if (!chosen) return;
    const problem = documentFileProblem(chosen);
    if (problem) {
      setFile(null);
      setFileError(t(`common:${problem}`));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile(chosen);
    if (!name.trim()) setName(baseName(chosen.name));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setFileError(t('documents.upload.fileRequired'));
      fileInput.current?.focus();
      return;
    }
    const input = documentInputSchema.safeParse({ name, type });
    if (!input.success) {
      setNameError(t(`common:${input.error.issues[0]?.message ?? 'validation.required'}`));
      return;
    }
    setProgress(0);
    try {
      const uploaded = await documentsApi.upload(owner, file, input.data, setProgress);
      toast.success(t('documents.toast.uploaded', { name: uploaded.name }));
      setFile(null);
      setName('');
      setType('private');
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(uploaded);
    } catch (error) {
      const message = errorMessage(error, t('common:errors.uploadFailed'));
      setFileError(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('documents.upload.label')} aria-busy={uploading}>
      <Row>
        <Field>
          <Label htmlFor={fileId}>{t('documents.upload.file')}</Label>
          <Input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={ACCEPT}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
            disabled={uploading}
            onChange={(event) => pick(event.target.files?.[0])}
          />
          <Hint id={`${fileId}-hint`}>{t('documents.upload.hint')}</Hint>
          {fileError && (
            <ErrorText id={`${fileId}-error`} role="alert">
              {fileError}
            </ErrorText>
          )}
        </Field>
        <TextField
          id={nameId}
          label={t('documents.upload.name')}
          value={name}
          error={nameError}
          maxLength={LIMITS.textMax}
          autoComplete="off"
          disabled={uploading}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
        <SelectField id={typeId} label={t('documents.upload.type')} hint={typeHint} value={type} onChange={(event) => setType(event.target.value as DocumentType)} disabled={uploading}>
          {DOCUMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`documents.types.${value}`)}
            </option>
          ))}
        </SelectField>
      </Row>
      <Bottom>
        <SubmitButton busy={uploading} busyLabel={t('documents.upload.uploading')}>
          {t('documents.upload.submit')}
        </SubmitButton>
        {uploading && (
          <Track role="progressbar" aria-label={t('documents.upload.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
            <Bar style={{ inlineSize: `${progress}%` }} />
            <VisuallyHidden>{`${progress}%`}</VisuallyHidden>
          </Track>
        )}
      </Bottom>
    </Form>
  );
}

const Form = styled.form`
  ${cardFrame}
  gap: 12px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  gap: 12px;
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Field = styled.div`
  display: grid;
  gap: 4px;
  input[type='file'] {
    min-inline-size: 0;
    max-inline-size: 100%;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Track = styled.div`
  flex: 1 1 160px;
  block-size: 8px;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Bar = styled.div`
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: inline-size 0.2s ease;
`;
