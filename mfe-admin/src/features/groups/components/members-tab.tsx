import { useEffect, useState } from 'react';
import { groupKeys, useQuery, userKeys, useWrite } from '@school/shared/query';
import styled from 'styled-components';
import { errorMessage, toast, useTranslation } from '@school/shared';
import { Button, SearchBox, Spinner, spreadRow } from '@school/shared/ui';
import type { AdminUser, GroupDetail } from '../../../admin-contracts';
import { usersApi } from '../../users';
import { groupsApi } from '../api/groups-api';

export interface MembersTabProps {
  group: GroupDetail;
}

interface MemberChange {
  userId: string;
  name: string;
}

/** The group's students, each removable, and a search to add more (spec: POST/DELETE groups/{id}/users). */
export function MembersTab({ group }: MembersTabProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const q = search.trim();
  const memberIds = new Set(group.members.map((member) => member.id));
  // The same key as the students list's first page for this search: one cache for both.
  const studentQuery = { type: 'students' as const, page: 1, q, sort: 'name' as const, order: 'asc' as const };
  const results = useQuery({ queryKey: userKeys.list({ ...studentQuery }), queryFn: ({ signal }) => usersApi.list(studentQuery, signal), enabled: q !== '' });
  const found: AdminUser[] | null = q && results.data ? results.data.data : null;
  const searching = q !== '' && results.isFetching;

  useEffect(() => {
    if (results.error) toast.error(errorMessage(results.error, t('groups.members.searchError')));
  }, [results.error, t]);

  // Adding or removing changes the group (its members, its count in the list).
  const changed = [groupKeys.detail(group.id), groupKeys.lists()];
  const addMember = useWrite<unknown, MemberChange>({
    write: ({ userId }) => groupsApi.addMember(group.id, userId),
    success: (_result, { name }) => t('groups.members.added', { name }),
    failure: t('groups.members.addError'),
    invalidates: changed,
  });
  const removeMember = useWrite<unknown, MemberChange>({
    write: ({ userId }) => groupsApi.removeMember(group.id, userId),
    success: (_result, { name }) => t('groups.members.removed', { name }),
    failure: t('groups.members.removeError'),
    invalidates: changed,
  });
  const pending = addMember.isPending ? addMember.variables : removeMember.isPending ? removeMember.variables : undefined;
  const busy = pending?.userId ?? null;

  function change(userId: string, name: string, add: boolean) {
    (add ? addMember : removeMember).mutate({ userId, name });
  }

  return (
    <Panel>
      <section aria-labelledby="group-add-student">
        <h2 id="group-add-student">{t('groups.members.addTitle')}</h2>
        <SearchBox value={search} onSearch={setSearch} label={t('groups.members.searchLabel')} placeholder={t('groups.members.searchPlaceholder')} />
        {searching && (
          <p role="status">
            <Spinner /> {t('groups.members.searching')}
          </p>
        )}
        {found && !searching && found.length === 0 && <Muted role="status">{t('list.noMatches', { search: search.trim() })}</Muted>}
        {found && found.length > 0 && (
          <List aria-label={t('groups.members.results')}>
            {found.map((student) => {
              const name = `${student.firstName} ${student.lastName}`;
              const inGroup = memberIds.has(student.id);
              return (
                <Row key={student.id}>
                  <Who>
                    <strong>{name}</strong>
                    <Muted>{student.email}</Muted>
                  </Who>
                  {inGroup ? (
                    <Muted>{t('groups.members.already')}</Muted>
                  ) : (
                    <Button type="button" aria-label={t('groups.members.addStudent', { name })} disabled={busy !== null} onClick={() => change(student.id, name, true)}>
                      {t('groups.members.add')}
                    </Button>
                  )}
                </Row>
              );
            })}
          </List>
        )}
      </section>

      <section aria-labelledby="group-members">
        <h2 id="group-members">{t('groups.members.title', { count: group.members.length })}</h2>
        {group.members.length === 0 ? (
          <Muted>{t('groups.members.empty')}</Muted>
        ) : (
          <List aria-label={t('groups.members.listLabel')}>
            {group.members.map((member) => {
              const name = `${member.firstName} ${member.lastName}`;
              return (
                <Row key={member.id}>
                  <Who>
                    <strong>{name}</strong>
                    <Muted>{member.email}</Muted>
                  </Who>
                  <Button type="button" $variant="danger-outline" aria-label={t('groups.members.removeStudent', { name })} disabled={busy !== null} onClick={() => change(member.id, name, false)}>
                    {t('groups.members.remove')}
                  </Button>
                </Row>
              );
            })}
          </List>
        )}
      </section>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: 24px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.125rem;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  ${spreadRow}
  gap: 8px 16px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.span`
  display: grid;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
