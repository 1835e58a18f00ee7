import { useRef, useState } from 'react';
import { canAccess, useAccessSubject, useSession, useTranslation } from '@school/shared';
import { classKeys, useQuery, useQueryClient, useWrite } from '@school/shared/query';
import { Button, ConfirmDialog, PageTitle, Pagination, SearchBox, Spinner } from '@school/shared/ui';
import { Empty, LoadFailed, Loading } from '../../../components/states';
import { HomeworkDue } from '../../homework';
import { Header, Page, Toolbar } from '../../../components/page';
import { TEACHER_RULE } from '../../../lib/access';
import type { ClassSummary } from '../../../lib/classroom-contracts';
import { SCHOOL_CLASSES_RULE } from '../../../lib/access';
import { classesApi, classListRead, type ClassScope } from '../api/classes-api';
import { ClassFilters } from '../components/class-filters';
import { ClassFormDialog } from '../components/class-form-dialog';
import { ClassTable } from '../components/class-table';
import { useClassListParams } from '../hooks/use-class-list-params';

type Modal = { kind: 'create' } | { kind: 'edit'; row: ClassSummary } | { kind: 'delete'; row: ClassSummary } | null;

/**
 * A list of classes, paged (10) and searched on the server: own (`GET classes/my`: a teacher's
 * classes, or a student's) or the school's (`GET classes`, with teacher and type filters).
 * Teachers and administrators create, edit and delete; a student opens their classes.
 */
export function ClassListView({ scope }: { scope: ClassScope }) {
  const { t } = useTranslation('classroom');
  const { params, update } = useClassListParams();
  const subject = useAccessSubject();
  const { user } = useSession();
  const list = useQuery(classListRead(scope, params));
  const client = useQueryClient();
  const [modal, setModal] = useState<Modal>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const manages = scope === 'school' ? canAccess(subject, SCHOOL_CLASSES_RULE) : canAccess(subject, TEACHER_RULE);
  const rows = list.data?.data ?? [];
  const pagination = list.data?.meta.pagination;
  const searched = params.q;

  const remove = useWrite({
    write: (row: ClassSummary) => classesApi.remove(row.id),
    success: t('classes.toast.deleted'),
    failure: t('classes.toast.deleteError'),
    invalidates: [classKeys.all],
    onSuccess: () => {
      setModal(null);
      // The last row of a page gone: show the page before it.
      if (rows.length === 1 && params.page > 1) update({ page: params.page - 1 });
      headingRef.current?.focus();
    },
  });

  let content;
  if (list.error && !list.data) content = <LoadFailed error={list.error} fallback={t('classes.list.loadError')} onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Loading label={t('classes.list.loading')} />;
  else if (rows.length === 0)
    content = searched ? (
      <Empty>
        <p>{t('classes.list.noMatches', { search: searched })}</p>
        <Button type="button" onClick={() => update({ search: '' })}>
          {t('classes.list.clearSearch')}
        </Button>
      </Empty>
    ) : (
      <Empty>
        <p>{t(manages ? 'classes.list.emptyTeacher' : 'classes.list.emptyStudent')}</p>
      </Empty>
    );
  else
    content = (
      <>
        <ClassTable rows={rows} onEdit={manages ? (row) => setModal({ kind: 'edit', row }) : undefined} onDelete={manages ? (row) => setModal({ kind: 'delete', row }) : undefined} />
        {pagination && <Pagination namespace="classroom" page={pagination.page} limit={pagination.limit} total={pagination.total} onPage={(page) => update({ page })} />}
      </>
    );

  return (
    <Page>
      <Header>
        <PageTitle ref={headingRef} tabIndex={-1}>
          {t(scope === 'school' ? 'classes.school.title' : 'classes.mine.title')}
        </PageTitle>
        {manages && (
          <Button type="button" $variant="primary" onClick={() => setModal({ kind: 'create' })}>
            {t('classes.actions.create')}
          </Button>
        )}
      </Header>
      {/* A student's own classes page is where they find what is still to do (docs/decisions/homework-ui.md). */}
      {scope === 'mine' && subject?.role === 'member' && <HomeworkDue />}
      <Toolbar>
        <SearchBox value={params.search} onSearch={(search) => update({ search })} label={t('classes.list.searchLabel')} placeholder={t('classes.list.searchPlaceholder')} />
        {scope === 'school' && <ClassFilters teacherId={params.teacherId} type={params.type} onChange={(change) => update(change)} />}
        {list.isFetching && list.data && (
          <span role="status">
            <Spinner /> {t('classes.list.updating')}
          </span>
        )}
      </Toolbar>
      {!!list.error && list.data && <LoadFailed error={list.error} fallback={t('classes.list.loadError')} onRetry={() => void list.refetch()} />}
      <div aria-busy={list.isFetching}>{content}</div>

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <ClassFormDialog
          editing={modal.kind === 'edit' ? modal.row : undefined}
          defaultTeacher={scope === 'mine' && user ? { id: user.id, firstName: user.firstName, lastName: user.lastName } : null}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            void client.invalidateQueries({ queryKey: classKeys.all });
          }}
        />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmDialog
          title={t('classes.delete.title')}
          question={t('classes.delete.question', { name: modal.row.name })}
          confirmLabel={t('classes.delete.confirm')}
          onClose={() => setModal(null)}
          onConfirm={() => remove.mutateAsync(modal.row)}
        />
      )}
    </Page>
  );
}
