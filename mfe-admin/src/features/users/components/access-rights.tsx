import styled from 'styled-components';
import { accessSubject, hasPermission, useSession, useTranslation, type PermissionKey } from '@school/shared';
import { permissionKeys, useQuery, userKeys, useWrite } from '@school/shared/query';
import { Spinner } from '@school/shared/ui';
import { ADMIN_ONLY_PERMISSIONS, type AdminUser } from '../../../admin-contracts';
import { LoadFailed } from '../../../components/list-state';
import { usersApi } from '../api/users-api';

export interface AccessRightsProps {
  /** The user as cached under `userKeys.detail(id)`: a switch shows its new state at once there. */
  user: AdminUser;
}

interface PermissionChange {
  key: PermissionKey;
  on: boolean;
}

/**
 * One switch per permission the school knows (`GET permissions`), saved as it is flipped.
 * Students hold no rights and nobody changes their own here, as the API rules
 * (docs/decisions/admin-access.md); the switches say so instead of failing on a click.
 */
export function AccessRights({ user }: AccessRightsProps) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const read = useQuery({ queryKey: permissionKeys.all, queryFn: ({ signal }) => usersApi.permissions(signal) });
  const permissions = read.data ?? null;
  // The switch flips at once (an optimistic update of the cached user) and flips back if the
  // server refuses; the user is read again either way.
  const write = useWrite<AdminUser, PermissionChange, AdminUser>({
    write: ({ key, on }) => (on ? usersApi.grant(user.id, key) : usersApi.revoke(user.id, key)),
    success: (_result, { key, on }) => t(on ? 'rights.granted' : 'rights.revoked', { right: permissionName(key) }),
    failure: t('rights.saveError'),
    optimistic: {
      queryKey: userKeys.detail(user.id),
      update: (current, { key, on }) => ({ ...current, permissions: on ? [...current.permissions, key] : current.permissions.filter((held) => held !== key) }),
    },
    invalidates: [userKeys.lists()],
  });
  const pending = write.isPending ? (write.variables?.key ?? null) : null;

  if (read.error && !permissions) return <LoadFailed error={read.error} fallback={t('rights.loadError')} onRetry={() => void read.refetch()} />;
  if (!permissions)
    return (
      <p role="status">
        <Spinner /> {t('rights.loading')}
      </p>
    );
  if (user.role !== 'staff' || permissions.length === 0) return <Note>{t('rights.none')}</Note>;

  const self = session.user?.id === user.id;
  const isAdmin = hasPermission(accessSubject(session), 'admin-access');
  const adminOnlyLocked = !isAdmin && user.permissions.some((key) => ADMIN_ONLY_PERMISSIONS.includes(key));

  function toggle(key: PermissionKey, on: boolean) {
    write.mutate({ key, on });
  }

  function permissionName(key: PermissionKey): string {
    return t(`permissions.${key}`);
  }

  return (
    <div>
      {self && <Note>{t('rights.self')}</Note>}
      {!self && adminOnlyLocked && <Note>{t('rights.adminOnly')}</Note>}
      <List aria-label={t('rights.label')}>
        {permissions.map(({ key }) => {
          const on = user.permissions.includes(key);
          const locked = self || adminOnlyLocked || (!isAdmin && ADMIN_ONLY_PERMISSIONS.includes(key));
          return (
            <Item key={key}>
              <Switch>
                <input type="checkbox" role="switch" checked={on} aria-checked={on} disabled={locked || pending !== null} onChange={(event) => toggle(key, event.target.checked)} />
                <span>{permissionName(key)}</span>
              </Switch>
              <Description>{t(`permissionHints.${key}`)}</Description>
            </Item>
          );
        })}
      </List>
    </div>
  );
}

const Note = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 2px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-block-size: 44px;
  font-weight: 600;
  input {
    inline-size: 20px;
    block-size: 20px;
  }
`;

const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
