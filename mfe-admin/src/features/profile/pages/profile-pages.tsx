import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage, toast, useSession, useTranslation } from '@school/shared';
import { Button } from '@school/shared/ui';
import type { UserDocument } from '../../../admin-contracts';
import { Empty, LoadFailed, Loading } from '../../../components/ListState';
import { Pagination } from '../../../components/Pagination';
import { usePagedList } from '../../../lib/use-paged-list';
import { DocumentList, documentsApi } from '../../documents';
import { BalanceHistory, UserPlanCard, userPlansApi } from '../../user-plans';
import { ProfileSettings } from '../components/ProfileSettings';

/** `/settings/profile/plans`: the member's own plans (`GET user/plans`), read only. */
export function MyPlansPage() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const list = usePagedList(String(page), () => userPlansApi.own(page));
  const rows = list.page?.data ?? [];
  const pagination = list.page?.meta.pagination;
  let content: ReactNode;
  if (list.error && !list.page) content = <LoadFailed error={list.error} fallback={t('userPlans.loadError')} onRetry={() => void list.reload()} />;
  else if (!list.page) content = <Loading label={t('userPlans.loading')} />;
  else if (rows.length === 0)
    content = (
      <Empty>
        <p>{t('profile.plansEmpty')}</p>
      </Empty>
    );
  else
    content = (
      <>
        <Cards aria-label={t('profile.plansLabel')}>
          {rows.map((plan) => (
            <li key={plan.id}>
              <UserPlanCard plan={plan} />
            </li>
          ))}
        </Cards>
        {pagination && <Pagination page={pagination.page} limit={pagination.limit} total={pagination.total} onPage={setPage} />}
      </>
    );
  return (
    <ProfileSettings heading={t('profile.tabs.plans')}>
      <div aria-busy={list.loading}>{content}</div>
    </ProfileSettings>
  );
}

/** `/settings/profile/plans-history`: the member's balance ledger (`GET user/plans/history`). */
export function MyPlanHistoryPage() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  return (
    <ProfileSettings heading={t('profile.tabs.plansHistory')}>
      <BalanceHistory owner={user?.id ?? ''} load={(page) => userPlansApi.ownHistory(page)} />
    </ProfileSettings>
  );
}

/** `/settings/profile/documents`: the member's public documents (`GET user/documents`); private ones never reach this list. */
export function MyDocumentsPage() {
  const { t } = useTranslation('admin');
  const list = usePagedList('own', () => documentsApi.own());
  const rows = list.page?.data ?? [];

  async function download(document: UserDocument) {
    try {
      await documentsApi.downloadOwn(document);
    } catch (error) {
      toast.error(errorMessage(error, t('documents.toast.downloadError')));
    }
  }

  let content: ReactNode;
  if (list.error && !list.page) content = <LoadFailed error={list.error} fallback={t('documents.loadError')} onRetry={() => void list.reload()} />;
  else if (!list.page) content = <Loading label={t('documents.loading')} />;
  else if (rows.length === 0)
    content = (
      <Empty>
        <p>{t('profile.documentsEmpty')}</p>
      </Empty>
    );
  else
    content = (
      <DocumentList
        documents={rows}
        label={t('profile.documentsLabel')}
        showType={false}
        actions={(document) => (
          <Button type="button" aria-label={t('documents.actions.downloadNamed', { name: document.name })} onClick={() => void download(document)}>
            {t('documents.actions.download')}
          </Button>
        )}
      />
    );
  return (
    <ProfileSettings heading={t('profile.tabs.documents')}>
      <div aria-busy={list.loading}>{content}</div>
    </ProfileSettings>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
