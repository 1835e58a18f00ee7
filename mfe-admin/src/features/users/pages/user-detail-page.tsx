import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, Link, statusOf, useParams, useTranslation } from '@school/shared';
import { useQuery, useQueryClient, userKeys, userPlanKeys } from '@school/shared/query';
import { REMOTE_COMPONENTS, type UserClassesProps, type UserScheduleProps } from '@school/shared/contracts';
import { Button, RemoteComponent, Spinner, Tabs } from '@school/shared/ui';
import { USER_TYPES, type UserType } from '../../../admin-contracts';
import { Empty, LoadFailed } from '../../../components/list-state';
import { Header, NameTitle, Page, StatusBadge } from '../../../components/page';
import { usersApi } from '../api/users-api';
import { DocumentsTab } from '../../documents';
import { BalanceHistory, TariffsTab, userPlansApi } from '../../user-plans';
import { AccessRights } from '../components/access-rights';
import { UserFormDialog } from '../components/user-form-dialog';

/**
 * `/users/:type/:id`: who the user is, and tabs in the spec's order. Schedule and classes are the
 * schedule and classroom areas' own components, loaded from those remotes at run time (one of
 * them down costs only its tab: docs/decisions/platform-remote-components.md). Tariffs and plan
 * history belong to students (only they hold plans); access rights to staff (every permission is
 * a staff permission, so a student's tab could only ever be empty); documents to everyone.
 */
export function UserDetailPage() {
  const { t } = useTranslation('admin');
  const { type: typeParam = '', id = '' } = useParams();
  const type = (USER_TYPES as readonly string[]).includes(typeParam) ? (typeParam as UserType) : null;
  const client = useQueryClient();
  const read = useQuery({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => usersApi.get(id, signal), enabled: type !== null });
  const user = read.data ?? null;
  const error = user ? null : read.error;
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState('');

  const back = type && (
    <BackLink to={`/users/${type}`}>
      <span aria-hidden="true">← </span>
      {t(`back.${type}`)}
    </BackLink>
  );

  if (!type || statusOf(error) === 404 || statusOf(error) === 400)
    return (
      <Page>
        {back}
        <Empty>
          <p>{t('detail.notFound')}</p>
        </Empty>
      </Page>
    );
  if (error) return <LoadFailed error={error} fallback={errorMessage(error, t('detail.loadError'))} onRetry={() => void read.refetch()} />;
  if (!user)
    return (
      <Page>
        <p role="status">
          <Spinner $size={40} /> {t('detail.loading')}
        </p>
      </Page>
    );

  const name = `${user.firstName} ${user.lastName}`;
  const student = user.role === 'member';
  // Only the open tab's panel is rendered; each reads its own key. Paying on the tariffs tab
  // invalidates the student's plans and history (`userPlanKeys.of`), so the history shows it.
  const whose = { userId: user.id, role: user.role };
  const panels = [
    {
      id: 'schedule',
      label: t('detail.tabs.schedule'),
      render: () => <RemoteComponent<UserScheduleProps> {...REMOTE_COMPONENTS.userSchedule} props={whose} />,
    },
    {
      id: 'classes',
      label: t('detail.tabs.classes'),
      render: () => <RemoteComponent<UserClassesProps> {...REMOTE_COMPONENTS.userClasses} props={whose} />,
    },
    ...(student ? [{ id: 'tariffs', label: t('detail.tabs.tariffs'), render: () => <TariffsTab user={user} /> }] : []),
    { id: 'documents', label: t('detail.tabs.documents'), render: () => <DocumentsTab owner={{ kind: 'user', id: user.id }} /> },
    ...(student ? [] : [{ id: 'rights', label: t('detail.tabs.rights'), render: () => <AccessRights user={user} /> }]),
    ...(student ? [{ id: 'history', label: t('detail.tabs.history'), render: () => <BalanceHistory queryKey={(page) => userPlanKeys.history(user.id, page)} load={(page, signal) => userPlansApi.history(user.id, page, signal)} withAuthors /> }] : []),
  ];
  const current = panels.some((panel) => panel.id === tab) ? tab : (panels[0]?.id ?? '');
  const tabs = panels.map((panel) => ({ id: panel.id, label: panel.label, panel: panel.id === current ? <PanelBody>{panel.render()}</PanelBody> : null }));
  return (
    <Page>
      {back}
      <Header>
        <div>
          <NameTitle>{name}</NameTitle>
          <Facts>
            <span>{user.email}</span>
            {user.phone && <span>{user.phone}</span>}
            <StatusBadge $status={user.status}>{t(`status.${user.status}`)}</StatusBadge>
          </Facts>
        </div>
        <Button type="button" onClick={() => setEditing(true)}>
          {t('actions.edit')}
        </Button>
      </Header>
      <Tabs label={t('detail.tabsLabel')} tabs={tabs} selected={current} onSelect={setTab} />
      {editing && (
        <UserFormDialog
          type={type}
          user={user}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            client.setQueryData(userKeys.detail(saved.id), saved);
            void client.invalidateQueries({ queryKey: userKeys.lists() });
          }}
        />
      )}
    </Page>
  );
}

const BackLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.primary};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Space between the tab bar and what the open tab shows. */
const PanelBody = styled.div`
  padding-block-start: 16px;
`;
