import { useTranslation } from '@school/shared';
import { AuthLayout, CardHeader, Subtitle, Title } from '../../../components/auth-layout';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SignInForm } from '../components/sign-in-form';

export function SignInPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signIn.title'));
  return (
    <AuthLayout>
      <CardHeader>
        <Title>{t('signIn.title')}</Title>
        <Subtitle>{t('signIn.subtitle')}</Subtitle>
      </CardHeader>
      <SignInForm />
    </AuthLayout>
  );
}

// The host loads pages lazily and expects a default export.
export default SignInPage;
