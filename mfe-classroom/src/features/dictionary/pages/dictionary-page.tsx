import { useCallback, useMemo, useRef, useState } from 'react';
import { useSession, useTranslation } from '@school/shared';
import { useQuery, useQueryClient, useWrite, withServerData } from '@school/shared/query';
import { Button, ConfirmDialog, PageTitle, Pagination, SearchBox, SelectField, Spinner } from '@school/shared/ui';
import { Empty, LoadFailed, Loading } from '../../../components/states';
import { Header, Page, Toolbar } from '../../../components/page';
import { dictionaryApi, dictionaryKeys, dictionaryListRead, dictionaryStudentsRead, type DictionaryEntry } from '../api/dictionary-api';
import { DictionaryTable } from '../components/dictionary-table';
import { EntryFormDialog } from '../components/entry-form-dialog';
import { useDictionaryParams } from '../hooks/use-dictionary-params';

type Modal = { kind: 'create' } | { kind: 'edit'; row: DictionaryEntry } | { kind: 'delete'; row: DictionaryEntry } | null;

/**
 * `/dictionary` (spec 01 §2): a member's own words; staff see every student's of the school and
 * filter by one. Searched and paged (10) on the server; add, edit and delete with the spec's toasts.
 */
function DictionaryList() {
  const { t } = useTranslation('classroom');
  const { user } = useSession();
  const isStaff = user?.role === 'staff';
  const { params, update } = useDictionaryParams();
  const list = useQuery(dictionaryListRead({ page: params.page, q: params.q, ...(isStaff && params.studentId ? { studentId: params.studentId } : {}) }));
  const students = useQuery(dictionaryStudentsRead(isStaff));
  const client = useQueryClient();
  const [modal, setModal] = useState<Modal>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rows = list.data?.data ?? [];
  const pagination = list.data?.meta.pagination;

  const names = useMemo(() => new Map((students.data ?? []).map((student) => [student.id, `${student.firstName} ${student.lastName}`.trim()])), [students.data]);
  const studentName = useCallback((id: string) => names.get(id) ?? '—', [names]);
  const onEdit = useCallback((row: DictionaryEntry) => setModal({ kind: 'edit', row }), []);
  const onDelete = useCallback((row: DictionaryEntry) => setModal({ kind: 'delete', row }), []);

  const remove = useWrite({
    write: (row: DictionaryEntry) => dictionaryApi.remove(row.id),
    success: t('dictionary.toast.deleted'),
    failure: t('dictionary.toast.deleteError'),
    invalidates: [dictionaryKeys.all],
    onSuccess: () => {
      setModal(null);
      // The last row of a page gone: show the page before it.
      if (rows.length === 1 && params.page > 1) update({ page: params.page - 1 });
      headingRef.current?.focus();
    },
  });

  let content;
  if (list.error && !list.data) content = <LoadFailed error={list.error} fallback={t('dictionary.list.loadError')} onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Loading label={t('dictionary.list.loading')} />;
  else if (rows.length === 0)
    content = params.q ? (
      <Empty>
        <p>{t('dictionary.list.noMatches', { search: params.q })}</p>
        <Button type="button" onClick={() => update({ search: '' })}>
          {t('dictionary.list.clearSearch')}
        </Button>
      </Empty>
    ) : (
      <Empty>
        <p>{t('dictionary.list.empty')}</p>
      </Empty>
    );
  else
    content = (
      <>
        <DictionaryTable rows={rows} onEdit={onEdit} onDelete={onDelete} {...(isStaff ? { studentName } : {})} />
        {pagination && <Pagination namespace="classroom" page={pagination.page} limit={pagination.limit} total={pagination.total} onPage={(page) => update({ page })} />}
      </>
    );

  return (
    <Page>
      <Header>
        <PageTitle ref={headingRef} tabIndex={-1}>
          {t('dictionary.title')}
        </PageTitle>
        <Button type="button" $variant="primary" onClick={() => setModal({ kind: 'create' })}>
          {t('dictionary.actions.create')}
        </Button>
      </Header>
      <Toolbar>
        <SearchBox value={params.search} onSearch={(search) => update({ search })} label={t('dictionary.list.searchLabel')} placeholder={t('dictionary.list.searchPlaceholder')} />
        {isStaff && (
          <SelectField id="dictionary-student-filter" name="studentId" label={t('dictionary.filters.student')} value={params.studentId ?? ''} onChange={(event) => update({ studentId: event.target.value || undefined })}>
            <option value="">{t('dictionary.filters.anyStudent')}</option>
            {(students.data ?? []).map((student) => (
              <option key={student.id} value={student.id}>
                {`${student.firstName} ${student.lastName}`.trim()}
              </option>
            ))}
          </SelectField>
        )}
        {list.isFetching && list.data && (
          <span role="status">
            <Spinner /> {t('dictionary.list.updating')}
          </span>
        )}
      </Toolbar>
      {!!list.error && list.data && <LoadFailed error={list.error} fallback={t('dictionary.list.loadError')} onRetry={() => void list.refetch()} />}
      <div aria-busy={list.isFetching}>{content}</div>

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <EntryFormDialog
          {...(modal.kind === 'edit' ? { editing: modal.row } : {})}
          students={isStaff ? (students.data ?? []) : null}
          {...(params.studentId ? { defaultStudentId: params.studentId } : {})}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            void client.invalidateQueries({ queryKey: dictionaryKeys.all });
          }}
        />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmDialog
          title={t('dictionary.delete.title')}
          question={t('dictionary.delete.question', { phrase: modal.row.phrase })}
          confirmLabel={t('dictionary.delete.confirm')}
          onClose={() => setModal(null)}
          onConfirm={() => remove.mutateAsync(modal.row)}
        />
      )}
    </Page>
  );
}

/** The page as the host mounts it: inside the one query client of the site. */
const DictionaryPage = withServerData(DictionaryList);
export default DictionaryPage;
