import { errorMessage, type User, useTranslation } from '@school/shared';
import { profileKeys, useQuery, useQueryClient, withServerData } from '@school/shared/query';
import { Alert, Button, Spinner } from '@school/shared/ui';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Panel, PanelHeader, PanelText, PanelTitle, SettingsLayout } from '../../settings';
import { fetchCurrentUser } from '../api/profile';
import { AvatarField } from '../components/avatar-field';
import { ProfileForm } from '../components/profile-form';

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Divider = styled.hr`
  margin: 0;
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

function Profile() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('profile.documentTitle'));
  // The signed-in user's own record (`profileKeys.all`); a save puts the server's answer there.
  const client = useQueryClient();
  const read = useQuery({ queryKey: profileKeys.all, queryFn: ({ signal }) => fetchCurrentUser(signal) });
  const state = read.data
    ? ({ status: 'ready', user: read.data } as const)
    : read.error
      ? ({ status: 'failed', message: errorMessage(read.error, t('profile.loadFailed')) } as const)
      : ({ status: 'loading' } as const);

  const setUser = (user: User) => client.setQueryData(profileKeys.all, user);

  return (
    <SettingsLayout>
      <Panel aria-labelledby="profile-settings-title" aria-busy={state.status === 'loading'}>
        <PanelHeader>
          <PanelTitle id="profile-settings-title">{t('profile.title')}</PanelTitle>
          <PanelText>{t('profile.subtitle')}</PanelText>
        </PanelHeader>
        {state.status === 'loading' && (
          <Loading role="status">
            <Spinner $size={20} />
            {t('profile.loading')}
          </Loading>
        )}
        {state.status === 'failed' && (
          <Alert tone="error">
            <span>{state.message}</span>
            <span>
              <Button type="button" $variant="secondary" onClick={() => void read.refetch()}>
                {t('profile.retry')}
              </Button>
            </span>
          </Alert>
        )}
        {state.status === 'ready' && (
          <>
            <AvatarField user={state.user} onChange={setUser} />
            <Divider />
            {/* Keyed by user so the form starts from the loaded values; an avatar change keeps typed edits. */}
            <ProfileForm key={state.user.id} user={state.user} onSaved={setUser} />
          </>
        )}
      </Panel>
    </SettingsLayout>
  );
}

/** The page reads through the server-data layer's one client (docs/decisions/platform-server-data.md). */
export const ProfilePage = withServerData(Profile);

export default ProfilePage;
