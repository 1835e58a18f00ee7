import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@school/shared';
import { DataTable } from '@school/shared/ui';
import { useQueryClient, userKeys } from '@school/shared/query';
import { DeleteRowDialog } from '../../../components/delete-row-dialog';
import { ListPageHeader, Page } from '../../../components/page';
import { pagedListTexts, PagedResults, useAfterDelete } from '../../../components/paged-results';
import { UsersTabs } from '../../../components/users-tabs';
import { useListParams } from '../../../lib/list-params';
import { usePagedRead } from '../../../lib/paged-read';
import type { AdminUser, UserSortField, UserType } from '../../../admin-contracts';
import { usersApi } from '../api/users-api';
import { UserFormDialog } from '../components/user-form-dialog';
import { useUserColumns } from '../components/use-user-columns';

const SORT_FIELDS: readonly UserSortField[] = ['name', 'email', 'createdAt', 'status'];

type Modal = { kind: 'create' } | { kind: 'edit'; user: AdminUser } | { kind: 'delete'; user: AdminUser } | null;

/** One of the three user lists: server-side paging (10), search, sort; create, edit, delete. */
export function UserListPage({ type }: { type: UserType }) {
  const { t } = useTranslation('admin');
  const { params, update } = useListParams(SORT_FIELDS, 'name');
  const query = { type, page: params.page, q: params.search.trim(), sort: params.sort, order: params.order };
  const list = usePagedRead(userKeys.list({ ...query }), (signal) => usersApi.list(query, signal));
  const client = useQueryClient();
  const [modal, setModal] = useState<Modal>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onEdit = useCallback((user: AdminUser) => setModal({ kind: 'edit', user }), []);
  const onDelete = useCallback((user: AdminUser) => setModal({ kind: 'delete', user }), []);
  const columns = useUserColumns({ type, onEdit, onDelete });

  const afterDelete = useAfterDelete({ list, page: params.page, onPage: (page) => update({ page }), headingRef, dialogOpen: modal !== null });

  return (
    <Page>
      <ListPageHeader headingRef={headingRef} title={t(`titles.${type}`)} createLabel={t(`actions.create.${type}`)} onCreate={() => setModal({ kind: 'create' })} />
      <UsersTabs />
      <PagedResults
        list={list}
        search={params.search}
        onSearch={(search) => update({ search })}
        onPage={(page) => update({ page })}
        texts={pagedListTexts(t, 'list', t(`list.empty.${type}`))}
      >
        {(rows) => (
          <DataTable
            sortableHint={t('table.sortable')}
            caption={t(`captions.${type}`)}
            rows={rows}
            columns={columns}
            rowId={(user) => user.id}
            sort={{ id: params.sort, desc: params.order === 'desc' }}
            onSort={(id, desc) => update({ sort: id as UserSortField, order: desc ? 'desc' : 'asc' })}
          />
        )}
      </PagedResults>

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <UserFormDialog
          type={type}
          user={modal.kind === 'edit' ? modal.user : undefined}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            void client.invalidateQueries({ queryKey: userKeys.all });
          }}
        />
      )}
      {modal?.kind === 'delete' && (
        <DeleteRowDialog
          group=""
          name={`${modal.user.firstName} ${modal.user.lastName}`}
          action={() => usersApi.remove(modal.user.id)}
          invalidates={[userKeys.all]}
          onClose={() => setModal(null)}
          onDone={() => {
            setModal(null);
            afterDelete();
          }}
        />
      )}
    </Page>
  );
}
