import { useTranslation } from '@school/shared';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { Panel, PanelHeader, PanelText, PanelTitle, SettingsLayout } from '../../settings';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

export function PrivacyPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('privacy.documentTitle'));
  return (
    <SettingsLayout>
      <Panel aria-labelledby="privacy-settings-title">
        <PanelHeader>
          <PanelTitle id="privacy-settings-title">{t('privacy.title')}</PanelTitle>
          <PanelText>{t('privacy.subtitle')}</PanelText>
        </PanelHeader>
        <ChangePasswordForm />
      </Panel>
    </SettingsLayout>
  );
}

export default PrivacyPage;
