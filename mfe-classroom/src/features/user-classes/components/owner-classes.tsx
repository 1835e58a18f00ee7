import { useState } from 'react';
import styled from 'styled-components';
import type { GroupClassesProps, UserClassesProps } from '@school/shared/contracts';
import { useTranslation } from '@school/shared';
import { useQuery } from '@school/shared/query';
import { Button, Pagination, SearchBox, Spinner } from '@school/shared/ui';
import { Empty, LoadFailed, Loading } from '../../../components/states';
import { ClassTable } from '../../classes';
import { ownerClassesRead, type ClassOwner } from '../api/user-classes-api';

export interface OwnerClassesProps {
  owner: ClassOwner;
  /** What "none" means here: a teacher teaches none, a student is in none, a group has none. */
  emptyText: string;
}

/**
 * The classes of a user or a group, ten a page, searched by name on the server; each opens its
 * classroom. Page and search are this tab's own state (not the address), since the page around it
 * belongs to another area and owns its address.
 */
export function OwnerClasses({ owner, emptyText }: OwnerClassesProps) {
  const { t } = useTranslation('classroom');
  const [query, setQuery] = useState({ page: 1, q: '' });
  const list = useQuery(ownerClassesRead(owner, query));
  const rows = list.data?.data ?? [];
  const pagination = list.data?.meta.pagination;

  let content;
  if (list.error && !list.data) content = <LoadFailed error={list.error} fallback={t('classes.list.loadError')} onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Loading label={t('classes.list.loading')} />;
  else if (rows.length === 0)
    content = query.q ? (
      <Empty>
        <p>{t('classes.list.noMatches', { search: query.q })}</p>
        <Button type="button" onClick={() => setQuery({ page: 1, q: '' })}>
          {t('classes.list.clearSearch')}
        </Button>
      </Empty>
    ) : (
      <Empty>
        <p>{emptyText}</p>
      </Empty>
    );
  else
    content = (
      <>
        <ClassTable rows={rows} />
        {pagination && <Pagination namespace="classroom" page={pagination.page} limit={pagination.limit} total={pagination.total} onPage={(page) => setQuery({ ...query, page })} />}
      </>
    );

  return (
    <Frame>
      <Toolbar>
        <SearchBox value={query.q} onSearch={(q) => setQuery({ page: 1, q })} label={t('classes.list.searchLabel')} placeholder={t('classes.list.searchPlaceholder')} />
        {list.isFetching && list.data && (
          <span role="status">
            <Spinner /> {t('classes.list.updating')}
          </span>
        )}
      </Toolbar>
      {!!list.error && list.data && <LoadFailed error={list.error} fallback={t('classes.list.loadError')} onRetry={() => void list.refetch()} />}
      <div aria-busy={list.isFetching}>{content}</div>
    </Frame>
  );
}

/** The user detail's classes tab. */
export function UserClasses({ userId, role }: UserClassesProps) {
  const { t } = useTranslation('classroom');
  return <OwnerClasses owner={{ kind: 'user', id: userId }} emptyText={t(role === 'staff' ? 'classes.of.emptyTeacher' : 'classes.of.emptyStudent')} />;
}

/** The group detail's classes tab: its group classes. */
export function GroupClasses({ groupId }: GroupClassesProps) {
  const { t } = useTranslation('classroom');
  return <OwnerClasses owner={{ kind: 'group', id: groupId }} emptyText={t('classes.of.emptyGroup')} />;
}

const Frame = styled.div`
  display: grid;
  gap: 12px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;
