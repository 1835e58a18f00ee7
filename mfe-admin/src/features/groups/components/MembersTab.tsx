import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, toast, useTranslation } from '@school/shared';
import { Button, Spinner } from '@school/shared/ui';
import type { AdminUser, GroupDetail } from '../../../admin-contracts';
import { SearchBox } from '../../../components/SearchBox';
import { usersApi } from '../../users';
import { groupsApi } from '../api/groups-api';

export interface MembersTabProps {
  group: GroupDetail;
  /** Called after a member was added or removed, to load the group again. */
  onChanged: () => Promise<void>;
}

/** The group's students, each removable, and a search to add more (spec: POST/DELETE groups/{id}/users). */
export function MembersTab({ group, onChanged }: MembersTabProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<AdminUser[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const memberIds = new Set(group.members.map((member) => member.id));

  useEffect(() => {
    const q = search.trim();
    if (!q) {
      setFound(null);
      return;
    }
    let current = true;
    setSearching(true);
    usersApi.list({ type: 'students', page: 1, q, sort: 'name', order: 'asc' }).then(
      (page) => {
        if (!current) return;
        setFound(page.data);
        setSearching(false);
      },
      (error: unknown) => {
        if (!current) return;
        toast.error(errorMessage(error, t('groups.members.searchError')));
        setSearching(false);
      },
    );
    return () => {
      current = false;
    };
  }, [search, t]);

  async function change(userId: string, name: string, add: boolean) {
    setBusy(userId);
    try {
      if (add) await groupsApi.addMember(group.id, userId);
      else await groupsApi.removeMember(group.id, userId);
      toast.success(t(add ? 'groups.members.added' : 'groups.members.removed', { name }));
      await onChanged();
    } catch (error) {
      toast.error(errorMessage(error, t(add ? 'groups.members.addError' : 'groups.members.removeError')));
    } finally {
      setBusy(null);
    }
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
                    <Button type="button" aria-label={t('groups.members.addStudent', { name })} disabled={busy !== null} onClick={() => void change(student.id, name, true)}>
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
                  <Button type="button" $variant="danger-outline" aria-label={t('groups.members.removeStudent', { name })} disabled={busy !== null} onClick={() => void change(member.id, name, false)}>
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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
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
