import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, toast, useTranslation } from '@school/shared';
import { profileKeys, withServerData } from '@school/shared/query';
import { Button } from '@school/shared/ui';
import type { UserDocument } from '../../../admin-contracts';
import { PagedRows } from '../../../components/paged-results';
import { usePagedRead } from '../../../lib/paged-read';
import { DocumentList, documentsApi } from '../../documents';
import { BalanceHistory, UserPlanCard, userPlansApi } from '../../user-plans';
import { ProfileSettings } from '../components/profile-settings';

/** `/settings/profile/plans`: the member's own plans (`GET user/plans`), read only. */
export const MyPlansPage = withServerData(MyPlans);

function MyPlans() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const list = usePagedRead(profileKeys.plans(page), (signal) => userPlansApi.own(page, signal));
  return (
    <ProfileSettings heading={t('profile.tabs.plans')}>
      <PagedRows list={list} onPage={setPage} texts={{ loading: t('userPlans.loading'), loadError: t('userPlans.loadError'), empty: t('profile.plansEmpty') }}>
        {(rows) => (
          <Cards aria-label={t('profile.plansLabel')}>
            {rows.map((plan) => (
              <li key={plan.id}>
                <UserPlanCard plan={plan} />
              </li>
            ))}
          </Cards>
        )}
      </PagedRows>
    </ProfileSettings>
  );
}

/** `/settings/profile/plans-history`: the member's balance ledger (`GET user/plans/history`). */
export const MyPlanHistoryPage = withServerData(MyPlanHistory);

function MyPlanHistory() {
  const { t } = useTranslation('admin');
  return (
    <ProfileSettings heading={t('profile.tabs.plansHistory')}>
      <BalanceHistory queryKey={profileKeys.planHistory} load={(page, signal) => userPlansApi.ownHistory(page, signal)} />
    </ProfileSettings>
  );
}

/** `/settings/profile/documents`: the member's public documents (`GET user/documents`); private ones never reach this list. */
export const MyDocumentsPage = withServerData(MyDocuments);

function MyDocuments() {
  const { t } = useTranslation('admin');
  const list = usePagedRead(profileKeys.documents(), (signal) => documentsApi.own(1, signal));

  async function download(document: UserDocument) {
    try {
      await documentsApi.downloadOwn(document);
    } catch (error) {
      toast.error(errorMessage(error, t('documents.toast.downloadError')));
    }
  }

  return (
    <ProfileSettings heading={t('profile.tabs.documents')}>
      <PagedRows list={list} texts={{ loading: t('documents.loading'), loadError: t('documents.loadError'), empty: t('profile.documentsEmpty') }}>
        {(rows) => (
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
        )}
      </PagedRows>
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
