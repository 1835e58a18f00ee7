import { useTranslation } from '@school/shared';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Panel, PanelHeader, PanelText, PanelTitle, SettingsLayout } from '../../settings';
import { ChangePasswordForm } from '../components/change-password-form';

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
