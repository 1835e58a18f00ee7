import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, fieldErrors, LIMITS, toast, useTranslation } from '@school/shared';
import { useQueryClient, useWrite } from '@school/shared/query';
import { Button, ConfirmDialog, FormDialog, SelectField, TextField } from '@school/shared/ui';
import { DOCUMENT_TYPES, documentInputSchema, type DocumentInput, type DocumentType, type UserDocument } from '../../../admin-contracts';
import { PagedRows } from '../../../components/paged-results';
import { usePagedRead } from '../../../lib/paged-read';
import { documentListKey, documentsApi, type DocumentOwner } from '../api/documents-api';
import { DocumentList } from './document-list';
import { DocumentUpload } from './document-upload';

type Modal = { kind: 'edit'; document: UserDocument } | { kind: 'delete'; document: UserDocument } | null;

/**
 * A user's or a group's documents: upload, list (newest first), rename or change public/private,
 * download, delete. The two owners use the same calls under their own path, so one tab serves both.
 */
export function DocumentsTab({ owner }: { owner: DocumentOwner }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const list = usePagedRead(documentListKey(owner, page), (signal) => documentsApi.list(owner, page, signal));
  const [modal, setModal] = useState<Modal>(null);
  const client = useQueryClient();
  // Every page of this owner's documents (keys match partially).
  const changed = [documentListKey(owner)];
  const update = useWrite<UserDocument, { id: string; input: DocumentInput }>({
    write: ({ id, input }) => documentsApi.update(owner, id, input),
    success: t('documents.toast.updated'),
    // The dialog shows the failure in place.
    failure: false,
    invalidates: changed,
  });
  const remove = useWrite<unknown, UserDocument>({
    write: (document) => documentsApi.remove(owner, document.id),
    success: t('documents.toast.deleted'),
    failure: t('documents.toast.deleteError'),
    invalidates: changed,
    onSuccess: () => {
      setModal(null);
      if (list.data?.data.length === 1 && page > 1) setPage(page - 1);
    },
  });

  async function download(document: UserDocument) {
    try {
      await documentsApi.download(owner, document);
    } catch (error) {
      toast.error(errorMessage(error, t('documents.toast.downloadError')));
    }
  }

  // Who "public" reaches: for a group, every student in it (docs/decisions/admin-documents.md).
  const typeHint = owner.kind === 'group' ? t('documents.upload.groupTypeHint') : undefined;

  return (
    <Frame>
      <DocumentUpload
        owner={owner}
        typeHint={typeHint}
        onUploaded={() => {
          setPage(1);
          void client.invalidateQueries({ queryKey: documentListKey(owner) });
        }}
      />
      <PagedRows list={list} onPage={setPage} texts={{ loading: t('documents.loading'), loadError: t('documents.loadError'), empty: t('documents.empty') }}>
        {(rows) => (
          <DocumentList
            documents={rows}
            label={t('documents.listLabel')}
            actions={(document) => (
              <>
                <Button type="button" aria-label={t('documents.actions.downloadNamed', { name: document.name })} onClick={() => void download(document)}>
                  {t('documents.actions.download')}
                </Button>
                <Button type="button" $variant="ghost" aria-label={t('documents.actions.editNamed', { name: document.name })} onClick={() => setModal({ kind: 'edit', document })}>
                  {t('documents.actions.edit')}
                </Button>
                <Button type="button" $variant="ghost" aria-label={t('documents.actions.deleteNamed', { name: document.name })} onClick={() => setModal({ kind: 'delete', document })}>
                  {t('actions.delete')}
                </Button>
              </>
            )}
          />
        )}
      </PagedRows>
      {modal?.kind === 'edit' && (
        <DocumentDialog
          document={modal.document}
          typeHint={typeHint}
          onClose={() => setModal(null)}
          onSave={async (input) => {
            await update.mutateAsync({ id: modal.document.id, input });
            setModal(null);
          }}
        />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmDialog
          title={t('documents.delete.title')}
          question={t('documents.delete.question', { name: modal.document.name })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onClose={() => setModal(null)}
          onConfirm={() => remove.mutateAsync(modal.document)}
        />
      )}
    </Frame>
  );
}

/** Rename a document or change who sees it. */
function DocumentDialog({
  document,
  typeHint,
  onClose,
  onSave,
}: {
  document: UserDocument;
  typeHint: string | undefined;
  onClose: () => void;
  onSave: (input: { name: string; type: DocumentType }) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const nameId = useId();
  const typeId = useId();
  const [name, setName] = useState(document.name);
  const [type, setType] = useState<DocumentType>(document.type);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = documentInputSchema.safeParse({ name, type });
    if (!input.success) {
      setError(t(`common:${input.error.issues[0]?.message ?? 'validation.required'}`));
      return;
    }
    setSaving(true);
    try {
      await onSave(input.data);
    } catch (failure) {
      const message = fieldErrors(failure).name ?? errorMessage(failure, t('documents.toast.updateError'));
      setError(message);
      toast.error(message);
      setSaving(false);
    }
  }

  return (
    <FormDialog
      title={t('documents.edit.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      size="sm"
      submitLabel={t('form.submitSave')}
      busyLabel={t('form.saving')}
    >
      <TextField
        id={nameId}
        label={t('documents.upload.name')}
        value={name}
        error={error}
        data-autofocus
        maxLength={LIMITS.textMax}
        autoComplete="off"
        aria-required="true"
        disabled={saving}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <SelectField id={typeId} label={t('documents.upload.type')} hint={typeHint} value={type} onChange={(event) => setType(event.target.value as DocumentType)} disabled={saving}>
        {DOCUMENT_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`documents.types.${value}`)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;
