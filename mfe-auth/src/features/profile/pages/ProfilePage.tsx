import { errorMessage, type User, useTranslation } from '@school/shared';
import { Alert, Button, Spinner } from '@school/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Panel, PanelHeader, PanelText, PanelTitle, SettingsLayout } from '../../settings';
import { fetchCurrentUser } from '../api/profile';
import { AvatarField } from '../components/AvatarField';
import { ProfileForm } from '../components/ProfileForm';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; user: User };

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

export function ProfilePage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('profile.documentTitle'));
  const [state, setState] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', user: await fetchCurrentUser() });
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error, t('profile.loadFailed')) });
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const setUser = (user: User) => setState({ status: 'ready', user });

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
              <Button type="button" $variant="secondary" onClick={() => void load()}>
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

export default ProfilePage;
