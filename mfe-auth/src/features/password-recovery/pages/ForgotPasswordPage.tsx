import { useTranslation } from '@school/shared';
import { AuthLayout, CardHeader, Subtitle, Title } from '../../../components/AuthLayout';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

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
