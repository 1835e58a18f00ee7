import { useState } from 'react';
import styled from 'styled-components';
import { Link, statusOf, useParams, useTranslation } from '@school/shared';
import { groupKeys, useQuery, useQueryClient } from '@school/shared/query';
import { REMOTE_COMPONENTS, type GroupClassesProps, type GroupScheduleProps } from '@school/shared/contracts';
import { Button, RemoteComponent, Spinner, Tabs } from '@school/shared/ui';
import type { GroupDetail } from '../../../admin-contracts';
import { Empty, LoadFailed } from '../../../components/list-state';
import { Header, NameTitle, Page } from '../../../components/page';
import { DocumentsTab } from '../../documents';
import { groupsApi } from '../api/groups-api';
import { GroupFormDialog } from '../components/group-form-dialog';
import { MembersTab } from '../components/members-tab';

/**
 * `/users/groups/:id`: the group and its tabs in the spec's order: members, classes, schedule,
 * documents. Classes and schedule are the classroom and schedule areas' own components, loaded
 * from those remotes at run time; one of them down costs only its tab.
 */
export function GroupDetailPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const client = useQueryClient();
  const read = useQuery({ queryKey: groupKeys.detail(id), queryFn: ({ signal }) => groupsApi.get(id, signal) });
  const group: GroupDetail | null = read.data ?? null;
  const error = read.error;
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState('members');

  const back = (
    <BackLink to="/users/groups">
      <span aria-hidden="true">← </span>
      {t('back.groups')}
    </BackLink>
  );

  if (!group && (statusOf(error) === 404 || statusOf(error) === 400))
    return (
      <Page>
        {back}
        <Empty>
          <p>{t('groups.notFound')}</p>
        </Empty>
      </Page>
    );
  if (error && !group) return <LoadFailed error={error} fallback={t('groups.loadError')} onRetry={() => void read.refetch()} />;
  if (!group)
    return (
      <Page>
        <p role="status">
          <Spinner $size={40} /> {t('groups.loading')}
        </p>
      </Page>
    );

  // Only the open tab's panel is rendered, as on the user page: documents load when their tab opens.
  const panels = [
    { id: 'members', label: t('groups.tabs.members'), render: () => <MembersTab group={group} /> },
    {
      id: 'classes',
      label: t('groups.tabs.classes'),
      render: () => <RemoteComponent<GroupClassesProps> {...REMOTE_COMPONENTS.groupClasses} props={{ groupId: group.id }} />,
    },
    {
      id: 'schedule',
      label: t('groups.tabs.schedule'),
      render: () => <RemoteComponent<GroupScheduleProps> {...REMOTE_COMPONENTS.groupSchedule} props={{ groupId: group.id }} />,
    },
    { id: 'documents', label: t('groups.tabs.documents'), render: () => <DocumentsTab owner={{ kind: 'group', id: group.id }} /> },
  ];
  const tabs = panels.map((panel) => ({ id: panel.id, label: panel.label, panel: panel.id === tab ? <PanelBody>{panel.render()}</PanelBody> : null }));

  return (
    <Page>
      {back}
      <Header>
        {/* Decorative: the heading beside it names the group. */}
        {group.image && <Picture src={group.image} alt="" />}
        <Heading>
          <NameTitle>{group.name}</NameTitle>
          {group.description && <Description>{group.description}</Description>}
        </Heading>
        <Button type="button" onClick={() => setEditing(true)}>
          {t('actions.edit')}
        </Button>
      </Header>
      <Tabs label={t('groups.tabsLabel')} tabs={tabs} selected={tab} onSelect={setTab} />
      {editing && (
        <GroupFormDialog
          group={group}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void client.invalidateQueries({ queryKey: groupKeys.all });
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

const Description = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Heading = styled.div`
  flex: 1 1 240px;
  min-inline-size: 0;
`;

const Picture = styled.img`
  inline-size: 96px;
  block-size: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
`;

/** Space between the tab bar and what the open tab shows. */
const PanelBody = styled.div`
  padding-block-start: 16px;
`;
