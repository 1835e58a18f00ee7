import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { formatDate, Link, useTranslation } from '@school/shared';
import { DataTable } from '@school/shared/ui';
import { groupKeys, useQueryClient } from '@school/shared/query';
import { DeleteRowDialog } from '../../../components/delete-row-dialog';
import { ListPageHeader, Page, RowActions } from '../../../components/page';
import { pagedListTexts, PagedResults, useAfterDelete } from '../../../components/paged-results';
import { UsersTabs } from '../../../components/users-tabs';
import { useListParams } from '../../../lib/list-params';
import { usePagedRead } from '../../../lib/paged-read';
import type { Group, GroupSortField } from '../../../admin-contracts';
import { groupsApi } from '../api/groups-api';
import { GroupFormDialog } from '../components/group-form-dialog';

const SORT_FIELDS: readonly GroupSortField[] = ['name', 'createdAt', 'membersCount'];
const column = createColumnHelper<Group>();

type Modal = { kind: 'create' } | { kind: 'edit'; group: Group } | { kind: 'delete'; group: Group } | null;

/** `/users/groups`: the school's groups, paged (10), searched and sorted on the server. */
export function GroupListPage() {
  const { t } = useTranslation('admin');
  const { params, update } = useListParams(SORT_FIELDS, 'name');
  const query = { page: params.page, q: params.search.trim(), sort: params.sort, order: params.order };
  const list = usePagedRead(groupKeys.list({ ...query }), (signal) => groupsApi.list(query, signal));
  const client = useQueryClient();
  const [modal, setModal] = useState<Modal>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const columns = useMemo(() => {
    return [
      column.accessor('name', {
        header: t('groups.columns.name'),
        meta: { primary: true },
        cell: ({ row }) => <Link to={`/users/groups/${row.original.id}`}>{row.original.name}</Link>,
      }),
      column.accessor('description', { header: t('groups.columns.description'), enableSorting: false, meta: { cardLabel: t('groups.columns.description') }, cell: ({ getValue }) => getValue() || '—' }),
      column.accessor('membersCount', { header: t('groups.columns.members'), meta: { cardLabel: t('groups.columns.members') } }),
      column.accessor('createdAt', { header: t('columns.createdAt'), meta: { cardLabel: t('columns.createdAt'), nowrap: true }, cell: ({ getValue }) => formatDate(getValue()) }),
      column.display({
        id: 'actions',
        header: () => t('columns.actions'),
        cell: ({ row }) => (
          <RowActions editName={t('groups.actions.edit', { name: row.original.name })} deleteName={t('groups.actions.delete', { name: row.original.name })} onEdit={() => setModal({ kind: 'edit', group: row.original })} onDelete={() => setModal({ kind: 'delete', group: row.original })} />
        ),
      }),
    ] as ColumnDef<Group, unknown>[];
  }, [t]);

  const afterDelete = useAfterDelete({ list, page: params.page, onPage: (page) => update({ page }), headingRef, dialogOpen: modal !== null });

  return (
    <Page>
      <ListPageHeader headingRef={headingRef} title={t('groups.title')} createLabel={t('groups.actions.create')} onCreate={() => setModal({ kind: 'create' })} />
      <UsersTabs />
      <PagedResults
        list={list}
        search={params.search}
        onSearch={(search) => update({ search })}
        onPage={(page) => update({ page })}
        texts={pagedListTexts(t, 'groups.list')}
      >
        {(rows) => (
          <DataTable
            sortableHint={t('table.sortable')}
            caption={t('groups.caption')}
            rows={rows}
            columns={columns}
            rowId={(group) => group.id}
            sort={{ id: params.sort, desc: params.order === 'desc' }}
            onSort={(id, desc) => update({ sort: id as GroupSortField, order: desc ? 'desc' : 'asc' })}
          />
        )}
      </PagedResults>

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <GroupFormDialog
          group={modal.kind === 'edit' ? modal.group : undefined}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            void client.invalidateQueries({ queryKey: groupKeys.all });
          }}
        />
      )}
      {modal?.kind === 'delete' && (
        <DeleteRowDialog
          group="groups."
          name={modal.group.name}
          action={() => groupsApi.remove(modal.group.id)}
          invalidates={[groupKeys.all]}
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
