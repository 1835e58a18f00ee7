import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { accessSubject, errorMessage, hasPermission, toast, useSession, useTranslation, type Permission, type PermissionKey } from '@school/shared';
import { Spinner } from '@school/shared/ui';
import { ADMIN_ONLY_PERMISSIONS, type AdminUser } from '../../../admin-contracts';
import { LoadFailed } from '../../../components/ListState';
import { usersApi } from '../api/users-api';

export interface AccessRightsProps {
  user: AdminUser;
  onChange: (permissions: PermissionKey[]) => void;
}

/**
 * One switch per permission the school knows (`GET permissions`), saved as it is flipped.
 * Students hold no rights and nobody changes their own here, as the API rules
 * (docs/decisions/admin-access.md); the switches say so instead of failing on a click.
 */
export function AccessRights({ user, onChange }: AccessRightsProps) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const [permissions, setPermissions] = useState<Permission[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<PermissionKey | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    usersApi.permissions().then(
      (list) => current && setPermissions(list),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (error) return <LoadFailed error={error} fallback={t('rights.loadError')} onRetry={() => setAttempt((value) => value + 1)} />;
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

  async function toggle(key: PermissionKey, on: boolean) {
    setPending(key);
    try {
      if (on) await usersApi.grant(user.id, key);
      else await usersApi.revoke(user.id, key);
      onChange(on ? [...user.permissions, key] : user.permissions.filter((held) => held !== key));
      toast.success(t(on ? 'rights.granted' : 'rights.revoked', { right: permissionName(key) }));
    } catch (failure) {
      toast.error(errorMessage(failure, t('rights.saveError')));
    } finally {
      setPending(null);
    }
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
                <input type="checkbox" role="switch" checked={on} aria-checked={on} disabled={locked || pending !== null} onChange={(event) => void toggle(key, event.target.checked)} />
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
