import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@school/shared';
import { DataTable } from '@school/shared/ui';
import { planKeys, useQueryClient, withServerData } from '@school/shared/query';
import type { Plan } from '../../../admin-contracts';
import { DeleteRowDialog } from '../../../components/delete-row-dialog';
import { ListPageHeader, Page, RowActions } from '../../../components/page';
import { SchoolTabs } from '../../../components/school-tabs';
import { pagedListTexts, PagedResults, useAfterDelete } from '../../../components/paged-results';
import { useListParams } from '../../../lib/list-params';
import { formatMoney } from '../../../lib/money';
import { usePagedRead } from '../../../lib/paged-read';
import { plansApi } from '../api/plans-api';
import { PlanFormDialog } from '../components/plan-form-dialog';

// The API pages and searches plans but keeps one order (by name): no sortable headers.
const SORT_FIELDS = ['name'] as const;
const column = createColumnHelper<Plan>();

type Modal = { kind: 'create' } | { kind: 'edit'; plan: Plan } | { kind: 'delete'; plan: Plan } | null;

/** `/settings/school/plans`: the school's tariff plans and their packs (administrators). */
export const PlansPage = withServerData(PlansList);

function PlansList() {
  const { t, i18n } = useTranslation('admin');
  const { params, update } = useListParams(SORT_FIELDS, 'name');
  const query = { page: params.page, q: params.search.trim() };
  const list = usePagedRead(planKeys.list({ ...query }), (signal) => plansApi.list(query, signal));
  const client = useQueryClient();
  const [modal, setModal] = useState<Modal>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const language = i18n.language;

  const columns = useMemo(
    () =>
      [
        column.accessor('name', { header: t('plans.columns.name'), enableSorting: false, meta: { primary: true } }),
        column.accessor('durationMinutes', {
          header: t('plans.columns.duration'),
          enableSorting: false,
          meta: { cardLabel: t('plans.columns.duration') },
          cell: ({ getValue }) => t('plans.minutes', { count: getValue() }),
        }),
        column.accessor('validityDays', {
          header: t('plans.columns.validity'),
          enableSorting: false,
          meta: { cardLabel: t('plans.columns.validity') },
          cell: ({ getValue }) => t('plans.days', { count: getValue() }),
        }),
        column.accessor('packs', {
          header: t('plans.columns.packs'),
          enableSorting: false,
          meta: { cardLabel: t('plans.columns.packs') },
          cell: ({ row }) => (
            <PackList>
              {row.original.packs.map((pack) => (
                <li key={pack.id}>{t('plans.pack', { count: pack.lessons, price: formatMoney(pack.price, row.original.currency, language) })}</li>
              ))}
            </PackList>
          ),
        }),
        column.accessor('status', {
          header: t('plans.columns.status'),
          enableSorting: false,
          meta: { cardLabel: t('plans.columns.status') },
          cell: ({ getValue }) => t(`plans.status.${getValue()}`),
        }),
        column.display({
          id: 'actions',
          header: () => t('columns.actions'),
          cell: ({ row }) => (
            <RowActions editName={t('plans.actions.edit', { name: row.original.name })} deleteName={t('plans.actions.delete', { name: row.original.name })} onEdit={() => setModal({ kind: 'edit', plan: row.original })} onDelete={() => setModal({ kind: 'delete', plan: row.original })} />
          ),
        }),
      ] as ColumnDef<Plan, unknown>[],
    [t, language],
  );

  const afterDelete = useAfterDelete({ list, page: params.page, onPage: (page) => update({ page }), headingRef, dialogOpen: modal !== null });

  return (
    <Page>
      <ListPageHeader headingRef={headingRef} title={t('school.title')} createLabel={t('plans.actions.create')} onCreate={() => setModal({ kind: 'create' })} />
      <SchoolTabs />
      <PagedResults
        list={list}
        search={params.search}
        onSearch={(search) => update({ search })}
        onPage={(page) => update({ page })}
        texts={pagedListTexts(t, 'plans.list')}
      >
        {(rows) => (
          <DataTable sortableHint={t('table.sortable')} caption={t('plans.caption')} rows={rows} columns={columns} rowId={(plan) => plan.id} sort={{ id: 'name', desc: false }} onSort={() => undefined} />
        )}
      </PagedResults>

      {(modal?.kind === 'create' || modal?.kind === 'edit') && (
        <PlanFormDialog
          plan={modal.kind === 'edit' ? modal.plan : undefined}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            void client.invalidateQueries({ queryKey: planKeys.all });
          }}
        />
      )}
      {modal?.kind === 'delete' && (
        <DeleteRowDialog
          group="plans."
          name={modal.plan.name}
          action={() => plansApi.remove(modal.plan.id)}
          invalidates={[planKeys.all]}
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

const PackList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
