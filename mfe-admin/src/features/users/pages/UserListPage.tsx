import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@school/shared';
import { Button, Spinner } from '@school/shared/ui';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { Empty, LoadFailed, Loading } from '../../../components/ListState';
import { Header, Page, Results, Title, Toolbar } from '../../../components/page';
import { Pagination } from '../../../components/Pagination';
import { SearchBox } from '../../../components/SearchBox';
import { UsersTabs } from '../../../components/UsersTabs';
import { useListParams } from '../../../lib/list-params';
import { usePagedList } from '../../../lib/use-paged-list';
import type { AdminUser, UserSortField, UserType } from '../../../admin-contracts';
import { usersApi } from '../api/users-api';
import { UserFormDialog } from '../components/UserFormDialog';
import { useUserColumns } from '../components/useUserColumns';

const SORT_FIELDS: readonly UserSortField[] = ['name', 'email', 'createdAt', 'status'];

type Modal = { kind: 'create' } | { kind: 'edit'; user: AdminUser } | { kind: 'delete'; user: AdminUser } | null;

/** One of the three user lists: server-side paging (10), search, sort; create, edit, delete. */
export function UserListPage({ type }: { type: UserType }) {
  const { t } = useTranslation('admin');
  const { params, update } = useListParams(SORT_FIELDS, 'name');
  const query = { type, page: params.page, q: params.search.trim(), sort: params.sort, order: params.order };
  const list = usePagedList(JSON.stringify(query), () => usersApi.list(query));
  const [modal, setModal] = useState<Modal>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onEdit = useCallback((user: AdminUser) => setModal({ kind: 'edit', user }), []);
  const onDelete = useCallback((user: AdminUser) => setModal({ kind: 'delete', user }), []);
  const columns = useUserColumns({ type, onEdit, onDelete });

  const rows = list.page?.data ?? [];
  const pagination = list.page?.meta.pagination;

  // After a delete the row and its button are gone: focus goes to the heading once the dialog
  // has closed (giving focus back to that button) and the list without the row is shown.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || modal !== null || list.loading) return;
    headingRef.current?.focus();
    setRefocus(false);
  }, [refocus, modal, list.loading]);

  function afterDelete() {
    setModal(null);
    setRefocus(true);
    // The last row of a page: go back one page rather than show an empty one.
    if (rows.length === 1 && params.page > 1) update({ page: params.page - 1 });
    else void list.reload();
  }

  let content: ReactNode;
  if (list.error && !list.page) content = <LoadFailed error={list.error} fallback={t('list.loadError')} onRetry={() => void list.reload()} />;
  else if (!list.page) content = <Loading label={t('list.loading')} />;
  else if (rows.length === 0 && query.q)
    content = (
      <Empty>
        <p>{t('list.noMatches', { search: query.q })}</p>
        <Button type="button" onClick={() => update({ search: '' })}>
          {t('list.clearSearch')}
        </Button>
      </Empty>
    );
  else if (rows.length === 0) content = <Empty><p>{t(`list.empty.${type}`)}</p></Empty>;
  else
    content = (
      <>
        <DataTable
          caption={t(`captions.${type}`)}
          rows={rows}
          columns={columns}
          rowId={(user) => user.id}
          sort={{ id: params.sort, desc: params.order === 'desc' }}
          onSort={(id, desc) => update({ sort: id as UserSortField, order: desc ? 'desc' : 'asc' })}
        />
        {pagination && <Pagination page={pagination.page} limit={pagination.limit} total={pagination.total} onPage={(page) => update({ page })} />}
      </>
    );

  return (
    <Page>
      <Header>
        <Title ref={headingRef} tabIndex={-1}>
          {t(`titles.${type}`)}
        </Title>
        <Button type="button" $variant="primary" onClick={() => setModal({ kind: 'create' })}>
          {t(`actions.create.${type}`)}
        </Button>
      </Header>
      <UsersTabs />
      <Toolbar>
        <SearchBox value={params.search} onSearch={(search) => update({ search })} label={t('list.searchLabel')} placeholder={t('list.searchPlaceholder')} />
        {list.loading && list.page && (
          <span role="status">
            <Spinner /> {t('list.updating')}
          </span>
        )}
      </Toolbar>
      {!!list.error && list.page && <LoadFailed error={list.error} fallback={t('list.loadError')} onRetry={() => void list.reload()} />}
      <Results aria-busy={list.loading}>{content}</Results>

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <UserFormDialog
          type={type}
          user={modal.kind === 'edit' ? modal.user : undefined}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            void list.reload();
          }}
        />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmDialog
          title={t('delete.title')}
          question={t('delete.question', { name: `${modal.user.firstName} ${modal.user.lastName}` })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          errorFallback={t('toast.deleteError')}
          successMessage={t('toast.deleted')}
          action={() => usersApi.remove(modal.user.id)}
          onClose={() => setModal(null)}
          onDone={afterDelete}
        />
      )}
    </Page>
  );
}
