import { useTranslation } from '@school/shared';
import { AuthLayout, CardHeader, Subtitle, Title } from '../../../components/auth-layout';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  return (
    <AuthLayout>
      <CardHeader>
        <Title>{t('forgot.title')}</Title>
        <Subtitle>{t('forgot.subtitle')}</Subtitle>
      </CardHeader>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

export default ForgotPasswordPage;
